import { memo } from 'react';
import { CATEGORIES, type Emoji } from '../../emoji/types.ts';
import { CATEGORY_PANEL_ID } from './category-tabs.tsx';
import type { ShownEmoji } from './emoji-grid.tsx';

/** The first category as the prerendered page carries it: enough to hydrate the grid before the data file. */
export type InitialEmoji = [emoji: string, hexcode: string, label: string, version: number];

const SCRIPT_ID = 'atlas-initial-emoji';

export function initialFromData(emoji: Emoji[]): InitialEmoji[] {
  return emoji.filter((e) => e.category === CATEGORIES[0]).map((e) => [e.emoji, e.hexcode, e.label, e.version]);
}

/**
 * Reads the first category from the prerendered page: each emoji's character, hexcode and label
 * from its cell in the category panel, its version from the embedded list. Null when the page has
 * none (or it is damaged).
 */
export function readInitialEmoji(): InitialEmoji[] | null {
  if (typeof document === 'undefined') return null;
  try {
    const versions: unknown = JSON.parse(document.getElementById(SCRIPT_ID)?.textContent ?? 'null');
    const cells = document.querySelectorAll<HTMLElement>(`#${CATEGORY_PANEL_ID} [data-hex]`);
    if (!Array.isArray(versions) || versions.length !== cells.length) return null;
    return [...cells].map((cell, i) => [
      cell.dataset.emoji ?? '',
      cell.dataset.hex ?? '',
      cell.getAttribute('aria-label') ?? '',
      Number(versions[i]),
    ]);
  } catch {
    return null;
  }
}

export const toShown = ([emoji, hexcode, label, version]: InitialEmoji): ShownEmoji => ({ emoji, hexcode, label, baseHexcode: hexcode, version });

/**
 * Embeds what the first category's cells do not show, their versions, rendered by the same
 * component on the server and on the client (same text both times), so hydration matches. The
 * whole list (character, hexcode, label, version) repeated the cells: 1.2 KiB brotli of home's
 * HTML (home budget, bench/cold-load.ts). Memoized: the list does not change while a visitor types.
 */
export const InitialEmojiScript = memo(function InitialEmojiScript({ items }: { items: InitialEmoji[] }) {
  const json = JSON.stringify(items.map(([, , , version]) => version));
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON numbers, not markup.
  return <script id={SCRIPT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
});
