import { describe, expect, it } from 'vitest';
import { slugOf, slugOfLabel } from '../../../src/emoji/slug.ts';
import { LANGUAGE_CODES } from '../../../src/i18n/languages.ts';
import { PAGE_EMOJI_COUNT } from '../../emoji-count.ts';
import { generatedEmoji } from '../generated-emoji.ts';

describe('emoji page slugs', () => {
  it('are unique, ASCII words joined by "-", for every emoji', () => {
    const slugs = generatedEmoji('en').map(slugOf);
    expect(slugs).toHaveLength(PAGE_EMOJI_COUNT);
    expect(new Set(slugs).size).toBe(PAGE_EMOJI_COUNT);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('are the same whichever language file the emoji comes from', () => {
    const english = generatedEmoji('en').map(slugOf);
    for (const lang of LANGUAGE_CODES) expect(generatedEmoji(lang).map(slugOf)).toEqual(english);
  });

  it('stay what they are (published URLs)', () => {
    const byEmoji = new Map(generatedEmoji('en').map((e) => [e.emoji, slugOf(e)]));
    expect(
      Object.fromEntries(
        ['😀', '😂', '❤️', '🇨🇳', '🇨🇮', '1️⃣', '#️⃣', '*️⃣', '🪅', '👒', '👨‍👩‍👧‍👦', '🤷', '🆙', '🈁', '🅰️', '🧑‍🎄', '🏳️‍🌈'].map((e) => [e, byEmoji.get(e)]),
      ),
    ).toEqual({
      '😀': 'grinning-face',
      '😂': 'face-with-tears-of-joy',
      '❤️': 'red-heart',
      '🇨🇳': 'flag-china',
      '🇨🇮': 'flag-cote-divoire',
      '1️⃣': 'keycap-1',
      '#️⃣': 'keycap-number-sign',
      '*️⃣': 'keycap-asterisk',
      '🪅': 'pinata',
      '👒': 'womans-hat',
      '👨‍👩‍👧‍👦': 'family-man-woman-girl-boy',
      '🤷': 'person-shrugging',
      '🆙': 'up-button',
      '🈁': 'japanese-here-button',
      '🅰️': 'a-button-blood-type',
      '🧑‍🎄': 'mx-claus',
      '🏳️‍🌈': 'rainbow-flag',
    });
  });

  it('is quick and plain ASCII for hostile labels', () => {
    expect(slugOfLabel('ｆｕｌｌ—width  ÀÉÎ ‮bidi‬ e\u0301')).toBe('width-aei-bidi-e');
    const start = performance.now();
    expect(slugOfLabel('ab'.repeat(5000))).toBe('ab'.repeat(5000));
    expect(performance.now() - start).toBeLessThan(100);
  });
});
