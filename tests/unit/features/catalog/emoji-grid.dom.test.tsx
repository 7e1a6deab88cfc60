/**
 * Search results are redrawn at every key: the grid draws a screenful at once and the rest once
 * typing pauses, or before a key moves the focus past the drawn cells.
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchIndex, searchEmoji } from '../../../../src/emoji/search.ts';
import { EmojiGrid } from '../../../../src/features/catalog/emoji-grid.tsx';
import { showEmoji } from '../../../../src/features/catalog/show-emoji.ts';
import { TYPING_PAUSE_MS } from '../../../../src/platform/typing-pause.ts';
import { generatedEmoji } from '../../generated-emoji.ts';

const index = createSearchIndex(generatedEmoji('en'));
const results = (query: string) => searchEmoji(index, query).map((emoji) => showEmoji(emoji, 0));
const cells = (grid: HTMLElement) => grid.querySelectorAll('[data-hex]');

function renderGrid(items: ReturnType<typeof results>, firstCells?: number) {
  const view = render(<EmojiGrid items={items} label="Results" onActivate={() => {}} testId="grid" firstCells={firstCells} />);
  return {
    grid: view.getByTestId('grid'),
    rerender: (next: typeof items) =>
      view.rerender(<EmojiGrid items={next} label="Results" onActivate={() => {}} testId="grid" firstCells={firstCells} />),
  };
}

describe('EmojiGrid drawing a screenful first', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('draws every cell at once without firstCells', () => {
    const { grid } = renderGrid(results('c'));
    expect(cells(grid)).toHaveLength(200);
  });

  it('draws the first cells, and all 200 once typing has paused', async () => {
    const items = results('c');
    const { grid } = renderGrid(items, 126);
    expect(cells(grid)).toHaveLength(126);
    expect([...cells(grid)].map((cell) => cell.getAttribute('data-hex'))).toEqual(items.slice(0, 126).map((item) => item.hexcode));
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    expect(cells(grid)).toHaveLength(200);
  });

  it('starts over with the next query, and draws a short one whole', async () => {
    const { grid, rerender } = renderGrid(results('c'), 126);
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    rerender(results('s'));
    expect(cells(grid)).toHaveLength(126);
    rerender(results('cat'));
    expect(cells(grid)).toHaveLength(results('cat').length);
  });

  it('draws the rest before End moves the focus to the last result', () => {
    const items = results('c');
    const { grid } = renderGrid(items, 126);
    (cells(grid)[0] as HTMLElement).focus();
    fireEvent.keyDown(cells(grid)[0]!, { key: 'End' });
    expect(cells(grid)).toHaveLength(200);
    expect(document.activeElement?.getAttribute('data-hex')).toBe(items[199]!.hexcode);
  });
});
