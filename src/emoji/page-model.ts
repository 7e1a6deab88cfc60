import type { LanguageCode } from '../i18n/languages.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { ARTWORK_SETS, type ArtworkSet } from './artwork-sets.ts';
import { codePointsOf, hex } from './codepoints.ts';
import { yearOfEmojiVersion } from './emoji-years.ts';
import type { EmojiPageExtras } from './page-extras.ts';
import { skinVariants } from './skin-variants.ts';
import { slugOf } from './slug.ts';
import type { Category, Emoji, SkinVariant } from './types.ts';

/** An emoji as a link on its neighbour's page. */
export interface EmojiLink {
  emoji: string;
  slug: string;
  /** its name in the page's language */
  name: string;
  /** for its artwork where the device cannot draw it (a flag on Windows) */
  hexcode: string;
  version: number;
}

/** Everything an emoji page shows, in one language; plain JSON (the page embeds it to hydrate). */
export interface EmojiPageModel {
  lang: LanguageCode;
  slug: string;
  emoji: string;
  hexcode: string;
  /** the code points of `emoji`, what Copy copies: "U+1F408 U+FE0F" for 🐈️, whose hexcode is 1F408 */
  codePoints: string;
  name: string;
  /** what it means and how people use it (data/meanings/), or null for the emoji without a note */
  meaning: string | null;
  keywords: readonly string[];
  /** the name and keywords in every language, in the order of LANGUAGES */
  languages: { lang: LanguageCode; name: string; keywords: readonly string[] }[];
  version: number;
  year: number | null;
  category: Category;
  subgroup: { key: string; name: string };
  shortcodes: readonly string[];
  emoticons: readonly string[];
  /** code points follow from each hexcode (toCodePoints), so the embedded JSON leaves them out */
  skins: readonly SkinVariant[];
  /** PLATFORMS bitmask, or null when unknown */
  platforms: number | null;
  previous: EmojiLink | null;
  next: EmojiLink | null;
  /** the emoji nearest in meaning, best first (EmojiPageExtras.related) */
  related: EmojiLink[];
  /** kitchen mixes: the partner and the home page's ?mix= value */
  mixes: { emoji: string; mix: string }[];
  /** the open designs that draw it (artworkPath gives each image) */
  artwork: ArtworkSet[];
}

/** The data every page is built from: each language's records (same rows in every file) and the extras. */
export interface EmojiPageSources {
  records: Record<LanguageCode, readonly Emoji[]>;
  extras: EmojiPageExtras;
  /** per design, the hexcodes it has an image of (the build writes them); none when left out */
  artwork?: Partial<Record<ArtworkSet, ReadonlySet<string>>>;
}

const rowsBySlug = new WeakMap<EmojiPageSources, Map<string, number>>();
const emojiByKitchenCode = new WeakMap<EmojiPageSources, Map<string, string>>();

function rowOfSlug(sources: EmojiPageSources, slug: string): number | undefined {
  let rows = rowsBySlug.get(sources);
  if (!rows) {
    rows = new Map(sources.records.en.map((emoji, row) => [slugOf(emoji), row]));
    rowsBySlug.set(sources, rows);
  }
  return rows.get(slug);
}

/** Every slug, in emojibase order: one page each. */
export function emojiPageSlugs(sources: EmojiPageSources): string[] {
  return sources.records.en.map(slugOf);
}

/**
 * A kitchen partner as the site writes it: the kitchen's codes leave out U+FE0F, and without it
 * ❤ and ♥ are drawn as black text glyphs. A code no emoji of the site has is spelt out as it is.
 */
function kitchenEmoji(sources: EmojiPageSources, code: string): string {
  let byCode = emojiByKitchenCode.get(sources);
  if (!byCode) {
    byCode = new Map(sources.records.en.map((emoji) => [emoji.hexcode.toLowerCase(), emoji.emoji]));
    emojiByKitchenCode.set(sources, byCode);
  }
  return byCode.get(code) ?? String.fromCodePoint(...code.split('-').map((part) => parseInt(part, 16)));
}

/** The page of a slug in a language, or null when no emoji has that slug. */
export function buildEmojiPageModel(sources: EmojiPageSources, slug: string, lang: LanguageCode): EmojiPageModel | null {
  const row = rowOfSlug(sources, slug);
  if (row === undefined) return null;
  const own = sources.records[lang];
  const emoji = own[row]!;
  const { extras } = sources;
  const link = (at: number): EmojiLink | null => {
    const other = own[at];
    return other ? { emoji: other.emoji, slug: slugOf(other), name: other.label, hexcode: other.hexcode, version: other.version } : null;
  };
  const subgroup = extras.subgroupOf[row]!;
  const kitchenHexcode = emoji.hexcode.toLowerCase();
  return {
    lang,
    slug,
    emoji: emoji.emoji,
    hexcode: emoji.hexcode,
    codePoints: codePointsOf(emoji.emoji)
      .map((codePoint) => `U+${hex(codePoint)}`)
      .join(' '),
    name: emoji.label,
    meaning: extras.meanings[lang][emoji.hexcode] ?? null,
    keywords: extras.keywords[lang][row]!,
    languages: LANGUAGE_CODES.map((code) => ({ lang: code, name: sources.records[code][row]!.label, keywords: extras.keywords[code][row]! })),
    version: emoji.version,
    year: yearOfEmojiVersion(emoji.version),
    category: emoji.category,
    subgroup: { key: extras.subgroups[subgroup]!, name: extras.subgroupNames[lang][subgroup]! },
    shortcodes: emoji.shortcodes,
    emoticons: emoji.emoticons,
    skins: skinVariants(emoji),
    platforms: emoji.platforms,
    previous: row > 0 ? link(row - 1) : null,
    next: link(row + 1),
    related: extras.related[row]!.map((at) => link(at)!),
    mixes: extras.mixes[row]!.map((partner) => ({ emoji: kitchenEmoji(sources, partner), mix: `${kitchenHexcode}_${partner}` })),
    artwork: ARTWORK_SETS.filter((set) => sources.artwork?.[set.key]?.has(emoji.hexcode)).map((set) => set.key),
  };
}
