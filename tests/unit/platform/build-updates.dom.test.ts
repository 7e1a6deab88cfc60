import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_INTERVAL_MS, FIRST_CHECK_DELAY_MS, pageBuildId, watchBuildUpdates } from '../../../src/platform/build-updates.ts';

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('watchBuildUpdates', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
  });

  it('checks first about 1 s after start, then every few minutes', async () => {
    const fetchLatest = vi.fn(async () => 'build-a');
    stop = watchBuildUpdates({ currentId: 'build-a', onNewBuild: vi.fn(), fetchLatest });
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(CHECK_INTERVAL_MS).toBeGreaterThanOrEqual(60_000);
  });

  it('checks again when the tab becomes visible, not when it is hidden', async () => {
    const fetchLatest = vi.fn(async () => 'build-a');
    stop = watchBuildUpdates({ currentId: 'build-a', onNewBuild: vi.fn(), fetchLatest });
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).not.toHaveBeenCalled();
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
  });

  it('reports a different deployed id once and stops checking', async () => {
    const onNewBuild = vi.fn();
    const fetchLatest = vi.fn(async () => 'build-b');
    stop = watchBuildUpdates({ currentId: 'build-a', onNewBuild, fetchLatest });
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS);
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith('build-b');
    await vi.advanceTimersByTimeAsync(3 * CHECK_INTERVAL_MS);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('keeps checking after a failed check (offline answers null)', async () => {
    const onNewBuild = vi.fn();
    const answers = [null, 'build-b'];
    const fetchLatest = vi.fn(async () => answers.shift() ?? null);
    stop = watchBuildUpdates({ currentId: 'build-a', onNewBuild, fetchLatest });
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith('build-b');
  });

  it('does not start a second check while one is still waiting for the network', async () => {
    let answer: (id: string) => void = () => {};
    const fetchLatest = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    stop = watchBuildUpdates({ currentId: 'build-a', onNewBuild: vi.fn(), fetchLatest });
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    answer('build-a');
  });

  it('stops on request', async () => {
    const fetchLatest = vi.fn(async () => 'build-b');
    watchBuildUpdates({ currentId: 'build-a', onNewBuild: vi.fn(), fetchLatest })();
    await vi.advanceTimersByTimeAsync(2 * CHECK_INTERVAL_MS);
    expect(fetchLatest).not.toHaveBeenCalled();
  });
});

describe('pageBuildId', () => {
  it('reads the id the prerender stamped into the page', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(pageBuildId(doc)).toBeNull();
    doc.head.insertAdjacentHTML('beforeend', '<meta name="build-id" content="0123456789abcdef">');
    expect(pageBuildId(doc)).toBe('0123456789abcdef');
  });
});
