import type { Emoji } from '../emoji/types.ts';
import { languageByCode, type LanguageCode } from '../i18n/languages.ts';
import { everydayWordsOf, loadOptimizerWords, wordListLanguagesOf } from './everyday.ts';
import { englishStems } from './morphology/english.ts';
import { japaneseInflections } from './morphology/japanese.ts';
import { irregularPredicateForms, koreanPredicateStem, predicateNoun, withoutParticle } from './morphology/korean.ts';
import { foldSpanish, spanishBaseForms, spanishTermStems, spanishTextStems, withoutEnclitics } from './morphology/spanish.ts';
import { attachedGrammarOf, grammarAfterOf, stopWordsOf } from './stop-words.ts';
import { INFLECTION_PENALTY, penalized, type EmojiPick } from './types.ts';

/** How a term relates to an emoji; one term can relate to one emoji in several ways. */
const RELATION = {
  /** the term is the emoji's label, or the country of a flag's label */
  label: 1,
  /** the term is one of the emoji's tags */
  tag: 2,
  /** the term is a word of the label (Latin, Korean) or inside it (Chinese, Japanese) */
  labelWord: 4,
  /** Spanish text: the term is the emoji's English label */
  foreignLabel: 8,
  /** Latin word: the term is one of the emoji's English shortcodes (:coffee:, :cake:, :tea:) */
  shortcode: 16,
  /** the term is a reviewed everyday word for the emoji (data/everyday) */
  everyday: 32,
  /** Japanese and Taiwanese text: the term is also the emoji's Chinese label (猫 for 🐈 ネコ) */
  chineseLabel: 64,
} as const;

/**
 * The score of a term for an emoji, from how they relate. A reviewed everyday word beats
 * everything, CLDR's exact label included: the lists exist to correct CLDR where its label is a
 * pun or a rare sense (開心 "happy" is the label of 💖 in Traditional Chinese, 寶寶 "baby" that of
 * the 🚼 sign). Then the exact label; a tag that the label confirms beats a bare tag, because the
 * picture is about that word (🎂 "birthday cake" for birthday, 😴 "sleeping face" for sleep, 🏖️
 * "beach with umbrella" for beach rather than 😎, whose tags merely include beach).
 */
function scoreOf(relations: number): number {
  // A person chose this emoji for this word (see everyday.ts); among the emoji listed for one
  // word, the list's order decides (RelationTable.picks).
  if (relations & RELATION.everyday) return 105;
  if (relations & RELATION.label) return 100;
  // What English speakers call the emoji (☕ :coffee:, 🍵 :tea:, 🍰 :cake:): as good as a tag the
  // label confirms, and above a bare tag, which is where CLDR's split phrases sit (knocked, day).
  // Two languages name the emoji with this word: 猫 is a tag of 🐈 ネコ and of 😺 にっこり笑う猫,
  // but the Chinese label of 🐈 alone, so 🐈 is the cat, 😺 a cat's expression.
  if (relations & RELATION.chineseLabel && relations & (RELATION.tag | RELATION.labelWord)) return 80;
  if (relations & RELATION.shortcode) return relations & RELATION.tag || relations & RELATION.labelWord ? 76 : 70;
  if (relations & RELATION.tag && relations & RELATION.labelWord) return 75;
  if (relations & RELATION.labelWord) return 65;
  if (relations & RELATION.tag) return 60;
  return relations & RELATION.foreignLabel ? 50 : 0;
}

