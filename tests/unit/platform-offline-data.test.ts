// @vitest-environment jsdom
/**
 * What the page keeps for offline use once idle: every language's emoji data and the Chinese tags,
 * or under Save-Data / a 2g connection only its own language.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chineseTagsUrl } from '../../src/emoji/chinese-tags.ts';
import { japaneseReadingsUrl } from '../../src/emoji/japanese-readings.ts';
import { emojiDataUrl } from '../../src/emoji/load.ts';
import { keepOfflineData, savesData } from '../../src/platform/offline-data.ts';

/** A Cache Storage with one cache that records what is added, holding `present` already. */
function stubCaches(present: string[] = []) {
  const added: string[] = [];
  const cache = {
    match: async (url: string) => (present.includes(url) || added.includes(url) ? new Response('') : undefined),
    add: async (url: string) => {
      added.push(url);
    },
  };
  vi.stubGlobal('caches', { open: async () => cache });
  return added;
}

const withConnection = (connection: object | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

afterEach(() => {
  vi.unstubAllGlobals();
  withConnection(undefined);
});

describe('savesData', () => {
  it.each([
    [undefined, false],
    [{ saveData: false, effectiveType: '4g' }, false],
    [{ saveData: false, effectiveType: '3g' }, false],
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
  ])('connection %j: %s', (connection, expected) => {
    withConnection(connection);
    expect(savesData()).toBe(expected);
  });
});

describe('keepOfflineData', () => {
  it('keeps the page language first, then the five others and the Chinese tags, skipping what is kept', async () => {
    const added = stubCaches([emojiDataUrl('en')]);
    expect(await keepOfflineData('en')).toEqual(['en', 'zh', 'zh_tw', 'ja', 'ko', 'es']);
    expect(added).toEqual([...['zh', 'zh_tw', 'ja', 'ko', 'es'].map(emojiDataUrl), chineseTagsUrl, japaneseReadingsUrl]);
  });

  it('under Save-Data keeps the page language only (and its Chinese tags where its file leaves them out)', async () => {
    withConnection({ saveData: true });
    const added = stubCaches();
    expect(await keepOfflineData('en')).toEqual(['en']);
    expect(added).toEqual([emojiDataUrl('en')]);
    expect(await keepOfflineData('ja')).toEqual(['ja']);
    expect(added).toEqual([emojiDataUrl('en'), emojiDataUrl('ja'), chineseTagsUrl, japaneseReadingsUrl]);
  });

  it('on a 2g connection likewise', async () => {
    withConnection({ effectiveType: '2g' });
    const added = stubCaches();
    expect(await keepOfflineData('ko')).toEqual(['ko']);
    expect(added).toEqual([emojiDataUrl('ko'), chineseTagsUrl]);
  });
});
