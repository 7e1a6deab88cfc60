import { describe, expect, it } from 'vitest';
import { MAX_START_OFFSET } from '../../../src/emoji/search/packed-start.ts';
import { completeSearchIndex, createSearchIndex, type SearchIndex, searchEmoji, searchIndexFor } from '../../../src/emoji/search.ts';
import { MAX_PINYIN_LENGTH, PINYIN_TERM_SEPARATOR } from '../../../src/emoji/types.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../../src/i18n/languages.ts';
import { PAGE_EMOJI_COUNT } from '../../emoji-count.ts';
import { generatedChineseTags, generatedEmoji, generatedJapaneseReadings } from '../generated-emoji.ts';

// Exact, ordered results on the real generated data (emojibase 17, CLDR 48, data/everyday).
// Ranking: exact label > exact shortcode > whole word of a label, exact tag or emoticon, whole
// pinyin syllables opening the label > prefix > other pinyin > substring > typo; within a tier the
// most used emoji first (data/emoji-popularity.json), then emojibase order.

const indexes = new Map<LanguageCode, SearchIndex>();
function indexOf(lang: LanguageCode): SearchIndex {
  let index = indexes.get(lang);
  if (!index) {
    index = createSearchIndex(generatedEmoji(lang));
    indexes.set(lang, index);
  }
  return index;
}

const search = (lang: LanguageCode, query: string, limit?: number) => searchEmoji(indexOf(lang), query, limit);
const hexcodes = (lang: LanguageCode, query: string, count = Infinity) =>
  search(lang, query)
    .slice(0, count)
    .map((e) => e.hexcode);

const CAT_FACES = ['1F63A', '1F638', '1F639', '1F63B', '1F63C', '1F63D', '1F640', '1F63F', '1F63E'];

describe('search in Chinese (zh)', () => {
  it('猫: the exact label, then labels opening with 猫 (猫脸, 猫头鹰) and the tagged cats by use, then the substrings (熊猫)', () => {
    expect(hexcodes('zh', '猫')).toEqual([
      '1F408',
      '1F63B',
      '1F431',
      '1F408-200D-2B1B',
      '1F989',
      '1F639',
      '1F63F',
      '1F638',
      '1F63D',
      '1F640',
      '1F43C',
      '1F63A',
      '1F63E',
      '1F63C',
    ]); // 🐈 😻 🐱 🐈‍⬛ 🦉 😹 😿 😸 😽 🙀 🐼 😺 😾 😼
  });

  it('笑: labels opening with 笑 (笑得满地打滚, 笑哭了) and the faces tagged 笑, the most used first', () => {
    expect(hexcodes('zh', '笑', 8)).toEqual(['1F602', '263A', '1F609', '1F604', '1F606', '1F639', '1F638', '1F63A']);
  });

  it('finds everyday words CLDR lacks: 点赞, 加油 (cheering as well as refuelling), 哈哈', () => {
    expect(hexcodes('zh', '点赞')).toEqual(['1F44D']);
    expect(hexcodes('zh', '加油')).toEqual(['1F4AA', '26FD', '1F4E3']); // 💪 ⛽ 📣
    expect(hexcodes('zh', '哈哈')).toEqual(['1F603', '1F602', '1F604', '1F606', '1F63A', '1F923', '1FAE0']);
  });

  it('finds by pinyin: whole syllables, prefixes and across syllable boundaries', () => {
    // A full syllable ranks the characters it spells by use: mao is 猫 (🐱 猫脸, 🐈 猫) before 锚 (⚓).
    expect(hexcodes('zh', 'mao', 3)).toEqual(['1F431', '2693', '1F408']);
    expect(hexcodes('zh', 'huo', 1)).toEqual(['1F525']); // 火焰
    expect(hexcodes('zh', 'maomi')).toEqual(['1F431']); // 猫咪
    expect(hexcodes('zh', 'maom')).toEqual(['1F431', '1F41B', '1F469', '1F472', '1F931', '1F469-200D-1F37C']);
    expect(hexcodes('zh', 'aixin')).toEqual(['2764', '1F970', '1F90E', '1F90D', '1FAF0', '1FAF6']); // 爱心
    expect(hexcodes('zh', 'xiao', 6)).toEqual(['1F602', '1F639', '1F47C', '1F476', '1F423', '1F424']); // 笑哭了, 小天使
    expect(search('zh', 'xiao').length).toBeGreaterThan(100);
    expect(hexcodes('zh', 'Mao Mi')).toEqual(['1F431']);
  });

  it('finds by English on the Chinese page', () => {
    expect(hexcodes('zh', 'cat', 6)).toEqual(['1F408', '1F431', '1F63B', '1F639', '1F63F', '1F42F']);
  });
});

