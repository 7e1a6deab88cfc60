import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildChineseVariants, CHINESE_VARIANTS_FILE, formatChineseVariants } from '../../../scripts/build/chinese-variants.ts';
import { pageIndexes } from '../../../scripts/lib/search-head-queries.ts';
import { NATIVE_QUERIES, nativeQueriesFound, nativeQueryOutcomes } from '../../../scripts/lib/search-native-queries.ts';
import { toSimplifiedChinese } from '../../../src/emoji/chinese-script.ts';
import { codePointQuery } from '../../../src/emoji/code-point-query.ts';
import { isNegated } from '../../../src/emoji/negation.ts';
import { searchEmoji } from '../../../src/emoji/search.ts';
import type { LanguageCode } from '../../../src/i18n/languages.ts';
import { generatedChineseTags, generatedEmoji, generatedJapaneseReadings } from '../generated-emoji.ts';

// Searching the way natives type, on the real generated data, each query on its page's index
// with the files the page fetches for it (the Chinese tags, the Japanese readings).

const page = pageIndexes(generatedEmoji, generatedChineseTags, generatedJapaneseReadings);
const first = (lang: LanguageCode, query: string, count: number) => searchEmoji(page(lang, query), query, count).map((e) => e.hexcode);

describe('Japanese readings (kuromoji IPADIC) and romaji', () => {
  it('kana find what the kanji find', () => {
    expect(first('ja', 'ねこ', 3)).toEqual(['1F408', '1F63B', '1F639']);
    expect(first('ja', 'ねこ', 3)).toEqual(first('ja', '猫', 3));
    expect(first('ja', 'わらう', 3)).toEqual(['1F602', '1F601', '1F600']);
    expect(first('ja', 'わらう', 3)).toEqual(first('ja', '笑う', 3));
    expect(first('ja', 'ひこうき', 2)).toEqual(['2708', '1F6E9']);
    expect(first('ja', 'でんしゃ', 3)).toEqual(['1F683', '1F68B', '1F684']);
    expect(first('ja', 'でんしゃ', 3)).toEqual(first('ja', '電車', 3));
  });

  it('romaji is read as kana, and English words keep their place', () => {
    expect(first('ja', 'neko', 3)).toEqual(first('ja', 'ねこ', 3));
    expect(first('ja', 'cat', 2)).toEqual(['1F408', '1F431']);
  });

  it('katakana and hiragana fold together in the query', () => {
    expect(first('ja', 'ネコ', 3)).toEqual(first('ja', 'ねこ', 3));
  });
});

describe('Korean 초성', () => {
  it('ㄱㅇㅇ finds 고양이 first; ㅋㅋ stays laughter', () => {
    expect(first('ko', 'ㄱㅇㅇ', 3)).toEqual(['1F408', '1F49E', '1F63B']); // 고양이, 귀여워 (tag of 💞), 고양이 얼굴
    expect(first('ko', 'ㅋㅋ', 3)).toEqual(['1F602', '1F923', '1F606']);
  });
});

describe('both Chinese scripts', () => {
  it('貓 on the Simplified page, 猫 on the Traditional one', () => {
    expect(first('zh', '貓', 3)).toEqual(['1F408', '1F63B', '1F431']);
    expect(first('zh', '貓', 20)).toEqual(first('zh', '猫', 20));
    expect(first('zh_tw', '美国', 2)).toEqual(['1F1FA-1F1F8', '1F1FA-1F1F2']);
    expect(toSimplifiedChinese('臺灣飛機國旗')).toBe('台湾飞机国旗');
  });

  it('ships a table that is scripts/build/chinese-variants.ts output (OpenCC)', () => {
    expect(readFileSync(CHINESE_VARIANTS_FILE, 'utf8')).toBe(formatChineseVariants(buildChineseVariants()));
  });
});

describe('negation', () => {
  it('开心 ranks happy faces first, and the 不开心 ones only after every other match', () => {
    expect(first('zh', '开心', 5)).toEqual(['263A', '1F604', '1F606', '1F64B', '1F642']);
    // The seven whose tags say 不开心 come after the five that are happy.
    expect(first('zh', '开心', 200).slice(5)).toEqual([
      '1F64D',
      '1F64E',
      '1F641',
      '1F64D-200D-2642-FE0F',
      '1F64D-200D-2640-FE0F',
      '1F64E-200D-2642-FE0F',
      '1F64E-200D-2640-FE0F',
    ]);
    expect(first('zh', '不开心', 3)).toEqual(['1F64D', '1F64E', '1F641']);
  });

  it('has one rule per language', () => {
    expect(isNegated('不开心', 1, 3)).toBe(true);
    expect(isNegated('开心果', 0, 2)).toBe(false);
    expect(isNegated('わらわない', 0, 3)).toBe(true);
    expect(isNegated('안 좋아', 2, 4)).toBe(true);
    expect(isNegated('좋아', 0, 2)).toBe(false);
    expect(isNegated('no smoking', 3, 10)).toBe(true);
    expect(isNegated('sin alcohol', 4, 11)).toBe(true);
    expect(isNegated('note taking', 5, 11)).toBe(false);
    expect(first('en', 'smoking', 2)).toEqual(['1F6AC', '1F6AD']); // 🚬 before 🚭 no smoking
  });
});

