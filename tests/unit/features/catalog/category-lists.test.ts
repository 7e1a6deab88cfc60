import { describe, expect, it } from 'vitest';
import { categoryLists } from '../../../../src/features/catalog/category-lists.ts';
import type { InitialEmoji } from '../../../../src/features/catalog/initial-emoji.tsx';
import { generatedEmoji } from '../../generated-emoji.ts';

describe('categoryLists', () => {
  const emoji = generatedEmoji('en');

  it('builds a category when asked, in the chosen tone, and keeps it', () => {
    const lists = categoryLists(emoji, null, 3);
    const people = lists(1);
    expect(people.length).toBe(emoji.filter((e) => e.category === 'people-body').length);
    const wave = people.find((item) => item.baseHexcode === '1F44B')!;
    expect(wave).toEqual({ emoji: '👋🏽', hexcode: '1F44B-1F3FD', label: 'waving hand', baseHexcode: '1F44B', version: 0.6, slug: 'waving-hand' });
    // The same array each time: a memoized grid skips its render.
    expect(lists(1)).toBe(people);
    expect(lists(8).at(-1)?.label).toBe('flag: Wales');
  });

  it('shows only the first category, from the page, before the data arrives', () => {
    const initial: InitialEmoji[] = [['😀', '1F600', 'grinning face', 1]];
    const lists = categoryLists(null, initial, 0);
    expect(lists(0)).toEqual([{ emoji: '😀', hexcode: '1F600', label: 'grinning face', baseHexcode: '1F600', version: 1 }]);
    expect(lists(1)).toEqual([]);
    expect(lists(1)).toBe(lists(1));
  });
});
