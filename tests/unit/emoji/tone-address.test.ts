import { describe, expect, it } from 'vitest';
import { buildEmojiPageModel, emojiPageSlugs } from '../../../src/emoji/page-model.ts';
import { skinOfToneParam, toneAddress } from '../../../src/emoji/tone-address.ts';
import { generatedPageSources } from '../generated-page-sources.ts';

describe('toned addresses', () => {
  it('reads the base slug and the tone from the slug a visitor guesses', () => {
    expect(toneAddress('waving-hand-medium-skin-tone')).toEqual({ slug: 'waving-hand', tone: '3' });
    expect(toneAddress('waving-hand-medium-light-skin-tone')).toEqual({ slug: 'waving-hand', tone: '2' });
    expect(toneAddress('thumbs-up-dark-skin-tone')).toEqual({ slug: 'thumbs-up', tone: '5' });
    expect(toneAddress('people-holding-hands-medium-skin-tone-light-skin-tone')).toEqual({ slug: 'people-holding-hands', tone: '3-1' });
    expect(toneAddress('kiss-woman-man-medium-dark-skin-tone')).toEqual({ slug: 'kiss-woman-man', tone: '4' });
  });

  it('the dark-medium address of every emoji with skins lands on its page, showing that variant', () => {
    const sources = generatedPageSources();
    let checked = 0;
    for (const slug of emojiPageSlugs(sources)) {
      const model = buildEmojiPageModel(sources, slug, 'en')!;
      if (model.skins.length === 0) continue;
      const address = toneAddress(`${model.slug}-medium-dark-skin-tone`)!;
      expect(address.slug).toBe(model.slug);
      expect(skinOfToneParam(model.skins, address.tone)?.hexcode).toMatch(/1F3FE/);
      checked++;
    }
    expect(checked).toBe(330);
  });

  it('answers hostile slugs and params with null', () => {
    for (const slug of [
      '',
      'skin-tone',
      '-medium-skin-tone',
      'waving-hand',
      'waving-hand-purple-skin-tone',
      `${'a-'.repeat(3000)}medium-skin-tone`,
      'a-medium-skin-tone'.repeat(50),
    ]) {
      expect(toneAddress(slug)).toBeNull();
    }
    const skins = buildEmojiPageModel(generatedPageSources(), 'waving-hand', 'en')!.skins;
    expect(skinOfToneParam(skins, '3')?.emoji).toBe('👋🏽');
    for (const param of [null, '', '0', '6', '3-1', '33', '3-', ' 3', '3'.repeat(5000), '__proto__'])
      expect(skinOfToneParam(skins, param)).toBeNull();
    const pair = buildEmojiPageModel(generatedPageSources(), 'people-holding-hands', 'en')!.skins;
    expect(skinOfToneParam(pair, '3-1')?.emoji).toBe('🧑🏽‍🤝‍🧑🏻');
    expect(skinOfToneParam(pair, '2-2')?.emoji).toBe('🧑🏼‍🤝‍🧑🏼');
  });
});
