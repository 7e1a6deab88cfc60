import { type KeyboardEvent, type MouseEvent, memo, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { emojiPagePath } from '../../emoji/slug.ts';
import type { PanelMode } from '../../hooks/preferences.ts';
import { useEmojiGaps } from '../../hooks/use-emoji-gaps.ts';
import { usePageLanguage } from '../../i18n/page-language.ts';
import { emojiGlyph } from '../../ui/emoji-glyph.tsx';
import { useNameTip } from '../../ui/name-tip.tsx';
import { cellIndex, useRovingGrid } from '../../ui/use-roving-grid.ts';

/** What a grid cell shows: the character (skin tone applied), its hexcode and its label. */
export interface ShownEmoji {
  emoji: string;
  hexcode: string;
  label: string;
  /** the base emoji's hexcode, for history and details */
  baseHexcode: string;
  /** the Emoji version that added it: an older device may not draw it */
  version: number;
  /** its page's slug; absent for the first category the page embeds, which never links */
  slug?: string;
}

interface EmojiGridProps {
  items: ShownEmoji[];
  label: string;
  onActivate(item: ShownEmoji): void;
  testId?: string;
  /**
   * Cells are links to their emoji's page. 'detail': a click still opens the details dialog.
   * 'copy' (index_v1, whose links crawlers follow whatever the mode): a click copies, so the
   * link is announced as a button. A modifier or middle click opens the page, in either mode.
   */
  links?: PanelMode;
  /**
   * Search results, redrawn at every key: this many cells are drawn at once (style, layout and
   * paint of 200 took ~100 ms on a phone at 4x CPU, of 126 ~60), the rest when the same items have
   * stood for REST_AFTER_MS (typing has paused) or before a key moves the focus past them. Without
   * it, all at once.
   */
  firstCells?: number;
}

/** Longer than the gap between a word's keys on a phone (120-300 ms), as the kitchen's typing pause. */
export const REST_AFTER_MS = 800;

/** A click the browser should handle as a link's: new tab, new window, download. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A grid of emoji buttons (or links) with one tab stop (arrow keys, Home, End); Enter or Space activates.
 * Hover, long-press or keyboard focus shows an emoji's name (useNameTip). An emoji the device
 * cannot draw shows its Twemoji image (emojiGlyph); its text is still what is copied.
 * Memoized: a grid whose items did not change (a covered category while typing) is skipped.
 */
export const EmojiGrid = memo(function EmojiGrid({ items, label, onActivate, testId, links, firstCells = Infinity }: EmojiGridProps) {
  // The items drawn whole; another list (the next query's) draws its first cells first again.
  const [wholeFor, setWholeFor] = useState<ShownEmoji[]>();
  const drawn = wholeFor === items ? items.length : Math.min(items.length, firstCells);
  const partial = drawn < items.length;
  useEffect(() => {
    if (!partial) return;
    const later = setTimeout(() => setWholeFor(items), REST_AFTER_MS);
    return () => clearTimeout(later);
  }, [partial, items]);
  const drawAll = () => flushSync(() => setWholeFor(items));
  const { container, onKeyDown, onFocus, tabIndexOf } = useRovingGrid(items.length, 0, drawAll);
  const nameTip = useNameTip();
  const { onFocus: showNameOnFocus, ...nameTipHandlers } = nameTip.handlers;
  const gaps = useEmojiGaps(items);
  const lang = usePageLanguage();
  const itemOf = (event: MouseEvent | KeyboardEvent) => items[cellIndex(container.current, event.target)];
  // One handler of each kind for all the cells (see useRovingGrid).
  const onClick = (event: MouseEvent) => {
    const item = itemOf(event);
    if (!item) return;
    if (links && item.slug) {
      if (opensElsewhere(event)) return;
      event.preventDefault();
    }
    onActivate(item);
  };
  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    const item = itemOf(event);
    // Enter already clicks a link; a link announced as a button (copy mode) also answers Space.
    if (links === 'copy' && item?.slug && event.key === ' ') {
      event.preventDefault();
      onActivate(item);
      return;
    }
    onKeyDown(event);
  };
  return (
    <div
      className="emoji-grid"
      role="group"
      aria-label={label}
      ref={container}
      data-testid={testId}
      {...nameTipHandlers}
      onFocus={(event) => {
        onFocus(event);
        showNameOnFocus(event);
      }}
      onClick={onClick}
      onKeyDown={onKey}
    >
      {items.slice(0, drawn).map((item, index) => {
        const shown = emojiGlyph({ text: item.emoji, hexcode: item.baseHexcode, version: item.version, support: gaps, size: 32 });
        const cell = { 'data-emoji': item.emoji, 'data-hex': item.hexcode, 'aria-label': item.label, tabIndex: tabIndexOf(index) };
        if (!links || !item.slug) {
          return (
            <button key={item.baseHexcode} type="button" {...cell}>
              {shown}
            </button>
          );
        }
        return (
          <a
            key={item.baseHexcode}
            href={emojiPagePath(lang, item.slug)}
            // In copy mode a plain click copies: a button's job, so it is announced as one.
            role={links === 'copy' ? 'button' : undefined}
            {...cell}
          >
            {shown}
          </a>
        );
      })}
      {nameTip.tip}
    </div>
  );
});
