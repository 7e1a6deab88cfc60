import { useRef, useState, type KeyboardEvent } from 'react';

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
 * A grid of emoji buttons with one tab stop: arrow keys move between emoji (up/down by the
 * rendered row length), Home/End jump to the ends, Enter or Space activates.
 */
export function EmojiGrid({ items, label, onActivate, testId }: EmojiGridProps) {
  const [active, setActive] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const current = Math.min(active, Math.max(items.length - 1, 0));

  const columns = () => {
    const buttons = container.current?.children;
    if (!buttons || buttons.length < 2) return 1;
    const top = (buttons[0] as HTMLElement).offsetTop;
    let count = 1;
    while (count < buttons.length && (buttons[count] as HTMLElement).offsetTop === top) count++;
    return count;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => number> = {
      ArrowRight: () => current + 1,
      ArrowLeft: () => current - 1,
      ArrowDown: () => current + columns(),
      ArrowUp: () => current - columns(),
      Home: () => 0,
      End: () => items.length - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(items.length - 1, move()));
    setActive(next);
    (container.current?.children[next] as HTMLElement | undefined)?.focus();
  };

  return (
    <div className="emoji-grid" role="group" aria-label={label} ref={container} onKeyDown={onKeyDown} data-testid={testId}>
      {items.map((item, index) => (
        <button
          key={item.baseHexcode}
          type="button"
          data-emoji={item.emoji}
          data-hex={item.hexcode}
          aria-label={item.label}
          tabIndex={index === current ? 0 : -1}
          onFocus={() => setActive(index)}
          onClick={() => onActivate(item)}
        >
          {item.emoji}
        </button>
      ))}
    </div>
  );
}
