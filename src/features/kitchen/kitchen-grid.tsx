import type { Emoji } from '../../emoji/types.ts';
import { useNameTip } from '../../ui/name-tip.tsx';
import { useRovingGrid } from '../../ui/use-roving-grid.ts';

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
  const { container, onKeyDown, itemProps } = useRovingGrid(items.length, Math.max(chosenIndex, 0));
  const nameTip = useNameTip();

  return (
    <div className="kitchen-grid" role="group" aria-label={label} ref={container} onKeyDown={onKeyDown} {...nameTip.handlers}>
      {items.map((emoji, index) => (
        <button
          key={emoji.hexcode}
          type="button"
          className="kitchen-emoji"
          data-emoji={emoji.emoji}
          data-hex={emoji.hexcode}
          aria-label={emoji.label}
          aria-pressed={chosen === undefined ? undefined : emoji === chosen}
          {...itemProps(index)}
          onClick={() => onChoose(emoji)}
        >
          {emoji.emoji}
        </button>
      ))}
      {nameTip.tip}
    </div>
  );
}
