/**
 * What the page keeps for offline use once idle: every language's emoji data and the Chinese tags,
 * or under Save-Data / a 2g or 3g connection only its own language; each file once the page is
 * visible and left alone (no key, scroll or touch) for QUIET_MS.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chineseTagsUrl } from '../../../src/emoji/chinese-tags.ts';
import { japaneseReadingsUrl } from '../../../src/emoji/japanese-readings.ts';
import { emojiDataUrl } from '../../../src/emoji/load.ts';
import { keepOfflineData, QUIET_MS, savesData, whenPageQuiet } from '../../../src/platform/offline-data.ts';

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

const withConnection = (connection: object | undefined) => Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

afterEach(() => {
  vi.unstubAllGlobals();
  withConnection(undefined);
});

describe('savesData', () => {
  it.each([
    [undefined, false],
    [{ saveData: false, effectiveType: '4g' }, false],
    [{ saveData: false, effectiveType: '3g' }, true],
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: 'wifi' }, false],
  ])('connection %j: %s', (connection, expected) => {
    withConnection(connection);
    expect(savesData()).toBe(expected);
  });
});

const quiet = async () => {};

describe('keepOfflineData', () => {
  it('keeps the page language first, then the five others and the Chinese tags, skipping what is kept', async () => {
    const added = stubCaches([emojiDataUrl('en')]);
    expect(await keepOfflineData('en', quiet)).toEqual(['en', 'zh', 'zh_tw', 'ja', 'ko', 'es']);
    expect(added).toEqual([...['zh', 'zh_tw', 'ja', 'ko', 'es'].map(emojiDataUrl), chineseTagsUrl, japaneseReadingsUrl]);
  });

  it('under Save-Data keeps the page language only (and its Chinese tags where its file leaves them out)', async () => {
    withConnection({ saveData: true });
    const added = stubCaches();
    expect(await keepOfflineData('en', quiet)).toEqual(['en']);
    expect(added).toEqual([emojiDataUrl('en')]);
    expect(await keepOfflineData('ja', quiet)).toEqual(['ja']);
    expect(added).toEqual([emojiDataUrl('en'), emojiDataUrl('ja'), chineseTagsUrl, japaneseReadingsUrl]);
  });

  it('fetches each file only once the page is quiet, and nothing while it is busy', async () => {
    const added = stubCaches();
    const waits: (() => void)[] = [];
    const kept = keepOfflineData('zh', () => new Promise((resume) => waits.push(resume)));
    await vi.waitFor(() => expect(waits).toHaveLength(1));
    expect(added).toEqual([]);
    waits[0]!();
    await vi.waitFor(() => expect(waits).toHaveLength(2));
    expect(added).toEqual([emojiDataUrl('zh')]);
    for (let next = 1; next < 8; next++) {
      waits[next]!();
      if (next < 7) await vi.waitFor(() => expect(waits).toHaveLength(next + 2));
    }
    expect(await kept).toEqual(['zh', 'zh_tw', 'en', 'ja', 'ko', 'es']);
    expect(added).toHaveLength(8);
  });

  it('on a 2g connection likewise', async () => {
    withConnection({ effectiveType: '2g' });
    const added = stubCaches();
    expect(await keepOfflineData('ko', quiet)).toEqual(['ko']);
    expect(added).toEqual([emojiDataUrl('ko'), chineseTagsUrl]);
  });
});

describe('whenPageQuiet', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const settled = (promise: Promise<void>) => {
    const state = { done: false };
    void promise.then(() => {
      state.done = true;
    });
    return state;
  };

  it('waits QUIET_MS from the first call, then answers at once while nothing happens', async () => {
    const first = settled(whenPageQuiet());
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(first.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.done).toBe(true);
    const second = settled(whenPageQuiet());
    await vi.advanceTimersByTimeAsync(0);
    expect(second.done).toBe(true);
  });

  it.each([
    ['a key', () => document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))],
    ['typing', () => document.body.dispatchEvent(new Event('input', { bubbles: true }))],
    ['a scroll of an inner element', () => document.body.dispatchEvent(new Event('scroll'))],
    ['a touch', () => document.dispatchEvent(new Event('touchmove', { bubbles: true }))],
  ])('%s starts the wait again', async (_, act) => {
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    act();
    const wait = settled(whenPageQuiet());
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(wait.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.done).toBe(true);
  });

  it('waits while the page is hidden, and QUIET_MS after it is shown again', async () => {
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    const wait = settled(whenPageQuiet());
    await vi.advanceTimersByTimeAsync(10 * QUIET_MS);
    expect(wait.done).toBe(false);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(wait.done).toBe(false);
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(wait.done).toBe(true);
  });
});