/** The lowest score of a term that names an emoji (a label or an everyday word) rather than describes it. */
export const NAMING_SCORE = scoreOf(RELATION.label);
/** The score of a word of an emoji's label (phone in 📱 "mobile phone"). */
export const LABEL_WORD_SCORE = scoreOf(RELATION.labelWord);

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
  /** first words of multi-word Latin and Korean terms ("ice" of "ice cream") */
  phraseStarts: Set<string>;
  maxPhraseWords: number;
  stopWords: Set<string>;
  /** grammar the Chinese segmenter may glue to a word (了, 又), allowed next to a match */
  attachedGrammar: Set<string>;
  /** attachedGrammar plus what may only follow a word (床上, 睡到): allowed after a match */
  grammarAfter: Set<string>;
  /** stop words for Latin words, also inside Chinese, Japanese or Korean text */
  latinStopWords: Set<string>;
  /** the emoji of foods and drinks (see describesFood in matcher.ts) */
  foodEmoji: Set<string>;
  /** every emoji of the data and its skin variants, without U+FE0F */
  emojiSet: Set<string>;
}

/** A term carried by more emoji than this names a class (face, flag, animal, man), not a picture. */
const GENERIC_SPREAD = 50;
/**
 * A bare tag (no label, shortcode or everyday word behind it) shared by more emoji than this is a
 * theme (바다 on whales, ships and surfers), not a picture: it does not fire alone.
 */
const BARE_TAG_SPREAD = 20;
/** Latin words this short are country codes and abbreviations: never a flag ("is", "no", "us"). */
const MAX_SHORT_LATIN = 3;
/** Label words shorter than this are too vague to stand for the label ("hot" still qualifies). */
const MIN_LATIN_LABEL_WORD = 3;
/** Alternatives kept per term (of the best one's score), for sentences where the best emoji is already used. */
const ALTERNATIVES = 3;

const LATIN_TERM = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{M}' ]+$/u;
const HANGUL_TERM = /^[\p{Script=Hangul} ]+$/u;
const CJK_TERM = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆ヵヶ]+$/u;
const KANA_ONLY = /^\p{Script=Hiragana}+$/u;
// 一杯, 五公里: numbers are not pictures; keycaps are for digits typed as digits. A number and
// one counter (两个 "two of", 三点 "three o'clock") is a quantity or a time, not a picture either.
const HAN_DIGITS = '[一二三四五六七八九十百千万萬两兩零]+';
const HAN_NUMERAL = new RegExp(`^${HAN_DIGITS}$`, 'u');
const HAN_COUNTED = new RegExp(`^${HAN_DIGITS}\\p{Script=Han}$`, 'u');

type Space = 'latin' | 'hangul' | 'cjk';

/** Lowercase, one space between words, typographic apostrophes and hyphens made plain. */
export function normalizeTerm(term: string): string {
  return term.normalize('NFC').toLowerCase().replace(/’/g, "'").replace(/[-\s]+/g, ' ').trim();
}

function spaceOf(term: string): Space | null {
  if (LATIN_TERM.test(term)) return 'latin';
  if (HANGUL_TERM.test(term)) return 'hangul';
  if (CJK_TERM.test(term)) return 'cjk';
  return null;
}

export const withoutVariationSelectors = (emoji: string) => emoji.replace(/\uFE0F/g, '');

/**
 * How much of what the label says a label word is: among label words that score alike, the one
 * that says most of its label is the better picture (nieve: 🌨️ "nube con nieve" and ❄️ "copo de
 * nieve" over 🏔️ "montaña con nieve"). Function words and class words (face, flag: see
 * GENERIC_SPREAD) say nothing, so hot is all of 🥵 "hot face" but not of 🌭 "hot dog". Zero
 * unless the term is only a label word.
 */
function labelShare(term: string, index: number, bits: number, emoji: readonly Emoji[], saysNothing: (word: string) => boolean): number {
  if (scoreOf(bits) !== LABEL_WORD_SCORE) return 0;
  const entry = emoji[index]!;
  const label = [entry.label, entry.enLabel].map((text) => (text ? normalizeTerm(text) : '')).find((text) => text.includes(term));
  if (!label) return 0;
  const said = label
    .split(' ')
    .filter((word) => word === term || !saysNothing(word))
    .join('');
  return term.replace(/ /g, '').length / Math.max(said.length, 1);
}

/** A hexcode as word lists and lookups compare it: uppercase, without U+FE0F (1F9D1-200D-2695). */
const hexcodeKey = (hexcode: string) => hexcode.toUpperCase().replace(/-FE0F/g, '');

