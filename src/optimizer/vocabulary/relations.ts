import type { Emoji } from '../../emoji/types.ts';
import { hexcodeWithoutFE0F } from '../../emoji/variation-selectors.ts';
import type { EmojiPick } from '../types.ts';
import { normalizeTerm } from './terms.ts';

/** How a term relates to an emoji; one term can relate to one emoji in several ways. */
export const RELATION = {
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
export function scoreOf(relations: number): number {
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

/** A term carried by more emoji than this names a class (face, flag, animal, man), not a picture. */
const GENERIC_SPREAD = 50;
/**
 * A bare tag (no label, shortcode or everyday word behind it) shared by more emoji than this is a
 * theme (바다 on whales, ships and surfers), not a picture: it does not fire alone.
 */
const BARE_TAG_SPREAD = 20;
/** Alternatives kept per term (of the best one's score), for sentences where the best emoji is already used. */
const ALTERNATIVES = 3;

/**
 * How much of what the label says a label word is: among label words that score alike, the one
 * that says most of its label is the better picture (nieve: 🌨️ "nube con nieve" and ❄️ "copo de
 * nieve" over 🏔️ "montaña con nieve"). Function words and class words (face, flag: see
 * GENERIC_SPREAD) say nothing, so hot is all of 🥵 "hot face" but not of 🌭 "hot dog". Zero
 * unless the term is only a label word.
 */
export function labelShare(term: string, index: number, bits: number, emoji: readonly Emoji[], saysNothing: (word: string) => boolean): number {
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
export const hexcodeKey = (hexcode: string) => hexcodeWithoutFE0F(hexcode.toUpperCase());

const indexesByHexcode = new WeakMap<readonly Emoji[], Map<string, number>>();

/** Hexcode key -> index in `emoji`, built once per data set. */
export function indexByHexcode(emoji: readonly Emoji[]): Map<string, number> {
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
export const relationKey = (term: string, emojiIndex: number) => `${term}\u0000${emojiIndex}`;

/** Term -> emoji index -> RELATION bits. */
export class RelationTable {
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
