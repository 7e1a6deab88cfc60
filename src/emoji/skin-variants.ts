/**
 * An emoji's skin-tone variants, kept as a rule and made when asked for (skinVariants). The 330
 * emoji with skins have 2,030 variants; as objects with their characters and hexcodes they were
 * 0.25 MB of a page's JS heap (after GC, /en, before and after the bench's searches: 5.40 ->
 * 5.15 and 6.75 -> 6.50 MB), for lists that only a chosen tone, an emoji typed with a tone, the
 * details and the emoji pages read.
 *
 * The rule (`Emoji.skinRule`):
 *   ''        no variants
 *   '1'       one person: five tones, each modifier after the first code point
 *   'p' 'q' 'r' + template   two people (see twoPersonSkins), template "1FAF1-*-200D-1FAF2-*"
 *   'x' + hexcodes           listed as they are, separated by spaces
 */
import { codePointsOf, FE0F, hex } from './codepoints.ts';
import type { SkinTone, SkinVariant } from './types.ts';

/** U+1F3FB..U+1F3FF, the modifiers for tones 1-5 */
const TONE_MODIFIER = 0x1f3fa;
const TONES = [1, 2, 3, 4, 5] as const;
const TONE_MODIFIER_HEX = /1F3F[B-F]/g;

const skinOf = (codePoints: number[], tone: SkinVariant['tone']): SkinVariant => ({
  emoji: String.fromCodePoint(...codePoints),
  hexcode: codePoints.map(hex).join('-'),
  tone,
});

/** One person: the modifier follows the first code point, replacing an FE0F there (☝️ -> ☝🏻). */
function onePersonSkins(codePoints: readonly number[]): SkinVariant[] {
  const [first, ...rest] = codePoints;
  if (rest[0] === FE0F) rest.shift();
  return TONES.map((tone) => skinOf([first!, TONE_MODIFIER + tone, ...rest], tone));
}

/**
 * Two people, from a template hexcode with '*' for each person's modifier ("1FAF1-*-200D-1FAF2-*").
 * emojibase lists them in one of three orders: 'p' the five same-tone variants first (a modifier
 * on the single-character emoji, 🤝🏻), then the 20 mixed pairs; 'q' the mixed pairs, then the
 * same-tone variants (👯‍♂️); 'r' all 25 pairs in order, same tones included (🧑‍🤝‍🧑). Two people of
 * one tone have that tone, as in emojibase.
 */
function twoPersonSkins(layout: string, codePoints: readonly number[], template: string): SkinVariant[] {
  const parts = template.split('-');
  const pair = (a: SkinTone, b: SkinTone) => {
    let person = 0;
    const filled = parts.map((part) => (part === '*' ? TONE_MODIFIER + (person++ === 0 ? a : b) : parseInt(part, 16)));
    return skinOf(filled, a === b ? a : [a, b]);
  };
  const pairs = (sameTone: boolean) => TONES.flatMap((a) => TONES.filter((b) => sameTone || a !== b).map((b) => pair(a, b)));
  if (layout === 'p') return [...onePersonSkins(codePoints), ...pairs(false)];
  if (layout === 'q') return [...pairs(false), ...onePersonSkins(codePoints)];
  return pairs(true);
}

/** A skin variant listed as it is: its tones read from the modifiers in its hexcode. */
function listedSkin(hexcode: string): SkinVariant {
  const codePoints = hexcode.split('-').map((part) => parseInt(part, 16));
  const tones = codePoints.map((cp) => cp - TONE_MODIFIER).filter((tone): tone is SkinTone => tone >= 1 && tone <= 5);
  return skinOf(codePoints, tones.length === 2 && tones[0] !== tones[1] ? [tones[0]!, tones[1]!] : tones[0]!);
}

/** The variants an emoji's rule makes, in emojibase's order; a new list each call (nothing is kept). */
export function skinVariants({ emoji, skinRule }: { emoji: string; skinRule: string }): SkinVariant[] {
  const kind = skinRule[0];
  if (kind === undefined) return [];
  if (kind === '1') return onePersonSkins(codePointsOf(emoji));
  if (kind === 'x') return skinRule.slice(1).split(' ').map(listedSkin);
  return twoPersonSkins(kind, codePointsOf(emoji), skinRule.slice(1));
}

/**
 * The shortest rule that makes exactly these variants (character, hexcode and tone, in order) for
 * this emoji. The data build derives each emoji's rule here from emojibase's list.
 */
export function skinRuleOf(emoji: string, variants: readonly SkinVariant[]): string {
  if (variants.length === 0) return '';
  const wanted = JSON.stringify(variants.map(({ emoji, hexcode, tone }) => [emoji, hexcode, tone]));
  const makes = (rule: string) =>
    JSON.stringify(skinVariants({ emoji, skinRule: rule }).map(({ emoji, hexcode, tone }) => [emoji, hexcode, tone])) === wanted;
  if (makes('1')) return '1';
  const mixed = variants.find((variant) => Array.isArray(variant.tone));
  if (mixed) {
    const template = mixed.hexcode.replace(TONE_MODIFIER_HEX, '*');
    for (const layout of ['p', 'q', 'r']) if (makes(layout + template)) return layout + template;
  }
  const listed = `x${variants.map((variant) => variant.hexcode).join(' ')}`;
  if (!makes(listed)) throw new Error(`the skins of ${emoji} follow no rule, not even as listed`);
  return listed;
}
