/**
 * Writes the open artwork of every emoji page into dist/art/{set}/{hexcode}.svg (src/emoji/artwork-sets.ts):
 * each set's Iconify JSON (npm, build time only) holds an SVG body per icon and a table from code
 * points to icon names. Only the 1,914 page emoji are written, no skin variants: ~7,000 files,
 * ~1 KB (Twemoji) to ~6 KB (Noto) each. Called by the prerender, which needs to know which exist.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ARTWORK_SETS, type ArtworkSet } from '../../src/emoji/artwork-sets.ts';
import { hexcodeWithoutFE0F } from '../../src/emoji/variation-selectors.ts';

const require = createRequire(import.meta.url);

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
}
interface IconifyJson {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string } & Partial<IconifyIcon>>;
  width?: number;
  height?: number;
}

/** chars.json keys: lowercase code points without FE0F, zero-padded to four as emojibase's are. */
const charKey = (hexcode: string) => hexcodeWithoutFE0F(hexcode.toLowerCase());

function svgOf(set: IconifyJson, name: string): string | null {
  const alias = set.aliases?.[name];
  const icon = alias ? set.icons[alias.parent] : set.icons[name];
  // An alias that transforms its parent (rotation, flip) is not the same picture: left out.
  if (!icon || (alias && Object.keys(alias).some((key) => key !== 'parent'))) return null;
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}">${icon.body}</svg>`;
}

/** Per set, the SVG of each page emoji it has (hexcode -> SVG). */
export function pageArtwork(hexcodes: readonly string[]): Record<ArtworkSet, Map<string, string>> {
  const artwork = {} as Record<ArtworkSet, Map<string, string>>;
  for (const set of ARTWORK_SETS) {
    const dir = require.resolve(`${set.package}/package.json`).replace(/package\.json$/, '');
    const icons = JSON.parse(readFileSync(join(dir, 'icons.json'), 'utf8')) as IconifyJson;
    const chars = JSON.parse(readFileSync(join(dir, 'chars.json'), 'utf8')) as Record<string, string>;
    artwork[set.key] = new Map();
    for (const hexcode of hexcodes) {
      const name = chars[charKey(hexcode)];
      const svg = name ? svgOf(icons, name) : null;
      if (svg) artwork[set.key].set(hexcode, svg);
    }
  }
  return artwork;
}

/** Writes the artwork into dist/art/{set}/{hexcode}.svg. */
export function writeArtwork(dist: string, artwork: Record<ArtworkSet, Map<string, string>>): void {
  for (const [set, svgs] of Object.entries(artwork)) {
    const out = join(dist, 'art', set);
    mkdirSync(out, { recursive: true });
    for (const [hexcode, svg] of svgs) writeFileSync(join(out, `${hexcode}.svg`), svg);
  }
}
