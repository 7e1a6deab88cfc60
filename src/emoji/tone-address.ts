import type { SkinVariant } from './types.ts';

/** The words CLDR's English names give tones 1-5; slugs carry them as "-medium-light-skin-tone". */
const TONE_WORDS = ['light', 'medium-light', 'medium', 'medium-dark', 'dark'] as const;
const TONE = '(light|medium-light|medium|medium-dark|dark)-skin-tone';
/** One tone or two (people holding hands: medium skin tone, light skin tone). The base is the shortest that fits. */
const TONED_SLUG = new RegExp(`^([a-z0-9-]+?)-${TONE}(?:-${TONE})?$`);
const TONE_PARAM = /^([1-5])(?:-([1-5]))?$/;

const toneNumber = (word: string) => TONE_WORDS.indexOf(word as (typeof TONE_WORDS)[number]) + 1;

/**
 * The slug people guess for a toned emoji, from its English name ("waving-hand-medium-skin-tone"),
 * read as the base emoji's slug and the `?tone=` its page takes ("3", or "3-1" for two people).
 * The site has one page per base emoji; null when the slug names no tone. Bounded input: slugs
 * are at most a few hundred characters, and the lazy base is checked once per suffix position.
 */
export function toneAddress(slug: string): { slug: string; tone: string } | null {
  if (slug.length > 300) return null;
  const match = TONED_SLUG.exec(slug);
  if (!match) return null;
  const [, base, first, second] = match;
  const tones = [toneNumber(first!), ...(second ? [toneNumber(second)] : [])];
  return { slug: base!, tone: tones.join('-') };
}

/** The skin variant a `?tone=` value names ("3", "3-1"; "3-3" is the one-tone variant), or null. */
export function skinOfToneParam(skins: readonly SkinVariant[], param: string | null): SkinVariant | null {
  const match = param ? TONE_PARAM.exec(param) : null;
  if (!match) return null;
  const first = Number(match[1]);
  const second = match[2] === undefined ? first : Number(match[2]);
  return (
    skins.find((skin) =>
      typeof skin.tone === 'number' ? first === second && skin.tone === first : skin.tone[0] === first && skin.tone[1] === second,
    ) ?? null
  );
}
