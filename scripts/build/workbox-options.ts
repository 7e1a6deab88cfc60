/**
 * The service worker's Workbox options (vite-plugin-pwa's `workbox`): what it precaches, how the
 * screens and emoji pages open offline, and the runtime caches. Generated after the prerender
 * (scripts/build/pwa.ts); src/platform/pwa.ts registers the worker.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { SCREENS } from '../../src/app/routes.ts';
import { emojiOfflinePath } from '../../src/emoji/slug.ts';
import { LANGUAGE_CODES } from '../../src/i18n/languages.ts';
import { artworkStandIn } from '../../src/platform/artwork-stand-in.ts';
import { ARTWORK_CACHE, EMOJI_DATA_CACHE, EMOJI_PAGE_CACHE, KITCHEN_DATA_CACHE, KITCHEN_STICKER_CACHE } from '../../src/platform/cache-names.ts';
import { APP_SHELL_FILE, APP_SHELL_URL } from '../../src/platform/installed-app-urls.ts';

/** en/feedback.html -> /en/feedback, index.html -> /; other files keep their path. */
const servedUrl = (file: string) => (file === 'index.html' ? '/' : file.endsWith('.html') ? `/${file.slice(0, -'.html'.length)}` : file);

/** The 28 screen paths (src/app/routes.ts): /, /feedback, /en, /en/feedback …, with any query. */
const screenPaths = new RegExp(
  `^(?:/|(?:/(?:${LANGUAGE_CODES.join('|')}))?(?:/(?:${SCREENS.filter((screen) => screen !== 'home').join('|')}))?)(?:\\?.*)?$`,
);

export const workboxOptions = (): VitePWAOptions['workbox'] => ({
  // Minified runtime (30 KB raw instead of 165 KB); NODE_ENV is unset when the prerender
  // generates the worker, which the plugin would read as a development build.
  mode: 'production',
  // The app shell, not the pages: one page that renders any screen in the browser (written by
  // the prerender, see scripts/build/pwa.ts), the code, the styles and the icons. The 28
  // prerendered pages were 300 KB brotli of the install (index_v1 alone 190 KB), each a copy
  // of what the shell renders from the cached code and data. Shell and chunks are one
  // precache version: a screen is only ever rendered with the chunks of its own build, and a
  // new build replaces both at once on activation.
  globPatterns: [APP_SHELL_FILE, '**/emoji-offline.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/*.png', '**/manifest.webmanifest'],
  // Precached under the URL it is served at (the server does not answer .html URLs).
  manifestTransforms: [async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: servedUrl(entry.url) })), warnings: [] })],
  // The screens (the 28 paths of src/app/routes.ts) open from the shell, online or not.
  navigateFallback: APP_SHELL_URL,
  navigateFallbackAllowlist: [screenPaths],
  // ?mix=… (kitchen state) and any other query must not miss the precached shell.
  ignoreURLParametersMatching: [/./],
  // The first visit is controlled right away, so it works offline without a second visit.
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  runtimeCaching: [
    // Emoji pages (first: the navigation rule below would take them). 13,400 pages are not precached: a page opened once is kept (network first, so a new
    // build shows when online); one never opened answers offline with its language's stand-in.
    ...LANGUAGE_CODES.map((code) => ({
      urlPattern: new RegExp(`^[a-z]+://[^/]+${code === 'zh' ? '(?:/zh)?' : `/${code}`}/emoji/[a-z0-9-]+(?:[?#].*)?$`),
      handler: 'NetworkFirst' as const,
      options: {
        cacheName: EMOJI_PAGE_CACHE,
        expiration: { maxEntries: 200 },
        cacheableResponse: { statuses: [200] },
        precacheFallback: { fallbackURL: emojiOfflinePath(code) },
      },
    })),
    {
      // Any other page (a 404 online): offline, the shell's "not available offline" view
      // instead of the browser's error page.
      urlPattern: ({ request }) => request.mode === 'navigate',
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: APP_SHELL_URL } },
    },
    {
      // 0.2-0.25 MB per language (and the Chinese tags, 60 KB): the page stores every language's
      // once it has been idle (src/platform/offline-data.ts), only its own under Save-Data, and
      // others are kept on first use. Content-hashed names make cache-first safe; old builds' files expire.
      urlPattern: /\/assets\/(emoji|chinese-tags)-[\w-]+\.json$/,
      handler: 'CacheFirst',
      options: {
        cacheName: EMOJI_DATA_CACHE,
        expiration: { maxEntries: 12 },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      // The kitchen's pair tables, one small shard per group of emoji, kept as they are used.
      urlPattern: /\/assets\/kitchen-shard-\d+-[\w-]+\.json$/,
      handler: 'CacheFirst',
      options: {
        cacheName: KITCHEN_DATA_CACHE,
        expiration: { maxEntries: 200 },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      // The open artwork: the grid, search, history and details show it where the device cannot
      // draw an emoji, the emoji pages always. Not content-hashed (named by hexcode), so kept a
      // month. 600 images: all 259 flags (Windows draws none) and the four designs of the pages
      // visited, ~1.5 MB at the measured 1.6-4.2 KB a design. Offline, one not kept answers
      // with an image of the emoji's text (artworkStandIn) instead of a failed load.
      urlPattern: /\/art\/[a-z]+\/[0-9A-F-]+\.svg$/,
      handler: 'CacheFirst',
      options: {
        cacheName: ARTWORK_CACHE,
        expiration: { maxEntries: 600, maxAgeSeconds: 30 * 24 * 60 * 60 },
        cacheableResponse: { statuses: [200] },
        plugins: [{ handlerDidError: artworkStandIn }],
      },
    },
    {
      // Sticker <img>s are cross-origin no-cors requests: opaque responses (status 0).
      urlPattern: /^https:\/\/www\.gstatic\.com\/android\/keyboard\/emojikitchen\//,
      handler: 'CacheFirst',
      options: {
        cacheName: KITCHEN_STICKER_CACHE,
        expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
        cacheableResponse: { statuses: [0, 200] },
      },
    },
    // Nothing else has a route: /parse_server and /builds/latest.json always go to the network.
  ],
});
