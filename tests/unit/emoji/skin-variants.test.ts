import { describe, expect, it } from 'vitest';
import { skinRuleOf, skinVariants } from '../../../src/emoji/skin-variants.ts';
import { generatedEmoji } from '../generated-emoji.ts';

describe('skin rules', () => {
  const en = generatedEmoji('en');
  const byHexcode = (hexcode: string) => en.find((e) => e.hexcode === hexcode)!;

  it('keeps one short rule per emoji instead of its variants', () => {
    expect(byHexcode('1F600').skinRule).toBe('');
    expect(byHexcode('1F44B').skinRule).toBe('1');
    expect(byHexcode('261D').skinRule).toBe('1'); // ☝️: the modifier replaces its FE0F
    expect(byHexcode('1F9D1-200D-1F91D-200D-1F9D1').skinRule).toBe('r1F9D1-*-200D-1F91D-200D-1F9D1-*');
    const kinds = new Set(en.map((e) => e.skinRule[0] ?? ''));
    expect([...kinds].sort()).toEqual(['', '1', 'p', 'q', 'r']); // no emoji of emojibase 17 needs a list
  });

  it('makes the variants in emojibase order, a new list each time', () => {
    const wave = byHexcode('1F44B');
    expect(skinVariants(wave).map((skin) => [skin.emoji, skin.tone])).toEqual([
      ['👋🏻', 1],
      ['👋🏼', 2],
      ['👋🏽', 3],
      ['👋🏾', 4],
      ['👋🏿', 5],
    ]);
    expect(skinVariants(wave)).not.toBe(skinVariants(wave));
    expect(skinVariants(byHexcode('261D'))[0]).toEqual({ emoji: '☝🏻', hexcode: '261D-1F3FB', tone: 1 });
    expect(skinVariants(byHexcode('1F600'))).toEqual([]);
  });

  it('derives the rule back from the variants, and lists what no rule makes', () => {
    for (const emoji of en.filter((e) => e.skinRule)) expect(skinRuleOf(emoji.emoji, skinVariants(emoji)), emoji.hexcode).toBe(emoji.skinRule);
    const reversed = skinVariants(byHexcode('1F44B')).reverse();
    const rule = skinRuleOf('👋', reversed);
    expect(rule).toBe('x1F44B-1F3FF 1F44B-1F3FE 1F44B-1F3FD 1F44B-1F3FC 1F44B-1F3FB');
    expect(skinVariants({ emoji: '👋', skinRule: rule })).toEqual(reversed);
  });

  it('refuses variants whose tones no hexcode gives', () => {
    const [first, ...rest] = skinVariants(byHexcode('1F44B'));
    expect(() => skinRuleOf('👋', [{ ...first!, tone: 4 }, ...rest])).toThrow(/follow no rule/);
  });
});