describe('search in traditional Chinese (zh_tw)', () => {
  it('貓 and 讚', () => {
    expect(hexcodes('zh_tw', '貓', 6)).toEqual(['1F408', '1F431', '1F63C', '1F408-200D-2B1B', '1F989', '1F43C']);
    // 讚 folds to 赞, which also spells Zambia (赞比亚) and opens the Chinese tags of 👏 and 🙋.
    expect(hexcodes('zh_tw', '讚')).toEqual(['1F44D', '1F1FF-1F1F2', '1F44F', '1F64B', '1F929', '1F44A', '1F928']);
  });

  it('finds by Simplified characters as by Traditional ones (OpenCC folding)', () => {
    expect(hexcodes('zh_tw', '猫', 6)).toEqual(hexcodes('zh_tw', '貓', 6));
  });
});

describe('search in English (en)', () => {
  it('cat: the exact label, the exact shortcode (🐱), then labels with the word cat and tagged cat, the most used first', () => {
    expect(hexcodes('en', 'cat', 12)).toEqual([
      '1F408',
      '1F431',
      '1F63B',
      '1F639',
      '1F63F',
      '1F42F',
      '1F638',
      '1F63D',
      '1F640',
      '1F63A',
      '1F63E',
      '1F63C',
    ]); // 🐈 🐱 😻 😹 😿 🐯 😸 😽 🙀 😺 😾 😼
  });

  it('cat never matches inside a word (intoxicated, location, identification)', () => {
    const found = hexcodes('en', 'cat');
    for (const inner of ['1F974', '1F4CD', '1FAAA', '1F4E2']) expect(found).not.toContain(inner);
    // The 21st is 🇶🇦, Catar in Spanish: every page finds flags by the six languages' names.
    expect(found).toHaveLength(21);
    expect(found[20]).toBe('1F1F6-1F1E6');
  });

  it('matches what is being typed mid-word: piz', () => {
    expect(hexcodes('en', 'piz')).toEqual(['1F355', '1F344-200D-1F7EB', '1F4DC']); // 🍕, pizza topping, ...
  });

  it('needs every word of a multi-word query, the whole phrase first', () => {
    expect(hexcodes('en', 'ice cream')).toEqual(['1F368', '1F366']);
    expect(hexcodes('en', 'red heart')).toEqual(['2764', '1FAC0', '1F975']);
    expect(hexcodes('en', 'heart red')).toEqual(['2764', '1FAC0', '1F975']);
  });

  it('forgives one typo in a word of 4+ letters, as the weakest match', () => {
    expect(hexcodes('en', 'smlie', 6)).toEqual(['1F60D', '1F60A', '1F601', '263A', '1F604', '1F603']);
    expect(hexcodes('en', 'pizaz')).toEqual(['1F355', '1F344-200D-1F7EB']); // swapped letters: one typo
    expect(hexcodes('en', 'ctа')).toEqual([]);
  });

  it('finds a typo in the last word of a term and in the first', () => {
    expect(hexcodes('en', 'japna')).toEqual(['1F5FE', '1F1EF-1F1F5']); // map of japan, flag: japan
    expect(hexcodes('en', 'hert', 2)).toEqual(['2764', '2665']); // red heart, heart suit
  });

  it('finds by Chinese on the English page', () => {
    expect(hexcodes('en', '猫', 5)).toEqual(['1F408', '1F63B', '1F431', '1F408-200D-2B1B', '1F989']);
  });

  it('ignores case, width and accents', () => {
    expect(hexcodes('en', 'CAT')).toEqual(hexcodes('en', 'cat'));
    expect(hexcodes('en', 'ｃａｔ')).toEqual(hexcodes('en', 'cat'));
    expect(hexcodes('en', 'café')).toEqual(hexcodes('en', 'cafe'));
    expect(hexcodes('en', 'cafe', 1)).toEqual(['2615']);
  });
});

