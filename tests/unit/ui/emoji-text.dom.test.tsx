import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmojiText } from '../../../src/ui/emoji-text.tsx';

/** The runs set in the emoji font, in order. */
const emojiRuns = (text: string) => [...render(<EmojiText text={text} />).container.querySelectorAll('span.emoji')].map((span) => span.textContent);

describe('EmojiText', () => {
  it('sets each emoji of a text in the emoji font, and leaves the words and the whole text as they were', () => {
    const text = 'Cool 🆒 idea 👍🏽, 🇯🇵 and 👨‍👩‍👧‍👦! #1 © ™ 1️⃣ ❤️ ♥ 🏴󠁧󠁢󠁳󠁣󠁴󠁿';
    expect(emojiRuns(text)).toEqual(['🆒', '👍🏽', '🇯🇵', '👨‍👩‍👧‍👦', '1️⃣', '❤️', '🏴󠁧󠁢󠁳󠁣󠁴󠁿']);
    expect(render(<EmojiText text={text} />).container.textContent).toBe(text);
  });

  it('answers hostile text: 5,000 of one syllable, 2,000 emoji joined, bidi and combining marks', () => {
    expect(emojiRuns('가'.repeat(5000))).toEqual([]);
    expect(emojiRuns(Array(2000).fill('👩').join('\u200D'))).toHaveLength(1);
    expect(emojiRuns('\u202e😀\u0301\u200b')).toEqual(['😀']);
  });
});
