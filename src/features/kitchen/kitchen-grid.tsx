import { useRef, useState, type KeyboardEvent } from 'react';
import type { Emoji } from '../../emoji/types.ts';

interface KitchenGridProps {
  items: readonly Emoji[];
  label: string;
  onChoose(emoji: Emoji): void;
  /** In a picker, the emoji chosen on its side (its button is pressed); absent for plain actions. */
  chosen?: Emoji | null;
}

/**
 * Emoji buttons with one tab stop: arrow keys move between them (up and down by the rendered row
 * length), Home and End jump to the ends, Enter or Space chooses.
 */
export function KitchenGrid({ items, label, onChoose, chosen }: KitchenGridProps) {
  const container = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<number | null>(null);
  const chosenIndex = chosen ? items.indexOf(chosen) : -1;
  const current = Math.min(active ?? Math.max(chosenIndex, 0), Math.max(items.length - 1, 0));

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
    <div className="kitchen-grid" role="group" aria-label={label} ref={container} onKeyDown={onKeyDown}>
      {items.map((emoji, index) => (
        <button
          key={emoji.hexcode}
          type="button"
          className="kitchen-emoji"
          data-emoji={emoji.emoji}
          data-hex={emoji.hexcode}
          aria-label={emoji.label}
          aria-pressed={chosen === undefined ? undefined : emoji === chosen}
          title={emoji.label}
          tabIndex={index === current ? 0 : -1}
          onFocus={() => setActive(index)}
          onClick={() => onChoose(emoji)}
        >
          {emoji.emoji}
        </button>
      ))}
    </div>
  );
}
