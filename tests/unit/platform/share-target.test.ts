import { describe, expect, it } from 'vitest';
import { sharedText } from '../../../src/platform/share-target.ts';

const share = (params: Record<string, string>) => sharedText(new URLSearchParams(params));

describe('sharedText', () => {
  it('is null for a URL that is no share', () => {
    expect(share({})).toBeNull();
    expect(share({ q: 'cat', mix: '1f600_1f601' })).toBeNull();
  });

  it('is the text of a plain text share (a chat draft), trimmed', () => {
    expect(share({ text: '  Happy birthday! Pizza tonight?  ' })).toBe('Happy birthday! Pizza tonight?');
  });

  it('puts title, text and link one a line, in that order', () => {
    expect(share({ url: 'https://example.com/a', text: 'Look at this', title: 'Lunch plans' })).toBe(
      'Lunch plans\nLook at this\nhttps://example.com/a',
    );
  });

  it('leaves out a part another part already holds: the link inside the text, a title the text begins with, a repeat', () => {
    expect(share({ title: 'News', text: 'Read this https://example.com/a', url: 'https://example.com/a' })).toBe(
      'News\nRead this https://example.com/a',
    );
    expect(share({ title: 'Dinner at eight', text: 'Dinner at eight, bring cake' })).toBe('Dinner at eight, bring cake');
    expect(share({ title: '生日快乐', text: '生日快乐' })).toBe('生日快乐');
  });

  it('is empty for a share of nothing (the optimizer then asks for text)', () => {
    expect(share({ text: '' })).toBe('');
    expect(share({ title: '   ', text: '\n', url: '' })).toBe('');
  });

  it('keeps what the optimizer judges: invisible characters, bidi marks, combining marks, long emoji sequences', () => {
    expect(share({ text: '\u200B\u200B\u200B\u200B\u200B\u200B' })).toBe('\u200B\u200B\u200B\u200B\u200B\u200B');
    expect(share({ text: '\u202Eabc\u202C e\u0301\u0301\u0301 👩🏽‍❤️‍💋‍👨🏿' })).toBe('\u202Eabc\u202C e\u0301\u0301\u0301 👩🏽‍❤️‍💋‍👨🏿');
  });

  it('answers for a million characters of one syllable in each part, one part nearly repeating the others', () => {
    const long = '哈'.repeat(1_000_000);
    expect(share({ title: `${long}嘿`, text: long, url: long })).toBe(`${long}嘿`);
  });
});