const indexesByHexcode = new WeakMap<readonly Emoji[], Map<string, number>>();

/** Hexcode key -> index in `emoji`, built once per data set. */
function indexByHexcode(emoji: readonly Emoji[]): Map<string, number> {
  let indexes = indexesByHexcode.get(emoji);
  if (!indexes) indexesByHexcode.set(emoji, (indexes = new Map(emoji.map((entry, index) => [hexcodeKey(entry.hexcode), index]))));
  return indexes;
}

const GENDER_SIGN = /-200D-(?:2642|2640)$/;

/**
 * The man and the woman of one picture, tied for a word, are that picture: CLDR tags both 男生跑步
 * and 女生跑步 with 跑 but leaves it off the neutral 🏃 跑步者, so the neutral one stands for both.
 */
function withoutGender(tied: number[], emoji: readonly Emoji[]): number[] {
  const neutralOf = (index: number) => hexcodeKey(emoji[index]!.hexcode).replace(GENDER_SIGN, '');
  const gendered = tied.filter((index) => GENDER_SIGN.test(hexcodeKey(emoji[index]!.hexcode))).map(neutralOf);
  const bothGenders = new Set(gendered.filter((neutral, i) => gendered.indexOf(neutral) !== i));
  const indexes = indexByHexcode(emoji);
  return tied.map((index) => (bothGenders.has(neutralOf(index)) ? (indexes.get(neutralOf(index)) ?? index) : index));
}

/** The key of one term's relation to one emoji, for the tables' per-relation figures. */
const relationKey = (term: string, emojiIndex: number) => `${term}\u0000${emojiIndex}`;

/** Term -> emoji index -> RELATION bits. */
class RelationTable {
  readonly byTerm = new Map<string, Map<number, number>>();

  constructor(private readonly isStopWord: (word: string) => boolean = () => false) {}

  /** A function word, or a word so many emoji carry that it names a class (face, flag). */
  readonly saysNothing = (word: string): boolean => this.isStopWord(word) || (this.byTerm.get(word)?.size ?? 0) > GENERIC_SPREAD;
  /** Stems: the label share of the word form behind a stem's relation ("nieve" behind "nev"). */
  readonly shares = new Map<string, number>();
  /** Everyday words: where the emoji stands in the word's list, best first ("tea": 🍵 then ☕). */
  readonly listedAt = new Map<string, number>();

  add(term: string, emojiIndex: number, relation: number, listPosition?: number): void {
    let relations = this.byTerm.get(term);
    if (!relations) this.byTerm.set(term, (relations = new Map()));
    relations.set(emojiIndex, (relations.get(emojiIndex) ?? 0) | relation);
    const key = relationKey(term, emojiIndex);
    if (listPosition !== undefined && listPosition < (this.listedAt.get(key) ?? Infinity)) this.listedAt.set(key, listPosition);
  }

  /**
   * The winner of each term: highest score, then the larger label share (see labelShare), then
   * the earlier emoji in an everyday word's list, then the earlier emoji in the data's order
   * (emojibase order puts the plain, most used form first: 🐈 before 🐈‍⬛, 💃 before 🕺).
   * A generic term loses its place unless some label is exactly that word.
   */
  picks(emoji: readonly Emoji[], penalty = 0): Map<string, EmojiPick> {
    const picks = new Map<string, EmojiPick>();
    for (const [term, relations] of this.byTerm) {
      const ranked = [...relations]
        .map(([index, bits]) => {
          const key = relationKey(term, index);
          const share = this.shares.get(key) ?? labelShare(term, index, bits, emoji, this.saysNothing);
          return { index, score: scoreOf(bits), share, listed: this.listedAt.get(key) ?? Number.MAX_SAFE_INTEGER };
        })
        .sort((a, b) => b.score - a.score || b.share - a.share || a.listed - b.listed || a.index - b.index);
      const best = ranked[0]!;
      if (relations.size > GENERIC_SPREAD && best.score < scoreOf(RELATION.label)) continue;
      if (relations.size > BARE_TAG_SPREAD && best.score <= scoreOf(RELATION.tag)) continue;
      // Alternatives are as good as the best: a word whose emoji the sentence already used gets
      // another emoji just as true, or the same again (寒流🥶 and 好冷🥶, not 🧣 of a tag).
      const tied = ranked.filter(({ score }) => score === best.score).map(({ index }) => index);
      const distinct = [...new Set(withoutGender(tied, emoji).map((index) => emoji[index]!.emoji))];
      picks.set(term, {
        emoji: distinct[0]!,
        alternatives: distinct.slice(1, 1 + ALTERNATIVES),
        score: best.score - penalty,
      });
    }
    return picks;
  }
}

