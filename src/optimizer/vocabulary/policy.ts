import type { LanguageCode } from '../../i18n/languages.ts';
import { englishStems } from '../morphology/english.ts';
import { japaneseInflections } from '../morphology/japanese.ts';
import { SPANISH_GERUND, spanishBaseForms, spanishTermStems, spanishTextStems, withoutEnclitics } from '../morphology/spanish.ts';

/** How Latin-script words are read in a text language. */
export interface LatinRules {
  /** whose stop words apply to Latin words */
  stopWords: 'en' | 'es';
  /** the stems of a word of the text, given the Latin stop words */
  textStemsOf: (stopWords: Set<string>) => (word: string) => string[];
  /** the stems a one-word vocabulary term is filed under */
  termStemsOf: ((term: string) => string[]) | null;
  /** exact-form candidates tried before stems */
  baseFormsOf: (word: string) => string[];
  /**
   * A participle or gerund inside a label describes what the picture shows, not the picture:
   * show in 🌎 "globe showing Americas", wear in 👳 "person wearing turban", celebrar in 💒
   * "iglesia celebrando boda" (celebrarlo took 💒). At the end it is the picture (🏃 "person
   * running").
   */
  participle: RegExp;
}

/** What every text language but Spanish does with Latin words: they are English. */
const ENGLISH_LATIN: LatinRules = {
  stopWords: 'en',
  textStemsOf: () => englishStems,
  // null: the same stems as the text's words
  termStemsOf: null,
  baseFormsOf: () => [],
  participle: /ing$/,
};

const SPANISH_LATIN: LatinRules = {
  stopWords: 'es',
  // avisarles is avisar, a stop word, with a pronoun
  textStemsOf: (stopWords) => (word) => (stopWords.has(withoutEnclitics(word)) ? [] : spanishTextStems(word)),
  termStemsOf: spanishTermStems,
  baseFormsOf: spanishBaseForms,
  participle: SPANISH_GERUND,
};

/**
 * How the English data enters another language's vocabulary. 'own': the text is English.
 * 'foreignLabels': Spanish shares the Latin script with English, so an English tag such as "red"
 * or "pie" would fire on Spanish words: only English labels are kept, and they rank below Spanish
 * words. 'latinWords': English only meets Latin words, where it is the whole vocabulary.
 */
export type EnglishSource = 'own' | 'foreignLabels' | 'latinWords';

/** What sets one text language's vocabulary apart; everything else is built alike for all six. */
export interface LanguagePolicy {
  latin: LatinRules;
  english: EnglishSource;
  /** English shortcodes name emoji for English words (not Spanish ones: "pie" is foot) */
  shortcodes: boolean;
  /** the Chinese label confirms a term that already names the emoji (猫 for 🐈 ネコ) */
  chineseLabelConfirms: boolean;
  /** forms generated from each Chinese/Japanese term, filed under it with a penalty */
  cjkInflectionsOf: ((term: string) => string[]) | null;
}

export const LANGUAGE_POLICY: Readonly<Record<LanguageCode, LanguagePolicy>> = {
  zh: { latin: ENGLISH_LATIN, english: 'latinWords', shortcodes: true, chineseLabelConfirms: false, cjkInflectionsOf: null },
  zh_tw: { latin: ENGLISH_LATIN, english: 'latinWords', shortcodes: true, chineseLabelConfirms: true, cjkInflectionsOf: null },
  en: { latin: ENGLISH_LATIN, english: 'own', shortcodes: true, chineseLabelConfirms: false, cjkInflectionsOf: null },
  ja: { latin: ENGLISH_LATIN, english: 'latinWords', shortcodes: true, chineseLabelConfirms: true, cjkInflectionsOf: japaneseInflections },
  ko: { latin: ENGLISH_LATIN, english: 'latinWords', shortcodes: true, chineseLabelConfirms: false, cjkInflectionsOf: null },
  es: { latin: SPANISH_LATIN, english: 'foreignLabels', shortcodes: false, chineseLabelConfirms: false, cjkInflectionsOf: null },
};
