/**
 * A language's web app manifest. Every language's manifest names the same app (one `id`, one
 * `scope`: the whole site), so the language switcher never leaves the installed app and installing
 * from /en and from /ja gives one app; the words (name, description, shortcuts, screenshot labels)
 * and the start page are those of the page it is installed from.
 * Imports no React: the prerender imports this before it picks React's production build.
 */
import { pathFor } from '../../src/app/routes.ts';
import { SEARCH_ANCHOR } from '../../src/features/catalog/search-anchor.ts';
import { KITCHEN_ANCHOR } from '../../src/features/kitchen/kitchen-anchor.ts';
import { homePath, type Language } from '../../src/i18n/languages.ts';
import { SHARE_PARAMS } from '../../src/platform/installed-app-urls.ts';

/** The app's identity and scope: the same in every language's manifest. */
export const APP_ID = '/';
export const APP_SCOPE = '/';

const THEME_COLOR = '#fbfaf7';
const BACKGROUND_COLOR = '#fbfaf7';

/** The screenshots of the install dialog, made by scripts/build/make-screenshots.ts from the built site. */
export const SCREENSHOT_SIZES = {
  narrow: { width: 390, height: 844 },
  wide: { width: 1280, height: 800 },
} as const;
export type ScreenshotForm = keyof typeof SCREENSHOT_SIZES;
export const screenshotPath = (lang: Language['code'], form: ScreenshotForm) => `/screenshots/${lang}-${form}.webp`;

/** The four long-press shortcuts: search, optimizer, kitchen, all emoji; their icons are drawn by scripts/build/make-icons.ts. */
export const SHORTCUT_ICONS = ['search', 'optimizer', 'kitchen', 'all-emoji'] as const;
export const shortcutIconPath = (name: (typeof SHORTCUT_ICONS)[number]) => `/icons/shortcut-${name}.png`;

interface Messages {
  pwa: { appName: string };
  meta: { siteName: string; home: { description: string } };
  search: { label: string };
  optimizer: { heading: string };
  kitchen: { title: string };
  appManifest: { allEmoji: string; screenshotNarrow: string; screenshotWide: string };
}

/** The shortcuts' URLs in a language: the search box and the kitchen are anchors on home; all emoji is index_v1. */
export function shortcutUrls(lang: Language['code']) {
  const home = homePath(lang);
  return {
    search: `${home}#${SEARCH_ANCHOR}`,
    optimizer: pathFor(lang, 'optimizer'),
    kitchen: `${home}#${KITCHEN_ANCHOR}`,
    'all-emoji': pathFor(lang, 'index_v1'),
  };
}

export function appManifest({ code, tag }: Pick<Language, 'code' | 'tag'>, messages: Messages) {
  const urls = shortcutUrls(code);
  const shortcutNames = {
    search: messages.search.label,
    optimizer: messages.optimizer.heading,
    kitchen: messages.kitchen.title,
    'all-emoji': messages.appManifest.allEmoji,
  };
  const screenshotLabels = { narrow: messages.appManifest.screenshotNarrow, wide: messages.appManifest.screenshotWide };
  return {
    id: APP_ID,
    name: messages.pwa.appName,
    short_name: messages.meta.siteName,
    description: messages.meta.home.description,
    categories: ['utilities', 'productivity', 'reference'],
    lang: tag,
    dir: 'ltr',
    start_url: homePath(code),
    scope: APP_SCOPE,
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    // A link opened while the app runs goes to its window instead of stacking a new one.
    launch_handler: { client_mode: ['navigate-existing', 'auto'] },
    // GET, so a static host answers it: the optimizer reads the parameters (src/platform/share-target.ts).
    // Chromium reports a manifest error when enctype is left to its default.
    share_target: { action: pathFor(code, 'optimizer'), method: 'GET', enctype: 'application/x-www-form-urlencoded', params: SHARE_PARAMS },
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: SHORTCUT_ICONS.map((name) => ({
      name: shortcutNames[name],
      url: urls[name],
      icons: [{ src: shortcutIconPath(name), sizes: '96x96', type: 'image/png' }],
    })),
    screenshots: (Object.keys(SCREENSHOT_SIZES) as ScreenshotForm[]).map((form) => ({
      src: screenshotPath(code, form),
      sizes: `${SCREENSHOT_SIZES[form].width}x${SCREENSHOT_SIZES[form].height}`,
      type: 'image/webp',
      form_factor: form,
      label: screenshotLabels[form],
    })),
  };
}