describe('countries and flags', () => {
  it('by name and alias in every language, and by ISO code', () => {
    for (const [lang, query] of [
      ['en', 'usa'],
      ['en', 'us'],
      ['en', 'america'],
      ['ko', '미국'],
      ['ja', 'アメリカ'],
      ['es', 'eeuu'],
      ['zh', '美國'],
      ['es', 'estados unidos'],
    ] as const) {
      expect(first(lang, query, 1), `${lang} ${query}`).toEqual(['1F1FA-1F1F8']);
    }
    expect(first('en', 'uk', 1)).toEqual(['1F1EC-1F1E7']);
    expect(first('zh', '日本', 1)).toEqual(['1F1EF-1F1F5']);
    expect(first('es', 'japon', 1)).toEqual(['1F1EF-1F1F5']);
  });

  it('the word for flag finds flags', () => {
    expect(first('zh', '国旗', 2)).toEqual(['1F1E6-1F1E8', '1F1E6-1F1E9']);
    expect(first('zh_tw', '國旗', 2)).toEqual(['1F1E6-1F1E8', '1F1E6-1F1E9']);
    expect(first('ko', '국기', 2)).toEqual(['1F38C', '1F1E6-1F1E8']); // 🎌 crossed flags (일본 국기), then the flags
    expect(searchEmoji(page('es', 'bandera'), 'bandera', 400).filter((e) => e.category === 'flags').length).toBeGreaterThan(250);
  });
});

describe('code points', () => {
  it.each(['U+1F600', 'u+1f600', '1F600', '&#x1F600;', '&#128512;', '\\u{1F600}', '0x1F600'])('%s is 😀', (query) => {
    expect(first('en', query, 1)).toEqual(['1F600']);
  });

  it('a hexcode of several code points, and words spelled in hex stay words', () => {
    expect(first('en', '1F1FA-1F1F8', 1)).toEqual(['1F1FA-1F1F8']);
    expect(codePointQuery('face')).toBeNull();
    expect(codePointQuery('cafe')).toBeNull();
    expect(codePointQuery('U+D800')).toBeNull();
    expect(codePointQuery('&#99999999;')).toBeNull();
  });
});

describe('the obvious one first', () => {
  it('ハート and 하트 put ❤️ before the card suit, which is named as one (data/label-corrections.json)', () => {
    expect(first('ja', 'ハート', 1)).toEqual(['2764']);
    expect(first('ko', '하트', 1)).toEqual(['2764']);
    expect(first('ja', 'トランプ', 4).sort()).toEqual(['2660', '2663', '2665', '2666']);
  });
});

describe('typos', () => {
  it('catt: the label cat first', () => {
    expect(first('en', 'catt', 3)).toEqual(['1F408', '1F63B', '1F639']);
  });
});

describe('held-out native queries (data/search-native-queries.json)', () => {
  const outcomes = nativeQueryOutcomes(page);
  it('has ten or more per language', () => {
    for (const lang of ['zh', 'zh_tw', 'en', 'ja', 'ko', 'es'])
      expect(NATIVE_QUERIES.filter((q) => q.lang === lang).length).toBeGreaterThanOrEqual(10);
  });

  it('77 of 80 succeed (43 before the search knew how natives type)', () => {
    expect(outcomes.filter(({ ok }) => !ok).map(({ query }) => `${query.lang} ${query.query}`)).toEqual(['ja にほん', 'ja こっき', 'zh_tw 開心']);
    expect(nativeQueriesFound(outcomes)).toBeCloseTo(77 / 80);
  });
});

describe('hostile queries answer at once', () => {
  const hostile = [
    '啊'.repeat(5000),
    'ㄱ'.repeat(5000),
    'a\u0301'.repeat(2000),
    '\u202e\u2066ねこ\u2069',
    '\u200b\u200c\u200d\u2060\ufeff',
    'U+'.repeat(3000),
    '&#'.repeat(3000),
    'neko'.repeat(2000),
  ];
  it.each(hostile.map((query) => [query.slice(0, 12), query] as const))('%s', (_, query) => {
    for (const lang of ['zh', 'ja', 'ko'] as const) {
      const index = page(lang, query);
      const started = performance.now();
      const results = searchEmoji(index, query);
      expect(Array.isArray(results)).toBe(true);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});
