import { describe, expect, it } from 'vitest';
import { matchEmojiPath } from '../../../src/app/routes.ts';
import { emojiOfflinePath, emojiPagePath } from '../../../src/emoji/slug.ts';

describe('emoji page paths', () => {
  it('are /emoji/{slug} for Chinese and /{lang}/emoji/{slug} otherwise; /zh pages exist too', () => {
    expect(emojiPagePath('zh', 'red-heart')).toBe('/emoji/red-heart');
    expect(emojiPagePath('zh', 'red-heart', true)).toBe('/zh/emoji/red-heart');
    expect(emojiPagePath('zh_tw', 'red-heart')).toBe('/zh_tw/emoji/red-heart');
    expect(emojiOfflinePath('zh')).toBe('/emoji-offline');
    expect(emojiOfflinePath('ko')).toBe('/ko/emoji-offline');
  });

  it('are read back with their language and prefix', () => {
    expect(matchEmojiPath('/emoji/red-heart')).toEqual({ lang: 'zh', prefixed: false, slug: 'red-heart' });
    expect(matchEmojiPath('/zh/emoji/red-heart')).toEqual({ lang: 'zh', prefixed: true, slug: 'red-heart' });
    expect(matchEmojiPath('/es/emoji/keycap-1')).toEqual({ lang: 'es', prefixed: true, slug: 'keycap-1' });
  });

  it('reject other shapes at once, hostile ones included', () => {
    for (const path of ['/xx/emoji/red-heart', '/emoji/', '/emoji/Red-Heart', '/emoji/red-heart/', '/emoji/red--heart', '/en/emoji/😀', '/en/emoji/a/b', `/emoji/${'a-'.repeat(3000)}`]) {
      expect(matchEmojiPath(path), path.slice(0, 40)).toBeNull();
    }
    const start = performance.now();
    matchEmojiPath(`/emoji/${'a-'.repeat(50_000)}!`);
    expect(performance.now() - start).toBeLessThan(50);
  });
});