describe('search in Japanese (ja)', () => {
  it('猫, and ねこ finding ネコ (katakana and hiragana fold together, half-width too)', () => {
    expect(hexcodes('ja', '猫', 5)).toEqual(['1F408', '1F63B', '1F639', '1F63F', '1F638']);
    expect(hexcodes('ja', 'ねこ')).toEqual(['1F408', '1F431', '1F408-200D-2B1B']);
    expect(hexcodes('ja', 'ネコ')).toEqual(['1F408', '1F431', '1F408-200D-2B1B']);
    expect(hexcodes('ja', 'ﾈｺ')).toEqual(['1F408', '1F431', '1F408-200D-2B1B']);
  });

  it('ぴえん, and 草 as laughter', () => {
    expect(hexcodes('ja', 'ぴえん')).toEqual(['1F97A']);
    expect(hexcodes('ja', '草', 5)).toEqual(['1F602', '1F340', '1F33F', '1F353', '1F33E']);
  });
});

describe('search in Korean (ko)', () => {
  it('고양이 finds 🐈 first, then the cats by use (hangul as substrings)', () => {
    expect(hexcodes('ko', '고양이', 5)).toEqual(['1F408', '1F63B', '1F639', '1F63F', '1F638']);
    expect(hexcodes('ko', '양이')).toEqual(expect.arrayContaining(['1F408', '1F431', ...CAT_FACES]));
  });

  it('ㅋㅋ', () => {
    // The tagged laughter first; then the emoji whose 초성 are ㅋㅋ (🍪 쿠키), by use.
    expect(hexcodes('ko', 'ㅋㅋ', 4)).toEqual(['1F602', '1F923', '1F606', '1F36A']);
  });
});

describe('search in Spanish (es)', () => {
  it('gato, jaja, accents optional', () => {
    expect(hexcodes('es', 'gato', 5)).toEqual(['1F408', '1F63B', '1F639', '1F63F', '1F638']);
    expect(hexcodes('es', 'jaja', 2)).toEqual(['1F602', '1F923']);
    expect(hexcodes('es', 'corazón rojo')).toEqual(['2764', '1F494']);
    expect(hexcodes('es', 'pinguino')).toEqual(['1F427']);
    expect(hexcodes('es', 'PINGÜINO')).toEqual(['1F427']);
  });
});

describe('Chinese tags on the pages whose file leaves them out', () => {
  const chars = (index: SearchIndex, query: string) => searchEmoji(index, query).map((e) => e.emoji);
  it.each(['zh_tw', 'ja', 'ko', 'es'] as const)('%s finds 恐龙 and 开心 once chinese-tags.json is merged', (lang) => {
    const own = createSearchIndex(generatedEmoji(lang));
    const merged = createSearchIndex(generatedEmoji(lang), { chineseTags: generatedChineseTags() });
    // zh_tw's own labels (恐龍) answer the Simplified query: the search folds both scripts.
    expect(chars(own, '恐龙')).toEqual(lang === 'zh_tw' ? ['🦕', '🦖'] : []);
    expect(chars(merged, '恐龙')).toEqual(['🦕', '🦖']);
    // On zh_tw its own tag 開心 (of 💖, folded to 开心) counts too.
    expect(chars(merged, '开心').slice(0, 4)).toEqual(lang === 'zh_tw' ? ['💖', '😊', '☺️', '😄'] : ['☺️', '😄', '😆', '🙋']);
    // Everyday words come with the tags: 点赞 is no CLDR term.
    expect(chars(own, '点赞')).toEqual([]);
    expect(chars(merged, '点赞')).toEqual(['👍️']);
    // The labels in the page's own file answer before the tags arrive.
    expect(chars(own, '熊猫')).toEqual(['🐼']);
  });

  it('refuses tags of another build', () => {
    expect(() => createSearchIndex(generatedEmoji('ja'), { chineseTags: generatedChineseTags().slice(1) })).toThrow(
      `Chinese tags for ${PAGE_EMOJI_COUNT - 1} emoji, data for ${PAGE_EMOJI_COUNT}`,
    );
  });
});

