import { describe, expect, it } from 'vitest';
import { countGraphemes } from '../../../src/emoji/graphemes.ts';
import { textProblem } from '../../../src/optimizer/text-limits.ts';

describe('optimizer text limits (shared by the screen and the Cloud Function)', () => {
  it('counts what a reader sees as characters', () => {
    expect(countGraphemes('👨‍👩‍👧‍👦🇯🇵猫a')).toBe(4);
  });

  it.each([
    ['', 'required'],
    [' \n\t ', 'required'],
    // zero-width space, non-joiner, joiner, word joiner, bidi marks and isolates, BOM, Hangul filler, variation selector
    ['\u200b\u200c\u200d\u2060\u200e\u200f\u2066\u2069\ufeff\u3164\ufe0f', 'required'],
    ['\u200b'.repeat(100_000), 'required'],
    ['ab\u200bc\u200bd', 'tooShort'],
    [`ab${'\u200b'.repeat(300)}cd`, 'tooShort'],
    ['abcd', 'tooShort'],
    ['  abcd  ', 'tooShort'],
    ['👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦', 'tooShort'],
    ['a'.repeat(5_001), 'tooLong'],
    ['a'.repeat(200_000), 'tooLong'],
  ])('%j -> %s', (text, problem) => {
    expect(textProblem(text)).toBe(problem);
  });

  it('accepts 5 to 5,000 characters, emoji sequences counted once', () => {
    expect(textProblem('abcde')).toBeNull();
    expect(textProblem('猫猫猫猫猫')).toBeNull();
    expect(textProblem('👨‍👩‍👧‍👦'.repeat(5_000))).toBeNull();
    expect(textProblem('a'.repeat(5_000))).toBeNull();
  });
});
