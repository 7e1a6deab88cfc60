import en from '../../data/everyday/en.json';
import es from '../../data/everyday/es.json';
import ja from '../../data/everyday/ja.json';
import ko from '../../data/everyday/ko.json';
import zh from '../../data/everyday/zh.json';
import zhTw from '../../data/everyday/zh_tw.json';
import type { LanguageCode } from '../i18n/languages.ts';

export type WordList = Readonly<Record<string, readonly string[]>>;

/**
 * The reviewed everyday words of each language (word -> emojibase hexcodes, best first), in two
 * files:
 * - data/everyday/<code>.json, which the build also merges into the emoji's tags for search;
 * - data/optimizer-words/<code>.json, the optimizer's alone: the search data file of each page
 *   has a 90 KB budget, and a page needs the words of its own language only, so these load with
 *   the optimizer, one language at a time (loadOptimizerWords).
 * Where a word is in both, the everyday list stands.
 *
 * The optimizer reads them as words a person chose for an emoji, above anything CLDR merely tags,
 * so a reviewed 엄마 -> 👩 beats CLDR's 엄마 on 👩‍🍼 instead of tying with it.
 */
const EVERYDAY: Record<LanguageCode, WordList> = { en, es, ja, ko, zh, zh_tw: zhTw };

const OPTIMIZER_WORDS: Record<LanguageCode, () => Promise<{ default: WordList }>> = {
  en: () => import('../../data/optimizer-words/en.json'),
  es: () => import('../../data/optimizer-words/es.json'),
  ja: () => import('../../data/optimizer-words/ja.json'),
  ko: () => import('../../data/optimizer-words/ko.json'),
  zh: () => import('../../data/optimizer-words/zh.json'),
  zh_tw: () => import('../../data/optimizer-words/zh_tw.json'),
};

/** The word lists a language's vocabulary reads: its own, and English for Latin words in Chinese, Japanese and Korean text. */
export const wordListLanguagesOf = (lang: LanguageCode): LanguageCode[] => (lang === 'en' || lang === 'es' ? [lang] : [lang, 'en']);

const loaded = new Map<LanguageCode, WordList>();

/** Loads the optimizer's own words for `lang` (see wordListLanguagesOf); vocabularyFor needs them. */
export async function loadOptimizerWords(lang: LanguageCode): Promise<void> {
  await Promise.all(
    wordListLanguagesOf(lang).map(async (code) => {
      if (!loaded.has(code)) loaded.set(code, { ...(await OPTIMIZER_WORDS[code]()).default, ...EVERYDAY[code] });
    }),
  );
}

export function everydayWordsOf(lang: LanguageCode): WordList {
  const words = loaded.get(lang);
  if (!words) throw new Error(`The optimizer words of ${lang} are not loaded: await loadOptimizerWords() first.`);
  return words;
}
