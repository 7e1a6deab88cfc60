import type { LanguageCode } from '../../i18n/languages.ts';
import type { PolarWords } from '../sentiment.ts';
import type { EmojiPick } from '../types.ts';

/** One character step of the Chinese/Japanese term trie (keys are UTF-16 code units). */
export interface TrieNode {
  next: Map<number, TrieNode>;
  pick?: EmojiPick;
  /** a stop word ends here: as a word it takes no emoji, and hides the terms inside it (第一 in 第一次) */
  stop?: boolean;
  /** hiragana only: such a term must be a whole segment (わな is no word inside 間に合わなかった) */
  kanaOnly?: boolean;
}

export interface PredicateStem {
  pick: EmojiPick;
  /** the syllable the vocabulary form ends in after the stem (픈 in 배고픈) */
  ending: string;
}

/**
 * Everything the matcher needs for one text language, derived from that language's emoji data
 * (labels and tags, everyday words included) plus English. Built once per language and cached.
 */
export interface Vocabulary {
  lang: LanguageCode;
  /** BCP 47 tag for Intl.Segmenter */
  locale: string;
  /** Latin-script words and phrases, lowercase, single spaces */
  latinExact: Map<string, EmojiPick>;
  /** the same words without accents (ñ kept): "cafe" finds café */
  latinFolded: Map<string, EmojiPick>;
  /** the same words under their stems (Spanish rules for Spanish text, English rules otherwise) */
  latinStems: Map<string, EmojiPick>;
  latinStemsOf: (word: string) => string[];
  /** exact-form candidates tried before stems (Spanish plurals); none elsewhere */
  latinBaseFormsOf: (word: string) => string[];
  /** Spanish text: English labels, the last resort for a Latin word */
  foreignLabels: Map<string, EmojiPick>;
  /**
   * One-word country names in Latin script, for flags. Many are common words too (turkey, chad,
   * china, reunión "meeting", guinea), so they count only as written with a capital letter.
   */
  latinCountries: Map<string, EmojiPick>;
  hangulExact: Map<string, EmojiPick>;
  hangulPredicates: Map<string, PredicateStem>;
  /** the longest key of hangulExact and hangulPredicates: no longer prefix of a word can match */
  maxHangulWordLength: number;
  /** one-syllable Korean words of the everyday list: a person chose them for one sense (비 "rain") */
  hangulEverydaySyllables: Set<string>;
  cjk: TrieNode;
  /**
   * Every shorter run of first words of the multi-word Latin and Korean terms ("happy" and "happy
   * new" of "happy new year"): the matcher reads a phrase on only while its words so far are one.
   */
  phrasePrefixes: Set<string>;
  maxPhraseWords: number;
  stopWords: Set<string>;
  /** grammar the Chinese segmenter may glue to a word (了, 又), allowed next to a match */
  attachedGrammar: Set<string>;
  /** attachedGrammar plus what may only follow a word (床上, 睡到): allowed after a match */
  grammarAfter: Set<string>;
  /** what after a term makes one word with it (火锅店, ラーメン屋, お願いします), longest first */
  wordEndings: string[];
  /** prefixes that make one word with the term after them (お誕生日) */
  wordPrefixes: Set<string>;
  /** the language's words of feeling, for the sentiment check (sentiment.ts) */
  polarWords: PolarWords;
  /** stop words for Latin words, also inside Chinese, Japanese or Korean text */
  latinStopWords: Set<string>;
  /** the emoji of foods and drinks (see describesFood in matcher/cjk.ts) */
  foodEmoji: Set<string>;
  /** every emoji of the data and its skin variants, without U+FE0F */
  emojiSet: Set<string>;
}