describe('shortcodes, emoticons and emoji', () => {
  it('finds shortcodes with or without colons; a :shortcode: puts its emoji first', () => {
    expect(hexcodes('zh', ':joy:')).toEqual(['1F602', '1F639', '1F923', '1F972', '1F979', '1F579']); // 🕹️ joystick last
    expect(hexcodes('en', ':cat:', 2)).toEqual(['1F431', '1F63B']); // the shortcode before 🐈 labelled cat
    expect(hexcodes('en', 'smile', 1)).toEqual(['1F604']); // the shortcode smile before 😍 tagged smile
    expect(hexcodes('zh', ':thumbsup:')).toEqual(['1F44D']);
    expect(hexcodes('zh', 'thumbsup')).toEqual(['1F44D']);
    expect(hexcodes('en', ':+1:')).toEqual(['1F44D']);
    expect(hexcodes('en', 'thumbs_up')).toEqual(['1F44D']);
    expect(hexcodes('en', ':grinning_face:', 1)).toEqual(['1F600']);
  });

  it('finds emoticons, which no shortcode parser eats', () => {
    expect(hexcodes('zh', ':)')).toEqual(['1F60A', '1F604', '1F603', '1F642']);
    expect(hexcodes('zh', ':-)')).toEqual(['1F642']);
    expect(hexcodes('zh', '<3')).toEqual(['2764', '1F49C', '1F499', '1F49B', '1F49A', '1FAF0', '1FAF6']);
    expect(hexcodes('en', ':D')).toEqual(['1F604', '1F600']);
  });

  it('finds an emoji by itself, skin variants and text presentation included', () => {
    expect(hexcodes('en', '👍')).toEqual(['1F44D']);
    expect(hexcodes('en', '👍🏽')).toEqual(['1F44D']);
    expect(hexcodes('en', '❤️')).toEqual(['2764']);
    expect(hexcodes('en', '❤')).toEqual(['2764']);
    expect(hexcodes('ko', ' 🧑🏻‍🤝‍🧑🏿 ')).toEqual(['1F9D1-200D-1F91D-200D-1F9D1']);
    expect(hexcodes('en', '☝🏻')).toEqual(['261D']); // the modifier in place of ☝️'s FE0F
    // Variants that are another sequence than their emoji: 🤝's mixed tones, 💏's.
    expect(hexcodes('en', '🫱🏻‍🫲🏼')).toEqual(['1F91D']);
    expect(hexcodes('en', '🧑🏻‍❤️‍💋‍🧑🏼')).toEqual(['1F48F']);
    expect(hexcodes('en', '👍🏽👍🏽')).toEqual([]);
  });
});

describe('every language', () => {
  it.each(LANGUAGE_CODES)('%s finds by its own, Chinese and English text without duplicates', (lang) => {
    expect(hexcodes(lang, 'cat', 1)).toEqual(['1F408']);
    expect(hexcodes(lang, '猫', 1)).toEqual(['1F408']);
    expect(hexcodes(lang, '猫')).toEqual(expect.arrayContaining(['1F431', ...CAT_FACES]));
    for (const query of ['heart', '心', 'a', 'ha', 'smile', '笑', ':', 'xiao']) {
      const found = hexcodes(lang, query);
      expect(new Set(found).size).toBe(found.length);
    }
  });

  it('respects the limit', () => {
    expect(search('en', 'a', 5)).toHaveLength(5);
    expect(search('en', 'a')).toHaveLength(200);
    expect(search('en', 'a', 0)).toEqual([]);
    expect(search('en', 'a', -3)).toEqual([]);
    expect(search('en', 'a', Number.NaN)).toEqual([]);
  });
});

describe('bad input', () => {
  it('returns quickly and without throwing for any string', () => {
    const queries = [
      'x'.repeat(10_000),
      '猫'.repeat(10_000),
      'a '.repeat(5_000),
      '😀'.repeat(3_000),
      '(*+?[\\',
      '[',
      '\\',
      '.*',
      '^$|()',
      'مرحبا بالعالم',
      'שלום',
      '\u202e\u202dabc',
      '\ud800',
      '\udfff\ud83d',
      '\u0000',
      '   ',
      '',
      '::',
      ':',
      '_',
      '\u0301\u0301',
    ];
    for (const query of queries) {
      expect(() => search('zh', query)).not.toThrow();
      expect(Array.isArray(search('ja', query))).toBe(true);
    }
    expect(search('en', '')).toEqual([]);
    expect(search('en', '   ')).toEqual([]);
    expect(search('en', 'מה')).toEqual([]);
  });

  it('reads only the first 64 characters of a query', () => {
    const long = `cat ${'x'.repeat(10_000)}`;
    expect(hexcodes('en', long)).toEqual(hexcodes('en', long.slice(0, 64)));
    expect(hexcodes('en', `${'cat '.repeat(16)}zzzzzz`)).toEqual(hexcodes('en', 'cat'));
  });
});

