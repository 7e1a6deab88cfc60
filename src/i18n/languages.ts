/** The six UI languages. `code` is the URL prefix and cookie value; `tag` is the BCP 47 region tag. */
export const LANGUAGES = [
  { code: 'zh', tag: 'zh-CN', emojibase: 'zh', name: '简体中文' },
  { code: 'zh_tw', tag: 'zh-TW', emojibase: 'zh-hant', name: '繁體中文' },
  { code: 'en', tag: 'en-US', emojibase: 'en', name: 'English' },
  { code: 'ja', tag: 'ja-JP', emojibase: 'ja', name: '日本語' },
  { code: 'ko', tag: 'ko-KR', emojibase: 'ko', name: '한국어' },
  { code: 'es', tag: 'es-ES', emojibase: 'es', name: 'Español' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language['code'];

/** Chinese is served without a prefix; /zh pages exist too and name the unprefixed URL as canonical. */
export const DEFAULT_LANGUAGE: LanguageCode = 'zh';

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

/** Whether a language's pages live under its prefix: all but Chinese, whose unprefixed pages are canonical. */
export const needsPrefix = (lang: LanguageCode): boolean => lang !== DEFAULT_LANGUAGE;

/** What a language's paths start with: `/{code}`, or nothing for an unprefixed (Chinese) page. */
export const languagePrefix = (lang: LanguageCode, prefixed = needsPrefix(lang)): string => (prefixed ? `/${lang}` : '');

/** A language's home page: `/{code}`, or `/` unprefixed. */
export const homePath = (lang: LanguageCode, prefixed = needsPrefix(lang)): string => languagePrefix(lang, prefixed) || '/';

/** Whether a page's links carry the prefix: a /zh page links within /zh, the other languages always need theirs. */
export const linksPrefixed = (lang: LanguageCode, pagePrefixed: boolean): boolean => pagePrefixed || needsPrefix(lang);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageByCode(code: LanguageCode): Language {
  return LANGUAGES.find((l) => l.code === code)!;
}
