import { describe, expect, it } from 'vitest';
import { countGraphemes, graphemesOf } from '../../../src/emoji/graphemes.ts';

describe('countGraphemes, the one counter of text as a reader sees it', () => {
  it.each([
    ['', 0],
    ['猫a', 2],
    ['👨‍👩‍👧‍👦', 1],
    ['🏴󠁧󠁢󠁳󠁣󠁴󠁿', 1],
    ['🇯🇵🇰🇷', 2],
    ['👍🏽', 1],
    ['e\u0301', 1],
    ['한국어', 3],
    ['\u200b\u200b\u200b', 3],
    ['a\u202eb', 3],
    ['\r\n', 1],
  ])('%j is %i', (text, count) => {
    expect(countGraphemes(text)).toBe(count);
  });

  it('counts hostile text whole: 5,000 syllables, a letter under 5,000 marks, 1,000 families', () => {
    expect(countGraphemes('가'.repeat(5_000))).toBe(5_000);
    expect(countGraphemes(`a${'\u0301'.repeat(5_000)}`)).toBe(1);
    expect(countGraphemes('👨‍👩‍👧‍👦'.repeat(1_000))).toBe(1_000);
  });

  it('hands out the segments themselves for counts that filter them', () => {
    expect([...graphemesOf('a👍🏽猫')].map(({ segment }) => segment)).toEqual(['a', '👍🏽', '猫']);
  });
});
