import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../../src/ui/script-json.ts';

describe('scriptJson', () => {
  it('leaves no "<" that could end the <script> or open a comment, and parses back to the value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- x -->', emoji: '👩🏽‍💻', bidi: '\u202e' };
    const json = scriptJson(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('answers a long hostile string at once, with the same length per "<"', () => {
    const json = scriptJson('<'.repeat(5_000));
    expect(json).toBe(`"${'\\u003c'.repeat(5_000)}"`);
  });
});
