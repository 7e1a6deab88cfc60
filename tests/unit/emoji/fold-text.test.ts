import { describe, expect, it } from 'vitest';
import { foldFully, foldPinyinQuery, foldText } from '../../../src/emoji/fold-text.ts';
import { generatedEmoji } from '../generated-emoji.ts';

describe('foldText', () => {
  it('folds case, width, Latin accents, katakana and spacing, and nothing else', () => {
    expect(foldText('Café')).toBe('cafe');
    expect(foldText('ＣＡＴ')).toBe('cat');
    expect(foldText('PINGÜINO')).toBe('pinguino');
    expect(foldText('İstanbul')).toBe('istanbul');
    expect(foldText('ネコ')).toBe('ねこ');
    expect(foldText('ﾈｺ')).toBe('ねこ');
    expect(foldText('ガーン')).toBe('がーん');
    expect(foldText('  thumbs_up  ')).toBe('thumbs up');
    expect(foldText('고양이')).toBe('고양이');
    expect(foldText('ㅋㅋ')).toBe(foldText('ᄏᄏ'));
    expect(foldText('猫')).toBe('猫');
    expect(foldText('can’t')).toBe("can't");
  });

  it('returns text as it is only where full folding would not change it', () => {
    const changed: string[] = [];
    for (let code = 0; code < 0x10000; code++) {
      if (code >= 0xd800 && code < 0xe000) continue;
      const char = String.fromCharCode(code);
      if (foldText(char) === char && foldFully(char) !== char) changed.push(code.toString(16));
    }
    expect(changed).toEqual([]);
    for (const lang of ['ja', 'es', 'ko'] as const) {
      for (const e of generatedEmoji(lang)) {
        for (const term of [e.label, ...e.tags, ...e.enTags, ...e.zhTags]) expect(foldText(term)).toBe(foldFully(term));
      }
    }
  });
});

describe('foldPinyinQuery', () => {
  it('accepts letters only, spaces and apostrophes ignored, ü as v', () => {
    expect(foldPinyinQuery('Mao Mi')).toBe('maomi');
    expect(foldPinyinQuery("xi'an")).toBe('xian');
    expect(foldPinyinQuery('lü')).toBe('lv');
    expect(foldPinyinQuery('猫')).toBeNull();
    expect(foldPinyinQuery(':)')).toBeNull();
  });
});
