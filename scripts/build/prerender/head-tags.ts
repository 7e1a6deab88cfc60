/** The <head> of each kind of page: what search engines, link previews and the installed app read. */
import { DEFAULT_LANGUAGE } from '../../../src/i18n/languages.ts';
import { scriptJson } from '../../../src/ui/script-json.ts';
import { buildIdMetaTag } from '../build-id.ts';
import { manifestPath } from '../pwa.ts';
import type { EmojiPage, LanguageCode, Page, ServerEntry, Translate } from './types.ts';

/** What the heads of one build share. */
export interface HeadContext {
  entry: ServerEntry;
  /** the site's origin, without a trailing slash */
  site: string;
  /** the language redirect of unprefixed pages, as a <script> */
  redirectTag: string;
  preloads: (page: Page) => string[];
  /** the emoji's image for previews and JSON-LD, a site path, or null */
  artworkImage: (hexcode: string) => string | null;
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const absolute = (context: HeadContext, path: string) => `${context.site}${path === '/' ? '/' : path}`;
const tagOf = (context: HeadContext, code: string) => context.entry.LANGUAGES.find((l) => l.code === code)!.tag;

/** What every page's head holds for the installed app: manifest, build id, icons, theme colours. */
export const appHeadTags = (lang: LanguageCode) => [
  `<link rel="manifest" href="${manifestPath(lang)}">`,
  buildIdMetaTag(),
  `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
  `<link rel="apple-touch-icon" href="/icons/icon-192.png">`,
  `<meta name="theme-color" content="#fbfaf7" media="(prefers-color-scheme: light)">`,
  `<meta name="theme-color" content="#16150f" media="(prefers-color-scheme: dark)">`,
];

const siteNameTag = (t: Translate) => `<meta property="og:site_name" content="${escapeHtml(t('meta.siteName'))}">`;
const ogLocales = (context: HeadContext, lang: string) => [
  `<meta property="og:locale" content="${tagOf(context, lang).replace('-', '_')}">`,
  ...context.entry.LANGUAGES.filter((l) => l.code !== lang).map((l) => `<meta property="og:locale:alternate" content="${l.tag.replace('-', '_')}">`),
];

interface IndexedHead {
  title: string;
  description: string;
  /** the canonical path: /zh pages name their unprefixed twin */
  canonical: string;
  /** the page's path in a language (Chinese: unprefixed), for hreflang and x-default */
  pathIn(lang: LanguageCode): string;
  ogType: 'website' | 'article';
  /** og:image tags and their details */
  images: string[];
  twitterCard: 'summary' | 'summary_large_image';
}

/** The head of a page for search engines and link previews: a screen or an emoji page. */
function indexedHead(context: HeadContext, page: Page, t: Translate, head: IndexedHead): string[] {
  const canonical = absolute(context, head.canonical);
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    ...appHeadTags(page.lang),
    `<link rel="canonical" href="${canonical}">`,
    ...context.entry.LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l.tag}" href="${absolute(context, head.pathIn(l.code))}">`),
    `<link rel="alternate" hreflang="x-default" href="${absolute(context, head.pathIn(DEFAULT_LANGUAGE))}">`,
    `<meta property="og:type" content="${head.ogType}">`,
    siteNameTag(t),
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${canonical}">`,
    ...head.images,
    ...ogLocales(context, page.lang),
    `<meta name="twitter:card" content="${head.twitterCard}">`,
  ];
}

/** The emoji page's offline stand-in: not indexed. */
export const offlineHead = (page: Page, t: Translate) =>
  [
    `<title>${escapeHtml(t('meta.emojiOffline.title'))}</title>`,
    ...appHeadTags(page.lang),
    siteNameTag(t),
    `<meta name="robots" content="noindex">`,
  ].join('\n    ');

export function emojiHead(context: HeadContext, page: Page, t: Translate, model: EmojiPage): string {
  const { entry, site } = context;
  const pathIn = (lang: LanguageCode) => entry.emojiPagePath(lang, model.slug);
  // The page in its own language, unprefixed for Chinese: /zh/emoji/... names /emoji/....
  const canonical = pathIn(page.lang);
  const home = absolute(context, entry.pathFor(page.lang, 'home'));
  const image = context.artworkImage(model.hexcode);
  const { title, description, jsonLd } = entry.emojiPageHead(model, t, {
    canonical: absolute(context, canonical),
    home,
    category: `${home}?category=${model.category}`,
    image: image && `${site}${image}`,
  });
  const tags = [
    ...indexedHead(context, page, t, {
      title,
      description,
      canonical,
      pathIn,
      ogType: 'article',
      images: [
        // The emoji as SVG first; services that take raster images only fall back to the site's image.
        ...(image ? [`<meta property="og:image" content="${site}${image}">`, `<meta property="og:image:type" content="image/svg+xml">`] : []),
        `<meta property="og:image" content="${site}/og-image.png">`,
        `<meta property="og:image:alt" content="${escapeHtml(`${model.emoji} ${model.name}`)}">`,
      ],
      twitterCard: 'summary',
    }),
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
    ...context.preloads(page),
  ];
  if (!page.prefixed) tags.unshift(context.redirectTag);
  return tags.join('\n    ');
}

/** A screen's head, or the 404 page's (not indexed). */
export function screenHead(context: HeadContext, page: Page, t: Translate): string {
  const { entry, site } = context;
  const { screen } = page;
  const metaKey = screen ?? 'notFound';
  const title = t(`meta.${metaKey}.title`);
  const description = t(`meta.${metaKey}.description`);
  const tags = screen
    ? indexedHead(context, page, t, {
        title,
        description,
        canonical: entry.canonicalPath({ lang: page.lang, screen, prefixed: page.prefixed }),
        pathIn: (lang) => entry.alternatePath(screen, lang),
        ogType: 'website',
        images: [`<meta property="og:image" content="${site}/og-image.png">`],
        twitterCard: 'summary_large_image',
      })
    : [
        `<title>${escapeHtml(title)}</title>`,
        `<meta name="description" content="${escapeHtml(description)}">`,
        ...appHeadTags(page.lang),
        `<meta name="robots" content="noindex">`,
      ];
  // Unprefixed pages, the 404 page included, show in the visitor's language (CONTRACT.md).
  if (!page.prefixed) tags.unshift(context.redirectTag);
  tags.push(...context.preloads(page));
  return tags.join('\n    ');
}