/** The country of a flag label ("flag: Japan", "旗子：日本"), which is what people write. */
function flagCountry(label: string): string | null {
  const country = label.split(/[:：]/)[1]?.trim();
  return country || null;
}

interface TermSource {
  label: string | null;
  tags: readonly string[];
  labelRelation: number;
  withTags: boolean;
}

function sourcesOf(entry: Emoji, lang: LanguageCode): TermSource[] {
  const own: TermSource = { label: entry.label, tags: entry.tags, labelRelation: RELATION.label, withTags: true };
  if (lang === 'en') return [own];
  // Spanish shares the Latin script with English: an English tag such as "red" or "pie" would
  // fire on Spanish words, so only English labels are kept, and they rank below Spanish words.
  // Elsewhere English only meets Latin words, where it is the whole vocabulary.
  const english: TermSource =
    lang === 'es'
      ? { label: entry.enLabel, tags: [], labelRelation: RELATION.foreignLabel, withTags: false }
      : { label: entry.enLabel, tags: entry.enTags, labelRelation: RELATION.label, withTags: true };
  return [own, english];
}

/** Chinese and Japanese terms found inside other labels (生日 in 生日蛋糕): bigram-indexed scan. */
function addCjkLabelWords(table: RelationTable, labels: Map<number, string>, locale: string): void {
  const byBigram = new Map<string, number[]>();
  for (const [index, label] of labels) {
    for (let i = 0; i + 2 <= label.length; i += 1) {
      const bigram = label.slice(i, i + 2);
      const indexes = byBigram.get(bigram) ?? [];
      if (indexes.at(-1) !== index) indexes.push(index);
      byBigram.set(bigram, indexes);
    }
  }
  for (const term of [...table.byTerm.keys()]) {
    if (term.length < 2) continue;
    for (const index of byBigram.get(term.slice(0, 2)) ?? []) {
      const label = labels.get(index)!;
      if (label !== term && label.includes(term)) table.add(term, index, RELATION.labelWord);
    }
  }
  // One character is a word of the label only where the segmenter cuts it out: 熱 in 熱がある顔
  // and 雪 in 雪の結晶, not 海 inside 海賊旗 (pirate flag).
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  for (const [index, label] of labels) {
    if (label.length < 2 || ![...label].some((char) => table.byTerm.has(char))) continue;
    for (const { segment } of segmenter.segment(label)) {
      if (segment.length === 1 && segment !== label && table.byTerm.has(segment)) table.add(segment, index, RELATION.labelWord);
    }
  }
}

