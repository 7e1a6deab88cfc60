/**
 * The site as docs/CONTRACT.md describes it, written out independently of src/ so the e2e tests check
 * the built pages against the contract rather than against the code that produced them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/env.ts';
import { builtSiteOrigin } from './built-site.ts';

export const LANGUAGES = [
  { code: 'zh', tag: 'zh-CN' },
  { code: 'zh_tw', tag: 'zh-TW' },
  { code: 'en', tag: 'en-US' },
  { code: 'ja', tag: 'ja-JP' },
  { code: 'ko', tag: 'ko-KR' },
  { code: 'es', tag: 'es-ES' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const SCREENS = ['home', 'feedback', 'index_v1', 'optimizer'] as const;
export type Screen = (typeof SCREENS)[number];

export interface ExpectedPage {
  path: string;
  lang: LanguageCode;
  tag: string;
  screen: Screen;
  /** absolute URL of the canonical page */
  canonical: string;
  /** hreflang -> absolute URL, the six region tags and x-default */
  alternates: Record<string, string>;
}

export const SITE_ORIGIN = builtSiteOrigin();

/** `/` for Chinese home, `/en/feedback` for English feedback; `prefixed` only matters for Chinese. */
export function pathOf(lang: LanguageCode, screen: Screen, prefixed = lang !== 'zh'): string {
  return `${prefixed ? `/${lang}` : ''}${screen === 'home' ? '' : `/${screen}`}` || '/';
}

export const tagOf = (lang: LanguageCode) => LANGUAGES.find((l) => l.code === lang)!.tag;

/** All 28 pages: each screen unprefixed (Chinese), then under each of the six prefixes. */
export const PAGES: ExpectedPage[] = SCREENS.flatMap((screen) =>
  [{ lang: 'zh' as LanguageCode, prefixed: false }, ...LANGUAGES.map(({ code }) => ({ lang: code, prefixed: true }))].map(({ lang, prefixed }) => ({
    path: pathOf(lang, screen, prefixed),
    lang,
    tag: tagOf(lang),
    screen,
    // /zh pages name their unprefixed twin; every other page names itself.
    canonical: SITE_ORIGIN + pathOf(lang, screen),
    alternates: Object.fromEntries([
      ...LANGUAGES.map(({ code, tag }) => [tag, SITE_ORIGIN + pathOf(code, screen)]),
      ['x-default', SITE_ORIGIN + pathOf('zh', screen)],
    ]),
  })),
);

type Messages = { [key: string]: string | Messages };

const messageCache = new Map<LanguageCode, Messages>();

/** A string of locales/{lang}.json by dotted key, e.g. text('ja', 'meta.home.title'). */
export function text(lang: LanguageCode, key: string): string {
  let messages = messageCache.get(lang);
  if (!messages) {
    messages = JSON.parse(readFileSync(join(ROOT, 'locales', `${lang}.json`), 'utf8')) as Messages;
    messageCache.set(lang, messages);
  }
  const value = key.split('.').reduce<string | Messages | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);
  if (typeof value !== 'string') throw new Error(`locales/${lang}.json has no string at ${key}`);
  return value;
}
