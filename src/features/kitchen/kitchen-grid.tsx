import { type UIEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Emoji } from '../../emoji/types.ts';
import { useNameTip } from '../../ui/name-tip.tsx';
import { cellIndex, useRovingGrid } from '../../ui/use-roving-grid.ts';

interface KitchenGridProps {
  items: readonly Emoji[];
  label: string;
  onChoose(emoji: Emoji): void;
  /** In a picker, the emoji chosen on its side (its button is pressed); absent for plain actions. */
  chosen?: Emoji | null;
}

/**
 * The buttons drawn before the visitor scrolls the grid: about two boxes full (a 15rem box shows
 * 48-60). Drawing each picker's 616 at once cost ~200 ms of style and layout on a phone when the
 * kitchen came into view, and 0.23 MB of the page's JS heap (after GC, /en after the bench's
 * searches: 6.77 against 7.09-7.13 MB, with the categories built on demand too).
 */
const FIRST_CELLS = 120;
/** The rest are drawn when fewer than this many box heights are left to scroll. */
const BOXES_AHEAD = 1;

/**
 * Emoji buttons with one tab stop (arrow keys, Home, End); Enter or Space chooses. Hover,
 * long-press or keyboard focus shows an emoji's name (useNameTip; `title` never shows on a phone).
 * A long list draws its first FIRST_CELLS and the rest when the visitor scrolls towards the end,
 * moves with the keys, or presses the "show all" button that ends the shorter list (for screen
 * readers, which read the list without scrolling it).
 */
export function KitchenGrid({ items, label, onChoose, chosen }: KitchenGridProps) {
  const { t } = useTranslation();
  const chosenIndex = chosen ? items.indexOf(chosen) : -1;
  const [all, setAll] = useState(false);
  const drawn = all ? items.length : Math.min(items.length, Math.max(FIRST_CELLS, chosenIndex + 1));
  const partial = drawn < items.length;
  // Home, End and the arrows may go past the drawn buttons: draw them all first.
  const drawAll = () => {
    if (partial) flushSync(() => setAll(true));
  };
  const { container, onKeyDown, onFocus, tabIndexOf } = useRovingGrid(items.length, Math.max(chosenIndex, 0), drawAll);
  const nameTip = useNameTip();
  const { onFocus: showNameOnFocus, ...nameTipHandlers } = nameTip.handlers;

  const onScroll = ({ currentTarget: box }: UIEvent<HTMLElement>) => {
    if (partial && box.scrollHeight - box.scrollTop - box.clientHeight < box.clientHeight * BOXES_AHEAD) setAll(true);
  };
  const showAll = () => {
    drawAll();
    (container.current?.children[drawn] as HTMLElement | undefined)?.focus();
  };

  return (
    <div
      className="kitchen-grid"
      role="group"
      aria-label={label}
      ref={container}
      onKeyDown={onKeyDown}
      onScroll={onScroll}
      {...nameTipHandlers}
      onFocus={(event) => {
        onFocus(event);
        showNameOnFocus(event);
      }}
      // One handler for all the buttons (see useRovingGrid).
      onClick={(event) => {
        const emoji = items[cellIndex(container.current, event.target)];
        if (emoji) onChoose(emoji);
      }}
    >
      {items.slice(0, drawn).map((emoji, index) => (
        <button
          key={emoji.hexcode}
          type="button"
          className="kitchen-emoji"
          data-emoji={emoji.emoji}
          data-hex={emoji.hexcode}
          aria-label={emoji.label}
          aria-pressed={chosen === undefined ? undefined : emoji === chosen}
          tabIndex={tabIndexOf(index)}
        >
          {emoji.emoji}
        </button>
      ))}
      {partial && (
        <button type="button" className="kitchen-more" tabIndex={-1} onClick={showAll}>
          {t('kitchen.showAll', { count: items.length })}
        </button>
      )}
      {nameTip.tip}
    </div>
  );
}