export function buildVocabulary(emoji: readonly Emoji[], lang: LanguageCode): Vocabulary {
  const stopWords = stopWordsOf(lang);
  const latinStopWords = lang === 'es' ? stopWords : stopWordsOf('en');
  const isSpanish = lang === 'es';

  const tables: Record<Space, RelationTable> = {
    latin: new RelationTable((word) => latinStopWords.has(word)),
    hangul: new RelationTable((word) => stopWords.has(word)),
    cjk: new RelationTable(),
  };
  const foreign = new RelationTable();
  const countries = new RelationTable();
  const cjkLabels = new Map<number, string>();

  const isStopWord = (term: string, space: Space) => (space === 'latin' ? latinStopWords : stopWords).has(term);
  // An emoji newer than every vendor's image set of the build (no platforms known, 🛘 landslide
  // in Emoji 17) is an empty box on most readers' screens: the optimizer never inserts it.
  const isDrawn = (index: number) => emoji[index]!.platforms !== null;

  const addTerm = (raw: string, index: number, relation: number, isFlag: boolean, listPosition?: number) => {
    if (!isDrawn(index)) return;
    const term = normalizeTerm(raw);
    const space = spaceOf(term);
    // One Latin letter is no word; one Han character often is (猫, 雨, 伞).
    if (!space || (space === 'latin' && term.length < 2) || isStopWord(term, space)) return;
    if (isFlag && space === 'latin' && term.length <= MAX_SHORT_LATIN) return;
    if (space === 'cjk' && (HAN_NUMERAL.test(term) || (HAN_COUNTED.test(term) && relation !== RELATION.everyday))) return;
    const table = isFlag && space === 'latin' && !term.includes(' ') ? countries : relation === RELATION.foreignLabel ? foreign : tables[space];
    table.add(term, index, relation, listPosition);
  };

  const isParticipleInside = (words: string[], position: number, space: Space) =>
    space === 'latin' && !isSpanish && position > 0 && position < words.length - 1 && words[position]!.endsWith('ing');

  const addLabelWords = (label: string, index: number) => {
    const normalized = normalizeTerm(label);
    const space = spaceOf(normalized);
    if (space === 'cjk') {
      cjkLabels.set(index, normalized);
      return;
    }
    if (!space) return;
    const minLength = space === 'latin' ? MIN_LATIN_LABEL_WORD : 2;
    // A hyphenated compound is one word: "see-no-evil monkey" says nothing about "see" or "evil".
    const words = label.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length < 2) return;
    for (const [position, rawWord] of words.entries()) {
      if (/[-‐]/.test(rawWord)) continue;
      // An English participle inside a label describes what the picture shows, not the picture:
      // show in 🌎 "globe showing Americas", wear in 👳 "person wearing turban". At the end it
      // is the picture (🏃 "person running").
      if (isParticipleInside(words, position, space)) continue;
      const labelWord = normalizeTerm(rawWord);
      // Korean labels carry particles too: 소파와 램프 is "sofa and lamp".
      const word = space === 'hangul' ? withoutParticle(labelWord) : labelWord;
      // A Korean verb in its connective form (쓰고 in 글을 쓰고 있는 손, 잡고) names no picture,
      // and the verbs are the ambiguous ones: 쓰다 is to write, to wear and to use.
      if (space === 'hangul' && word.endsWith('고')) continue;
      if (word.length >= minLength && !isStopWord(word, space)) tables[space].add(word, index, RELATION.labelWord);
    }
  };

  emoji.forEach((entry, index) => {
    if (!isDrawn(index)) return;
    const isFlag = entry.category === 'flags';
    for (const source of sourcesOf(entry, lang)) {
      if (source.label) {
        const label = isFlag ? flagCountry(source.label) : source.label;
        if (label) addTerm(label, index, source.labelRelation, isFlag);
        // A flag's label is "flag: <country>": its words are the country, already added.
        if (!isFlag && source.labelRelation === RELATION.label) addLabelWords(source.label, index);
      }
      // Flags' tags are codes and generic words (JP, flag, nation): only the country counts.
      if (source.withTags && !isFlag) {
        for (const tag of source.tags) addTerm(tag, index, RELATION.tag, false);
      }
    }
  });
  // Word lists may write a hexcode with or without its -FE0F (1F9D1-200D-2695 for 🧑‍⚕️).
  const indexes = indexByHexcode(emoji);
  // English words are the whole Latin vocabulary of Chinese, Japanese and Korean text.
  for (const list of wordListLanguagesOf(lang).map((code) => everydayWordsOf(code))) {
    for (const [word, hexcodes] of Object.entries(list)) {
      hexcodes.forEach((hexcode, position) => {
        const index = indexes.get(hexcodeKey(hexcode));
        if (index !== undefined) addTerm(word, index, RELATION.everyday, false, position);
      });
    }
  }
  // Shortcodes are English: they name the emoji for English words (not Spanish ones: "pie" is foot).
  if (lang !== 'es') {
    emoji.forEach((entry, index) => {
      if (entry.category === 'flags') return;
      for (const shortcode of entry.shortcodes) {
        const term = shortcode.replace(/_/g, ' ');
        if (!term.includes(' ')) addTerm(term, index, RELATION.shortcode, false);
      }
    });
  }
  addCjkLabelWords(tables.cjk, cjkLabels, languageByCode(lang).tag);
  if (lang === 'ja' || lang === 'zh_tw') {
    emoji.forEach((entry, index) => {
      if (!entry.zhLabel || entry.category === 'flags') return;
      const term = normalizeTerm(entry.zhLabel);
      // Only a confirmation: the word must already name the emoji in the text's own language.
      if (tables.cjk.byTerm.get(term)?.has(index)) tables.cjk.add(term, index, RELATION.chineseLabel);
    });
  }

  const latinExact = tables.latin.picks(emoji);
  const latinFolded = new Map<string, EmojiPick>();
  for (const [term, pick] of latinExact) {
    const folded = foldSpanish(term);
    const known = latinFolded.get(folded);
    if (!known || pick.score > known.score) latinFolded.set(folded, pick);
  }
  const latinStemsOf = isSpanish
    ? // avisarles is avisar, a stop word, with a pronoun
      (word: string) => (latinStopWords.has(withoutEnclitics(word)) ? [] : spanishTextStems(word))
    : englishStems;
  const termStemsOf = isSpanish ? spanishTermStems : latinStemsOf;
  // Relations meet under the stem: 😴 is tagged "sleep" and labelled "sleeping face".
  const stems = new RelationTable();
  for (const [term, relations] of tables.latin.byTerm) {
    if (term.includes(' ')) continue;
    for (const stem of termStemsOf(term)) {
      for (const [index, bits] of relations) {
        stems.add(stem, index, bits, tables.latin.listedAt.get(relationKey(term, index)));
        const share = labelShare(term, index, bits, emoji, tables.latin.saysNothing);
        const key = relationKey(stem, index);
        if (share > (stems.shares.get(key) ?? 0)) stems.shares.set(key, share);
      }
    }
  }

  const hangulExact = tables.hangul.picks(emoji);
  const hangulPredicates = new Map<string, PredicateStem>();
  // Forms added to the exact words once the loop is done: irregular forms, 하다/되다 nouns.
  const derivedForms: [string, EmojiPick][] = [];
  for (const [term, pick] of hangulExact) {
    const noun = predicateNoun(term);
    if (noun) derivedForms.push([noun, penalized(pick)]);
    // 덥다 is 더워 alone, 더워서 and 더웠어 conjugated (ㅂ-irregular); 기쁘다 is 기뻐서 (으 elision).
    const [present, past] = irregularPredicateForms(term);
    if (present && past) {
      const inflected = penalized(pick);
      derivedForms.push([present, inflected]);
      for (const form of [present, past]) if (!hangulPredicates.has(form)) hangulPredicates.set(form, { pick: inflected, ending: '어' });
    }
    const predicate = koreanPredicateStem(term);
    // A one-syllable stem may also be a noun (울 "wool" of 울다 "cry"): it conjugates only with
    // vowel endings (see conjugatesPredicate), and a particle after it still reads the noun, which
    // the matcher tries first.
    if (!predicate || (predicate.stem.length > 1 && hangulExact.has(predicate.stem))) continue;
    // A thing merely tagged with an action verb before a noun (마시는 "drinking", on 🍼 젖병 the
    // baby bottle) is what the action is done with, not a picture of it: such a tag is not
    // conjugated. A label, a label word or an everyday word in that form is (웃는 of 😀 웃는 얼굴).
    // Dev ko precision 0.954 -> 0.956, recall unchanged; refusing every bare-tag verb cost unseen recall.
    if (predicate.ending === '는' && pick.score <= scoreOf(RELATION.tag)) continue;
    const known = hangulPredicates.get(predicate.stem);
    if (!known || pick.score > known.pick.score + INFLECTION_PENALTY) {
      hangulPredicates.set(predicate.stem, { pick: penalized(pick), ending: predicate.ending });
    }
  }
  for (const [form, pick] of derivedForms) if (!hangulExact.has(form)) hangulExact.set(form, pick);

  const cjk: TrieNode = { next: new Map() };
  const cjkPicks = tables.cjk.picks(emoji);
  for (const [term, pick] of cjkPicks) insert(cjk, term, pick);
  // Stop words of two or more characters are words too: 第一次 "the first time" is no 第一 🥇.
  for (const word of stopWords) {
    if (word.length < 2 || spaceOf(word) !== 'cjk') continue;
    const node = nodeFor(cjk, word);
    if (!node.pick) {
      node.stop = true;
      if (KANA_ONLY.test(word)) node.kanaOnly = true;
    }
  }
  if (lang === 'ja') {
    for (const [term, pick] of cjkPicks) {
      const inflected = penalized(pick);
      for (const form of japaneseInflections(term)) {
        if (!cjkPicks.has(form)) insert(cjk, form, inflected);
      }
    }
  }

  const phraseStarts = new Set<string>();
  let maxPhraseWords = 1;
  for (const term of [...latinExact.keys(), ...hangulExact.keys()]) {
    const words = term.split(' ');
    if (words.length < 2) continue;
    phraseStarts.add(words[0]!);
    maxPhraseWords = Math.max(maxPhraseWords, words.length);
  }

  const hangulEverydaySyllables = new Set(Object.keys(everydayWordsOf(lang)).filter((word) => word.length === 1 && HANGUL_TERM.test(word)));

  const emojiSet = new Set<string>();
  for (const entry of emoji) {
    emojiSet.add(withoutVariationSelectors(entry.emoji));
    for (const skin of entry.skins) emojiSet.add(withoutVariationSelectors(skin.emoji));
  }

  return {
    lang,
    locale: languageByCode(lang).tag,
    latinExact,
    latinFolded,
    latinStems: stems.picks(emoji, INFLECTION_PENALTY),
    latinStemsOf,
    latinBaseFormsOf: isSpanish ? spanishBaseForms : () => [],
    foreignLabels: foreign.picks(emoji),
    latinCountries: countries.picks(emoji),
    hangulExact,
    hangulPredicates,
    maxHangulWordLength: [...hangulExact.keys(), ...hangulPredicates.keys()].reduce((longest, term) => Math.max(longest, term.length), 0),
    hangulEverydaySyllables,
    cjk,
    phraseStarts,
    maxPhraseWords,
    stopWords,
    attachedGrammar: attachedGrammarOf(lang),
    grammarAfter: grammarAfterOf(lang),
    latinStopWords,
    foodEmoji: new Set(emoji.filter((entry) => entry.category === 'food-drink').map((entry) => entry.emoji)),
    emojiSet,
  };
}

function nodeFor(root: TrieNode, term: string): TrieNode {
  let node = root;
  for (let i = 0; i < term.length; i += 1) {
    const code = term.charCodeAt(i);
    let child = node.next.get(code);
    if (!child) node.next.set(code, (child = { next: new Map() }));
    node = child;
  }
  return node;
}

function insert(root: TrieNode, term: string, pick: EmojiPick): void {
  const node = nodeFor(root, term);
  // A word of the data wins over a generated inflection that happens to spell it.
  if (node.pick && node.pick.score >= pick.score) return;
  node.pick = pick;
  if (KANA_ONLY.test(term)) node.kanaOnly = true;
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
