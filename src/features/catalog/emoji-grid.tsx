import { memo } from 'react';
import { useRovingGrid } from '../../ui/use-roving-grid.ts';

/** What a grid button shows: the character (skin tone applied), its hexcode and its label. */
export interface ShownEmoji {
  emoji: string;
  hexcode: string;
  label: string;
  /** the base emoji's hexcode, for history and details */
  baseHexcode: string;
}

interface EmojiGridProps {
  items: ShownEmoji[];
  label: string;
  onActivate(item: ShownEmoji): void;
  testId?: string;
}

/**
 * A grid of emoji buttons with one tab stop (arrow keys, Home, End); Enter or Space activates.
 * Memoized: a grid whose items did not change (a covered category while typing) is skipped.
 */
export const EmojiGrid = memo(function EmojiGrid({ items, label, onActivate, testId }: EmojiGridProps) {
  const { container, onKeyDown, itemProps } = useRovingGrid(items.length);
  return (
    <div className="emoji-grid" role="group" aria-label={label} ref={container} onKeyDown={onKeyDown} data-testid={testId}>
      {items.map((item, index) => (
        <button
          key={item.baseHexcode}
          type="button"
          data-emoji={item.emoji}
          data-hex={item.hexcode}
          aria-label={item.label}
          {...itemProps(index)}
          onClick={() => onActivate(item)}
        >
          {item.emoji}
        </button>
      ))}
    </div>
  );
});
