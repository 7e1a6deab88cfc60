import { describe, expect, it } from 'vitest';
import { buildEmojiPageModel, emojiPageSlugs } from '../../../src/emoji/page-model.ts';
import { PAGE_EMOJI_COUNT } from '../../emoji-count.ts';
import { generatedPageSources } from '../generated-page-sources.ts';

const page = (slug: string, lang: Parameters<typeof buildEmojiPageModel>[2]) => {
  const model = buildEmojiPageModel(generatedPageSources(), slug, lang);
  if (!model) throw new Error(`no page for ${slug}`);
  return model;
};

describe('the emoji page model', () => {
  it('has one page per emoji outside the component group', () => {
    const slugs = emojiPageSlugs(generatedPageSources());
    expect(slugs).toHaveLength(PAGE_EMOJI_COUNT);
    expect(slugs.slice(0, 3)).toEqual(['grinning-face', 'grinning-face-with-big-eyes', 'grinning-face-with-smiling-eyes']);
  });

  it('a flag: names in six languages, country-flag neighbours, no skins, no mixes', () => {
    const flag = page('flag-japan', 'ja');
    expect(flag).toMatchObject({
      emoji: '🇯🇵',
      hexcode: '1F1EF-1F1F5',
      codePoints: 'U+1F1EF U+1F1F5',
      name: '旗: 日本',
      version: 0.6,
      year: 2010,
      category: 'flags',
      subgroup: { key: 'country-flag', name: '国・地域の旗' },
      shortcodes: ['jp', 'flag-jp'],
      skins: [],
      mixes: [],
      previous: { emoji: '🇯🇴', slug: 'flag-jordan', name: '旗: ヨルダン', hexcode: '1F1EF-1F1F4', version: 2 },
      next: { emoji: '🇰🇪', slug: 'flag-kenya', name: '旗: ケニア', hexcode: '1F1F0-1F1EA', version: 2 },
    });
    expect(flag.languages.map((l) => [l.lang, l.name])).toEqual([
      ['zh', '旗: 日本'],
      ['zh_tw', '旗子：日本'],
      ['en', 'flag: Japan'],
      ['ja', '旗: 日本'],
      ['ko', '깃발: 일본'],
      ['es', 'Bandera: Japón'],
    ]);
    // Only 🗾 shares its words ("日本", "Japón"); the nearest flags of its subgroup fill up to six.
    expect(flag.related.map((r) => r.emoji).join('')).toBe('🗾🇯🇴🇰🇪🇯🇲🇰🇬🇯🇪');
  });

  it('a keycap, in Spanish', () => {
    const keycap = page('keycap-1', 'es');
    expect(keycap).toMatchObject({
      emoji: '1️⃣',
      hexcode: '0031-FE0F-20E3',
      codePoints: 'U+0031 U+FE0F U+20E3',
      name: 'tecla: 1',
      keywords: ['1', 'tecla', 'uno'],
      subgroup: { key: 'keycap', name: 'Teclas' },
      previous: { slug: 'keycap-0' },
      next: { slug: 'keycap-2' },
    });
    expect(keycap.related.map((r) => r.slug)).toContain('keycap-number-sign');
    expect(keycap.languages.find((l) => l.lang === 'en')).toEqual({ lang: 'en', name: 'keycap: 1', keywords: ['1', 'keycap', 'one'] });
  });

  it('a ZWJ sequence, in Traditional Chinese', () => {
    const family = page('family-man-woman-girl-boy', 'zh_tw');
    expect(family).toMatchObject({
      emoji: '👨‍👩‍👧‍👦',
      codePoints: 'U+1F468 U+200D U+1F469 U+200D U+1F467 U+200D U+1F466',
      name: '家庭：男人 女人 女孩 男孩',
      version: 2,
      year: 2015,
      category: 'people-body',
      subgroup: { key: 'family', name: '家庭與情侶' },
      shortcodes: ['family_man_woman_girl_boy', 'man-woman-girl-boy'],
    });
    expect(family.languages.find((l) => l.lang === 'en')!.name).toBe('family: man, woman, girl, boy');
  });

  it("lists CLDR's keywords even where the name already says them (🆒: button, cool)", () => {
    const cool = page('cool-button', 'en');
    expect(cool.keywords).toEqual(['button', 'cool']);
    expect(cool.subgroup).toEqual({ key: 'alphanum', name: 'Letters and numbers' });
    expect(cool.languages.map((l) => [l.lang, l.keywords])).toEqual([
      ['zh', ['cool', '按键', '酷']],
      ['zh_tw', ['酷']],
      ['en', ['button', 'cool']],
      ['ja', ['cool', 'coolマーク', 'クール']],
      ['ko', ['cool', '버튼', '쿨 신호']],
      ['es', ['botón', 'cool', 'mola']],
    ]);
    expect(page('cat', 'zh').subgroup).toEqual({ key: 'animal-mammal', name: '哺乳动物' });
    expect(page('person-walking', 'ja').subgroup.name).toBe('動作をする人');
    expect(page('telephone-receiver', 'ja').subgroup.name).toBe('電話');
    expect(page('thumbs-up', 'ko').subgroup.name).toBe('주먹 쥔 손');
    expect(page('locked', 'es').subgroup.name).toBe('Candados y llaves');
  });

  it('one with skins, and kitchen mixes linking into the home page', () => {
    const hand = page('thumbs-up', 'en');
    expect(hand.skins.map((s) => [s.emoji, s.hexcode, s.tone])).toEqual([
      ['👍🏻', '1F44D-1F3FB', 1],
      ['👍🏼', '1F44D-1F3FC', 2],
      ['👍🏽', '1F44D-1F3FD', 3],
      ['👍🏾', '1F44D-1F3FE', 4],
      ['👍🏿', '1F44D-1F3FF', 5],
    ]);
    expect(hand.mixes.length).toBeGreaterThan(0);
    expect(hand.mixes.length).toBeLessThanOrEqual(6);
    for (const mix of hand.mixes) expect(mix.mix).toMatch(/^1f44d_[0-9a-f-]+$/);
    const pair = page('people-holding-hands', 'ko');
    expect(pair.skins).toHaveLength(25);
    expect(pair.skins[1]).toEqual({ emoji: '🧑🏻‍🤝‍🧑🏼', hexcode: '1F9D1-1F3FB-200D-1F91D-200D-1F9D1-1F3FC', tone: [1, 2] });
  });

  it('relates emoji by meaning: the pairs people name first, then shared words, then use', () => {
    const related = (slug: string) =>
      page(slug, 'en')
        .related.map((r) => r.emoji)
        .join(' ');
    // ❤️‍🔥, 💙 and 🤍 come first because the meaning notes name them beside ❤️.
    expect(related('red-heart')).toBe('❤️‍🔥 💙 💖 💕 🤍 💔 🧡 ♥️ 💜 💛 🩷 🩵');
    expect(related('face-with-tears-of-joy')).toBe('🤣 😹 😆 🥹 😄 🥲 😢 😭 😃 😀 😁 💀');
    expect(related('thumbs-up')).toBe('👎️ 👌 👏 🙌 ☝️ 👆️ 🫰 💯 🙆‍♂️ 🙆 🫴 ⤴️');
    // Links carry the name in the page's language.
    expect(page('thumbs-up', 'ja').related[1]).toEqual({ emoji: '👌', slug: 'ok-hand', name: 'OKの手', hexcode: '1F44C', version: 0.6 });
  });

  it('picks kitchen partners by how much they are used, written as the site writes them', () => {
    const mixes = (slug: string) =>
      page(slug, 'en')
        .mixes.map((m) => m.emoji)
        .join(' ');
    expect(mixes('red-heart')).toBe('😂 ♥️ 😍 😭 😘 😊');
    expect(mixes('face-with-tears-of-joy')).toBe('❤️ ♥️ 😍 😭 😘 😊');
    expect(mixes('thumbs-up')).toBe('😂 ❤️ ♥️ 😍 😭 😘');
    expect(page('thumbs-up', 'en').mixes[1]!.mix).toBe('1f44d_2764');
  });

  it('names the code points of what Copy copies, the emoji presentation selector included', () => {
    expect(page('cat', 'en')).toMatchObject({ emoji: '🐈️', hexcode: '1F408', codePoints: 'U+1F408 U+FE0F' });
    expect(page('grinning-face', 'en').codePoints).toBe('U+1F600');
  });

  it('lists the designs that have an image of it, in the order of ARTWORK_SETS', () => {
    const sources = {
      ...generatedPageSources(),
      artwork: { openmoji: new Set(['1F1EF-1F1F5']), twemoji: new Set(['1F1EF-1F1F5']), noto: new Set<string>() },
    };
    expect(buildEmojiPageModel(sources, 'flag-japan', 'en')!.artwork).toEqual(['twemoji', 'openmoji']);
    expect(buildEmojiPageModel(sources, 'keycap-1', 'en')!.artwork).toEqual([]);
  });

  it('has no page for an unknown or hostile slug, at once', () => {
    const sources = generatedPageSources();
    for (const slug of ['', 'grinning', 'Grinning-Face', 'grinning-face/', '😀', 'ab'.repeat(2500), '__proto__', 'constructor']) {
      expect(buildEmojiPageModel(sources, slug, 'en')).toBeNull();
    }
  });

  it('the first and last emoji have one neighbour each', () => {
    expect(page('grinning-face', 'zh').previous).toBeNull();
    const slugs = emojiPageSlugs(generatedPageSources());
    expect(page(slugs.at(-1)!, 'zh').next).toBeNull();
  });
});
