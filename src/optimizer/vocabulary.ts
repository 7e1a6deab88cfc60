import { skinVariants } from '../emoji/skin-variants.ts';
import type { Emoji } from '../emoji/types.ts';
import { withoutVariationSelectors } from '../emoji/variation-selectors.ts';
import { type LanguageCode, languageByCode } from '../i18n/languages.ts';
import { loadOptimizerWords } from './everyday.ts';
import { polarWordsOf } from './sentiment.ts';
import { attachedGrammarOf, grammarAfterOf, stopWordsOf, wordEndingsOf, wordPrefixesOf } from './stop-words.ts';
import { buildCjkTrie } from './vocabulary/cjk.ts';
import { collectTerms } from './vocabulary/collect.ts';
import { buildHangul } from './vocabulary/hangul.ts';
import { buildLatin } from './vocabulary/latin.ts';
import { LANGUAGE_POLICY } from './vocabulary/policy.ts';
import type { Vocabulary } from './vocabulary/types.ts';

export { LABEL_WORD_SCORE, NAMING_SCORE } from './vocabulary/relations.ts';
export { normalizeTerm } from './vocabulary/terms.ts';
export type { PredicateStem, TrieNode, Vocabulary } from './vocabulary/types.ts';

/**
 * The vocabulary of text in `lang`: every term of the data filed by script (vocabulary/collect.ts),
 * then each script's tables built by its own rules (latin.ts, hangul.ts, cjk.ts), as the
 * language's policy says (vocabulary/policy.ts).
 */
export function buildVocabulary(emoji: readonly Emoji[], lang: LanguageCode): Vocabulary {
  const policy = LANGUAGE_POLICY[lang];
  const { tag: locale } = languageByCode(lang);
  const stopWords = stopWordsOf(lang);
  // Latin words in Chinese, Japanese and Korean text are English, and take English stop words.
  const latinStopWords = policy.latin.stopWords === lang ? stopWords : stopWordsOf(policy.latin.stopWords);
  const terms = collectTerms(emoji, lang, policy, stopWords, latinStopWords, locale);

  const latin = buildLatin(terms, emoji, policy.latin, latinStopWords);
  const hangul = buildHangul(terms.tables.hangul, emoji, lang);
  const cjk = buildCjkTrie(terms.tables.cjk.picks(emoji), stopWords, policy.cjkInflectionsOf);

  const phrasePrefixes = new Set<string>();
  let maxPhraseWords = 1;
  // Multi-word stop words are idioms (full of): read as phrases, they hide their words.
  const idioms = [...stopWords, ...latinStopWords].filter((word) => word.includes(' '));
  for (const term of [...latin.latinExact.keys(), ...hangul.hangulExact.keys(), ...idioms]) {
    const words = term.split(' ');
    if (words.length < 2) continue;
    for (let count = 1; count < words.length; count += 1) phrasePrefixes.add(words.slice(0, count).join(' '));
    maxPhraseWords = Math.max(maxPhraseWords, words.length);
  }

  const emojiSet = new Set<string>();
  for (const entry of emoji) {
    emojiSet.add(withoutVariationSelectors(entry.emoji));
    for (const skin of skinVariants(entry)) emojiSet.add(withoutVariationSelectors(skin.emoji));
  }

  return {
    lang,
    locale,
    ...latin,
    ...hangul,
    cjk,
    phrasePrefixes,
    maxPhraseWords,
    stopWords,
    attachedGrammar: attachedGrammarOf(lang),
    grammarAfter: grammarAfterOf(lang),
    wordEndings: wordEndingsOf(lang),
    wordPrefixes: wordPrefixesOf(lang),
    polarWords: polarWordsOf(lang),
    latinStopWords,
    foodEmoji: new Set(emoji.filter((entry) => entry.category === 'food-drink').map((entry) => entry.emoji)),
    emojiSet,
  };
}

const cache = new WeakMap<readonly Emoji[], Map<LanguageCode, Vocabulary>>();

/**
 * The vocabulary of `lang` over this emoji data, built on first use and then reused. The
 * optimizer's word lists must be loaded first: see loadVocabulary.
 */
export function vocabularyFor(emoji: readonly Emoji[], lang: LanguageCode): Vocabulary {
  let byLang = cache.get(emoji);
  if (!byLang) cache.set(emoji, (byLang = new Map()));
  let vocabulary = byLang.get(lang);
  if (!vocabulary) byLang.set(lang, (vocabulary = buildVocabulary(emoji, lang)));
  return vocabulary;
}

/** Loads the optimizer's word lists of `lang`, then gives its vocabulary over this emoji data. */
export async function loadVocabulary(emoji: readonly Emoji[], lang: LanguageCode): Promise<Vocabulary> {
  await loadOptimizerWords(lang);
  return vocabularyFor(emoji, lang);
}
