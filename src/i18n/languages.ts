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

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageByCode(code: LanguageCode): Language {
  return LANGUAGES.find((l) => l.code === code)!;
}
