import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HIT_AT_1_BUDGET } from '../../../../bench/budgets.ts';
import { buildPopularity, formatPopularity, POPULARITY_FILE } from '../../../../scripts/build/popularity.ts';
import { HEAD_QUERIES, headQueryFirsts, hitAt1, pageIndexes } from '../../../../scripts/lib/search-head-queries.ts';
import { generatedChineseTags, generatedEmoji, generatedJapaneseReadings } from '../../generated-emoji.ts';

// What most visitors type (data/search-head-queries.json), on the real generated data, each on
// its page's index: the emoji expected first must be first.

const pageIndex = pageIndexes(generatedEmoji, generatedChineseTags, generatedJapaneseReadings);

describe('head queries', () => {
  const firsts = headQueryFirsts(pageIndex);

  it('cover the six languages with 60 queries or more, each emoji named by its hexcode', () => {
    expect(HEAD_QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(HEAD_QUERIES.map((q) => q.lang))).toEqual(new Set(['zh', 'zh_tw', 'en', 'ja', 'ko', 'es']));
    const byHexcode = new Map(generatedEmoji('en').map((e) => [e.hexcode, e.emoji.replace(/\uFE0F/g, '')]));
    for (const query of HEAD_QUERIES) expect(byHexcode.get(query.first), query.query).toBe(query.emoji.replace(/\uFE0F/g, ''));
  });

  it.each(HEAD_QUERIES.map((query, at) => [`${query.lang} ${query.query} -> ${query.emoji}`, at] as const))('%s', (_, at) => {
    const { query, found } = firsts[at]!;
    expect(found).toBe(query.miss ?? query.first);
  });

  it(`keep hit@1 at ${HIT_AT_1_BUDGET} or more`, () => {
    expect(hitAt1(firsts)).toBeGreaterThanOrEqual(HIT_AT_1_BUDGET);
  });
});

describe('popularity prior', () => {
  it('is the output of scripts/build/popularity.ts on the committed counts', () => {
    expect(readFileSync(POPULARITY_FILE, 'utf8')).toBe(formatPopularity(buildPopularity()));
  });

  it('ranks by occurrences: 😂 first, ❤️ second, 🐱 before 🐈', () => {
    const { byUse } = buildPopularity();
    expect(byUse.slice(0, 2)).toEqual(['1F602', '2764']);
    expect(byUse.indexOf('1F431')).toBeLessThan(byUse.indexOf('1F408'));
  });
});
