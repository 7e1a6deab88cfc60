import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';

/**
 * One tab stop for a grid of buttons: arrow keys move between them (up and down by the rendered
 * row length), Home and End jump to the ends; the focused button becomes the tab stop.
 * `preferred` is the index to start from until the visitor moves (e.g. a chosen item).
 * `beforeMove` runs before a key moves the focus: a grid that draws part of its cells draws the
 * rest there, so that End and the arrows reach any of the `count`.
 * The grid's handlers are delegated (one set on the container, as React itself listens at the
 * root): 1,914 cells on index_v1 and the kitchen's 1,232 had a focus closure each.
 */
export function useRovingGrid(count: number, preferred = 0, beforeMove?: () => void) {
  const container = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<number | null>(null);
  const current = Math.min(active ?? preferred, Math.max(count - 1, 0));

  const columns = () => {
    const buttons = container.current?.children;
    if (!buttons || buttons.length < 2) return 1;
    const top = (buttons[0] as HTMLElement).offsetTop;
    let perRow = 1;
    while (perRow < buttons.length && (buttons[perRow] as HTMLElement).offsetTop === top) perRow++;
    return perRow;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // biome-ignore-start lint/correctness/noComponentHookFactories: the keys are KeyboardEvent.key names, not components.
    const moves: Record<string, () => number> = {
      ArrowRight: () => current + 1,
      ArrowLeft: () => current - 1,
      ArrowDown: () => current + columns(),
      ArrowUp: () => current - columns(),
      Home: () => 0,
      End: () => count - 1,
    };
    // biome-ignore-end lint/correctness/noComponentHookFactories: the keys are KeyboardEvent.key names, not components.
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    beforeMove?.();
    const next = Math.max(0, Math.min(count - 1, move()));
    setActive(next);
    (container.current?.children[next] as HTMLElement | undefined)?.focus();
  };

  /** The focused button becomes the tab stop. */
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const index = cellIndex(container.current, event.target);
    if (index >= 0) setActive(index);
  };

  return {
    container,
    onKeyDown,
    onFocus,
    /** the tabIndex of the button at `index` */
    tabIndexOf: (index: number) => (index === current ? 0 : -1),
  };
}

/** The position among the grid's children of the cell an event's target is in, or -1. */
export function cellIndex(container: HTMLElement | null, target: EventTarget | null): number {
  if (!container || !(target instanceof Element)) return -1;
  const cell = target.closest('[data-hex]');
  return cell && cell.parentElement === container ? Array.prototype.indexOf.call(container.children, cell) : -1;
}
