import { describe, expect, it } from 'vitest';
import { toCodePoints } from '../../../src/emoji/codepoints.ts';
import { withSkinTone } from '../../../src/emoji/skin-tone.ts';
import type { Emoji, SkinTone } from '../../../src/emoji/types.ts';
import { generatedEmoji } from '../generated-emoji.ts';

const emojiOf = (hexcode: string): Emoji => generatedEmoji('en').find((e) => e.hexcode === hexcode)!;
const toned = (hexcode: string, tone: SkinTone) => withSkinTone(emojiOf(hexcode), tone);

describe('withSkinTone', () => {
  it('keeps the base emoji for tone 0', () => {
    expect(toned('1F44B', 0)).toEqual({ emoji: '👋', hexcode: '1F44B' });
  });

  it('gives one person the tone', () => {
    expect(toned('1F44B', 1)).toEqual({ emoji: '👋🏻', hexcode: '1F44B-1F3FB' });
    expect(toned('1F44B', 5)).toEqual({ emoji: '👋🏿', hexcode: '1F44B-1F3FF' });
    expect(toned('261D', 3)).toEqual({ emoji: '☝🏽', hexcode: '261D-1F3FD' }); // the FE0F gives way to the modifier
    expect(toned('1F469-200D-1F4BB', 4)).toEqual({ emoji: '👩🏾‍💻', hexcode: '1F469-1F3FE-200D-1F4BB' });
  });

  it('gives both people of a two-person emoji the same tone', () => {
    expect(toned('1F91D', 2)).toEqual({ emoji: '🤝🏼', hexcode: '1F91D-1F3FC' });
    expect(toned('1F9D1-200D-1F91D-200D-1F9D1', 4)).toEqual({
      emoji: '🧑🏾‍🤝‍🧑🏾',
      hexcode: '1F9D1-1F3FE-200D-1F91D-200D-1F9D1-1F3FE',
    });
    expect(toned('1F46F-200D-2642-FE0F', 1)).toEqual({ emoji: '👯🏻‍♂️', hexcode: '1F46F-1F3FB-200D-2642-FE0F' });
    expect(toned('1F469-200D-2764-FE0F-200D-1F48B-200D-1F468', 5).hexcode).toBe('1F469-1F3FF-200D-2764-FE0F-200D-1F48B-200D-1F468-1F3FF');
  });

  it('leaves emoji without skin variants as they are', () => {
    expect(toned('1F600', 3)).toEqual({ emoji: '😀', hexcode: '1F600' });
    expect(toned('2764', 5)).toEqual({ emoji: '❤️', hexcode: '2764' });
  });

  it('has a variant for every tone wherever there are skins', () => {
    for (const emoji of generatedEmoji('en').filter((e) => e.skinRule !== '')) {
      const hexcodes = ([1, 2, 3, 4, 5] as const).map((tone) => withSkinTone(emoji, tone).hexcode);
      expect(new Set(hexcodes).size, emoji.hexcode).toBe(5);
      expect(hexcodes).not.toContain(emoji.hexcode);
    }
  });
});

describe('toCodePoints', () => {
  it('writes a hexcode as U+ code points', () => {
    expect(toCodePoints('1F600')).toBe('U+1F600');
    expect(toCodePoints('1F44D-1F3FD')).toBe('U+1F44D U+1F3FD');
    expect(toCodePoints('1F9D1-200D-1F91D-200D-1F9D1')).toBe('U+1F9D1 U+200D U+1F91D U+200D U+1F9D1');
    expect(toCodePoints('0023-FE0F-20E3')).toBe('U+0023 U+FE0F U+20E3');
    expect(toCodePoints('a9')).toBe('U+00A9');
  });
});
