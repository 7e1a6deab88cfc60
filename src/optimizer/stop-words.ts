import en from '../../data/stopwords/en.json';
import es from '../../data/stopwords/es.json';
import ja from '../../data/stopwords/ja.json';
import ko from '../../data/stopwords/ko.json';
import zh from '../../data/stopwords/zh.json';
import zhTw from '../../data/stopwords/zh_tw.json';
import type { LanguageCode } from '../i18n/languages.ts';

interface StopWordList {
  words: string[];
  /** Chinese and Japanese: grammar characters the segmenter may leave attached to a word */
  attached?: string[];
  /** Chinese: characters the segmenter glues after a word only, locatives and complements (床上, 睡到) */
  attachedAfter?: string[];
  /** Chinese and Japanese: what after a term makes one word with it (火锅店, ラーメン屋, お願いします) */
  wordEndings?: string[];
  /** Japanese: honorific prefixes that make one word with the term after them (お誕生日, ご飯) */
  wordPrefixes?: string[];
  /** idioms whose words lose their own sense (full of, lleno de): they take no emoji and hide their words */
  idioms?: string[];
  /** given names the emoji data uses as tags or label words: alone in a text they are a person */
  names: string[];
}

const LISTS: Record<LanguageCode, StopWordList> = { en, es, ja, ko, zh, zh_tw: zhTw };

/**
 * Function words of a language, and the given names its emoji data uses as tags (lowercase): never
 * decorated, never vocabulary. "Happy birthday, David!" became "😀 🎂, ✡️!" in replace mode, and
 * "¡Feliz cumpleaños, María!" turned María into 🪬 (hamsa's tags name Mary, Miriam and Fatima).
 */
export function stopWordsOf(lang: LanguageCode): Set<string> {
  const { words, names, idioms = [] } = LISTS[lang];
  return new Set([...words, ...names, ...idioms].map((word) => word.toLowerCase()));
}

export function attachedGrammarOf(lang: LanguageCode): Set<string> {
  return new Set(LISTS[lang].attached ?? []);
}

/** The attached grammar that may follow a word: attachedGrammarOf plus the locatives and complements. */
export function grammarAfterOf(lang: LanguageCode): Set<string> {
  return new Set([...(LISTS[lang].attached ?? []), ...(LISTS[lang].attachedAfter ?? [])]);
}

/** What after a term makes one word with it, longest first (see matcher/cjk.ts). */
export function wordEndingsOf(lang: LanguageCode): string[] {
  return [...(LISTS[lang].wordEndings ?? [])].sort((a, b) => b.length - a.length);
}

/** Honorific prefixes that make one word with the term after them (see matcher/cjk.ts). */
export function wordPrefixesOf(lang: LanguageCode): Set<string> {
  return new Set(LISTS[lang].wordPrefixes ?? []);
}
