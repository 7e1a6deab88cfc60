import { CATEGORIES, type Emoji } from '../../emoji/types.ts';
import type { ShownEmoji } from './emoji-grid.tsx';

/** The first category as the prerendered page carries it: enough to hydrate the grid before the data file. */
export type InitialEmoji = [emoji: string, hexcode: string, label: string, version: number];

const SCRIPT_ID = 'atlas-initial-emoji';

export function initialFromData(emoji: Emoji[]): InitialEmoji[] {
  return emoji.filter((e) => e.category === CATEGORIES[0]).map((e) => [e.emoji, e.hexcode, e.label, e.version]);
}

/** Reads the list the prerender embedded; null when the page has none (or it is damaged). */
export function readInitialEmoji(): InitialEmoji[] | null {
  if (typeof document === 'undefined') return null;
  try {
    const parsed: unknown = JSON.parse(document.getElementById(SCRIPT_ID)?.textContent ?? 'null');
    return Array.isArray(parsed) ? (parsed as InitialEmoji[]) : null;
  } catch {
    return null;
  }
}

export const toShown = ([emoji, hexcode, label, version]: InitialEmoji): ShownEmoji => ({ emoji, hexcode, label, baseHexcode: hexcode, version });

/**
 * Embeds the first category in the page, rendered by the same component on the server and on the
 * client (same text both times), so hydration matches. `<` is escaped so labels cannot close the script.
 */
export function InitialEmojiScript({ items }: { items: InitialEmoji[] }) {
  const json = JSON.stringify(items).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, not markup; `<` is escaped above.
  return <script id={SCRIPT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