describe('pinyin kept as one string per emoji', () => {
  it('indexes every term of the longest pinyin, the last included', () => {
    const emoji = generatedEmoji('zh');
    const longest = emoji.reduce((a, b) => (b.pinyin.length > a.pinyin.length ? b : a));
    expect(longest.pinyin.length).toBeGreaterThan(150);
    expect(MAX_PINYIN_LENGTH).toBeLessThanOrEqual(MAX_START_OFFSET + 1);
    const last = longest.pinyin.split(PINYIN_TERM_SEPARATOR).at(-1)!.replace(/ /g, '');
    const found = searchEmoji(createSearchIndex(emoji), last, emoji.length).map((e) => e.hexcode);
    expect(found).toContain(longest.hexcode);
  });

  it('does not match across two terms', () => {
    // 🐱 has "mao lian" and "mao": "lianmao" would only read across the '|' between them.
    const cat = generatedEmoji('zh').find((e) => e.hexcode === '1F431')!;
    expect(cat.pinyin.split(PINYIN_TERM_SEPARATOR)[0]).toBe('mao lian');
    expect(hexcodes('zh', 'lianmao')).not.toContain('1F431');
  });
});

describe('searchIndexFor', () => {
  it('builds one index per list of records, which the catalogue and the kitchen share', () => {
    const emoji = generatedEmoji('en');
    const index = searchIndexFor(emoji);
    expect(searchIndexFor(emoji)).toBe(index);
    expect(searchIndexFor(emoji.slice())).not.toBe(index);
    expect(searchEmoji(index, 'pizza').map((e) => e.hexcode)).toEqual(['1F355', '1F344-200D-1F7EB']);
  });

  it('replaces the index when fetched terms are added, and answers a plain request with the fuller one', () => {
    const emoji = generatedEmoji('ja').slice();
    const chineseTags = generatedChineseTags();
    const readings = generatedJapaneseReadings();
    const own = searchIndexFor(emoji);
    expect(searchEmoji(own, '点赞')).toEqual([]);
    const tagged = searchIndexFor(emoji, { chineseTags });
    expect(tagged).not.toBe(own);
    expect(searchEmoji(tagged, '点赞').map((e) => e.hexcode)).toEqual(['1F44D']);
    // The kitchen asks without additions: the catalogue's fuller index answers it, no second one is built.
    expect(searchIndexFor(emoji)).toBe(tagged);
    expect(searchIndexFor(emoji, { chineseTags })).toBe(tagged);
    // Readings arriving later keep the tags already added.
    const both = searchIndexFor(emoji, { readings });
    expect(both).not.toBe(tagged);
    expect(searchEmoji(both, '点赞').map((e) => e.hexcode)).toEqual(['1F44D']);
    expect(searchEmoji(both, 'ねこ', 1).map((e) => e.hexcode)).toEqual(['1F408']);
    expect(searchIndexFor(emoji, { chineseTags, readings })).toBe(both);
  });

  it('refuses readings of another build', () => {
    expect(() => createSearchIndex(generatedEmoji('ja'), { readings: generatedJapaneseReadings().slice(1) })).toThrow(
      `Japanese readings for ${PAGE_EMOJI_COUNT - 1} emoji, data for ${PAGE_EMOJI_COUNT}`,
    );
  });
});

describe('completeSearchIndex', () => {
  it('builds the typo words ahead of the first query that needs them, and changes no answer', () => {
    const index = createSearchIndex(generatedEmoji('en'));
    expect(index.typoWords).toBeNull();
    completeSearchIndex(index);
    const built = index.typoWords;
    expect(built?.starts.length).toBeGreaterThan(1000);
    expect(searchEmoji(index, 'pizaz').map((e) => e.hexcode)).toEqual(['1F355', '1F344-200D-1F7EB']);
    expect(index.typoWords).toBe(built);
  });
});
