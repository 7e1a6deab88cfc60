import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEmojiRecords } from '../../../../scripts/build/data.ts';
import { encodeEmojiData } from '../../../../scripts/build/encode-emoji-data.ts';
import { decodeEmojiData, decodeEmojiDataInSlices } from '../../../../src/emoji/decode.ts';
import { skinRuleOf, skinVariants } from '../../../../src/emoji/skin-variants.ts';
import { CATEGORIES, type Emoji } from '../../../../src/emoji/types.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../../../src/i18n/languages.ts';
import { PAGE_EMOJI_COUNT } from '../../../emoji-count.ts';
import { generatedDataFile } from '../../generated-emoji.ts';

// The packed files leave out whatever follows from other values (hexcodes, skin variants,
// pinyin, label-shaped shortcodes); decoding must give back exactly what a straightforward build
// from the datasets gives.

let records: Map<LanguageCode, Emoji[]>;
beforeAll(() => {
  records = buildEmojiRecords();
}, 120_000);

const readWordList = (folder: 'everyday' | 'optimizer-words', lang: LanguageCode) =>
  JSON.parse(readFileSync(join('data', folder, `${lang}.json`), 'utf8')) as Record<string, string[]>;

describe('the generated data files', () => {
  it.each(LANGUAGE_CODES)('%s decodes to the records built straight from emojibase', (lang) => {
    const decoded = decodeEmojiData(generatedDataFile(lang));
    const expected = records.get(lang)!;
    expect(decoded).toHaveLength(expected.length);
    decoded.forEach((emoji, row) => {
      expect(emoji, expected[row]!.hexcode).toEqual(expected[row]);
    });
  });

  it('decodes the same in slices, as the browser does', async () => {
    const file = generatedDataFile('ja');
    expect(await decodeEmojiDataInSlices(file)).toEqual(decodeEmojiData(file));
  });

  it('holds every emoji outside the component group, with skins, in every language', () => {
    for (const lang of LANGUAGE_CODES) {
      const emoji = records.get(lang)!;
      expect(emoji).toHaveLength(PAGE_EMOJI_COUNT);
      expect(emoji.filter((e) => e.skinRule !== '')).toHaveLength(330);
      expect(emoji.reduce((sum, e) => sum + skinVariants(e).length, 0)).toBe(2030);
      expect(new Set(emoji.map((e) => e.category))).toEqual(new Set(CATEGORIES));
      expect(emoji.every((e) => e.label && (lang === 'zh' || e.zhLabel) && (lang === 'en' || e.enLabel))).toBe(true);
    }
  });

  it('keeps the English and Chinese text the same in every file that carries it', () => {
    const english = records.get('en')!;
    const chinese = records.get('zh')!;
    for (const lang of LANGUAGE_CODES.filter((code) => code !== 'en')) {
      records.get(lang)!.forEach((e, row) => {
        expect(e.enLabel).toBe(english[row]!.label);
        expect(e.enTags).toEqual(english[row]!.tags);
        expect(e.zhLabel ?? e.label).toBe(chinese[row]!.label);
      });
    }
    records.get('en')!.forEach((e, row) => {
      expect(e.zhTags).toEqual(chinese[row]!.tags);
    });
  });

  it('merges the everyday words into the tags of their language', () => {
    const tagsOf = (lang: LanguageCode, hexcode: string) => records.get(lang)!.find((e) => e.hexcode === hexcode)!.tags;
    expect(tagsOf('zh', '1F44D')).toContain('点赞');
    expect(tagsOf('zh', '1F4AA')).toContain('加油');
    expect(tagsOf('ko', '1F602')).toContain('ㅋㅋ');
    expect(tagsOf('es', '1F602')).toContain('jaja');
    // Pages without the Chinese tags (src/emoji/types.ts) get them, everyday words included, from chinese-tags.json.
    expect(records.get('ja')!.find((e) => e.hexcode === '1F44D')!.zhTags).toEqual([]);
    expect(records.get('en')!.find((e) => e.hexcode === '1F44D')!.zhTags).toContain('点赞');
  });

  // Small by design: words people type that CLDR lacks, reviewed one by one; they also reach search.
  it('gives 25-200 reviewed everyday words per language, each for known emoji', () => {
    const known = new Set(records.get('en')!.map((e) => e.hexcode));
    for (const lang of LANGUAGE_CODES) {
      const table = readWordList('everyday', lang);
      expect(Object.keys(table).length).toBeGreaterThanOrEqual(25);
      expect(Object.keys(table).length).toBeLessThanOrEqual(200);
      for (const hexcodes of Object.values(table)) for (const hexcode of hexcodes) expect(known).toContain(hexcode);
    }
  });

  // The optimizer's own reviewed words (src/optimizer/everyday.ts): kept out of the search files'
  // 90 KB budget, so they need their own check that every hexcode names an emoji of the data.
  it('gives the optimizer 200-460 more reviewed words per language, none repeating the everyday list, each for known emoji', () => {
    const known = new Set(records.get('en')!.map((e) => e.hexcode.replace(/-FE0F/g, '')));
    for (const lang of LANGUAGE_CODES) {
      const table = readWordList('optimizer-words', lang);
      const everyday = readWordList('everyday', lang);
      expect(Object.keys(table).length).toBeGreaterThanOrEqual(200);
      expect(Object.keys(table).length).toBeLessThanOrEqual(460);
      expect(Object.keys(table).filter((word) => word in everyday)).toEqual([]);
      for (const hexcodes of Object.values(table)) for (const hexcode of hexcodes) expect(known).toContain(hexcode.replace(/-FE0F/g, ''));
    }
  });

  it('reads pinyin in context for characters with several readings', () => {
    const zh = records.get('zh')!;
    const pinyinOf = (hexcode: string) => zh.find((e) => e.hexcode === hexcode)!.pinyin;
    expect(pinyinOf('1F3E6')).toContain('yin hang'); // 🏦 银行, not yin xing
    expect(pinyinOf('1F431')).toContain('mao mi');
    expect(pinyinOf('1F49A')).toContain('lv xin'); // 💚 绿心: ü written as v
  });

  it('decodes two-person skins with the same tone as that tone, as emojibase does', () => {
    const zh = decodeEmojiData(generatedDataFile('zh'));
    const holding = zh.find((e) => e.hexcode === '1F9D1-200D-1F91D-200D-1F9D1')!;
    const skins = skinVariants(holding);
    expect(skins).toHaveLength(25);
    expect(skins[0]).toEqual({ emoji: '🧑🏻‍🤝‍🧑🏻', hexcode: '1F9D1-1F3FB-200D-1F91D-200D-1F9D1-1F3FB', tone: 1 });
    expect(skins[1]!.tone).toEqual([1, 2]);
  });
});

describe('encodeEmojiData', () => {
  it('stores what no rule gives (an unusual hexcode, skins in another order) and decodes it back', () => {
    const sample = records
      .get('en')!
      .slice(0, 300)
      .map((e) => ({ ...e }));
    const waving = sample.findIndex((e) => e.hexcode === '1F44B');
    sample[0] = { ...sample[0]!, hexcode: '1F600-FE0F' };
    sample[waving] = { ...sample[waving]!, skinRule: skinRuleOf('👋', [...skinVariants(sample[waving]!)].reverse()) };
    const file = encodeEmojiData('en', sample);
    expect(file.hexcodes).toEqual({ 0: '1F600-FE0F' });
    expect(Object.keys(file.explicitSkins)).toEqual([String(waving)]);
    expect(decodeEmojiData(file)).toEqual(sample);
  });

  it('refuses text that contains a column separator', () => {
    const sample = records
      .get('en')!
      .slice(0, 3)
      .map((e) => ({ ...e }));
    sample[1] = { ...sample[1]!, tags: ['a|b'] };
    expect(() => encodeEmojiData('en', sample)).toThrow(/separator/);
  });
});
