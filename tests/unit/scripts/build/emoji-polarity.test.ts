import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildEmojiPolarity, formatPolarity, POLARITY_FILE } from '../../../../scripts/build/emoji-polarity.ts';
import { emojiPolarity } from '../../../../src/optimizer/sentiment.ts';

describe('emoji polarity (data/emoji-polarity.json)', () => {
  it('is the output of scripts/build/emoji-polarity.ts on the committed counts', () => {
    expect(readFileSync(POLARITY_FILE, 'utf8')).toBe(formatPolarity(buildEmojiPolarity()));
  });

  it('reads feelings one way or the other, and leaves out what only names a thing', () => {
    expect(['💀', '💔', '👎', '😡'].map(emojiPolarity)).toEqual([-1, -1, -1, -1]);
    expect(['❤️', '🎉', '😄', '👍'].map(emojiPolarity)).toEqual([1, 1, 1, 1]);
    // 😭 and 😂 are for laughing as much as for crying; 🙏 for thanks and grief; a dog is a dog.
    expect(['😭', '😂', '🙏', '🐶', '🍣'].map(emojiPolarity)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
