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
 * Emoji buttons with one tab stop (arrow keys, Home, End); Enter or Space chooses. Hover,
 * long-press or keyboard focus shows an emoji's name (useNameTip; `title` never shows on a phone).
 */
export function KitchenGrid({ items, label, onChoose, chosen }: KitchenGridProps) {
  const chosenIndex = chosen ? items.indexOf(chosen) : -1;
  const { container, onKeyDown, onFocus, tabIndexOf } = useRovingGrid(items.length, Math.max(chosenIndex, 0));
  const nameTip = useNameTip();
  const { onFocus: showNameOnFocus, ...nameTipHandlers } = nameTip.handlers;

  return (
    <div
      className="kitchen-grid"
      role="group"
      aria-label={label}
      ref={container}
      onKeyDown={onKeyDown}
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
      {items.map((emoji, index) => (
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
      {nameTip.tip}
    </div>
  );
}
