import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_KEY, CHUNK_RELOAD_GUARD_MS, isChunkLoadFailure, reloadAfterChunkFailure } from '../../../src/platform/chunk-reload.ts';

describe('reloadAfterChunkFailure', () => {
  it('reloads once, not again within 10 s, and again after', () => {
    sessionStorage.clear();
    const reload = vi.fn();
    const start = 1_700_000_000_000;
    expect(reloadAfterChunkFailure(sessionStorage, start, reload)).toBe(true);
    expect(reloadAfterChunkFailure(sessionStorage, start + 1_000, reload)).toBe(false);
    expect(reloadAfterChunkFailure(sessionStorage, start + CHUNK_RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkFailure(sessionStorage, start + CHUNK_RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps the guard under a namespaced key in sessionStorage', () => {
    sessionStorage.clear();
    reloadAfterChunkFailure(sessionStorage, 42_000, () => {});
    expect(CHUNK_RELOAD_GUARD_KEY).toMatch(/^emoji-atlas\//);
    expect(sessionStorage.getItem(CHUNK_RELOAD_GUARD_KEY)).toBe('42000');
  });

  it('ignores a corrupt or future guard value instead of never reloading again', () => {
    const reload = vi.fn();
    sessionStorage.setItem(CHUNK_RELOAD_GUARD_KEY, 'garbage');
    expect(reloadAfterChunkFailure(sessionStorage, 50_000, reload)).toBe(true);
    sessionStorage.setItem(CHUNK_RELOAD_GUARD_KEY, String(10 ** 15));
    expect(reloadAfterChunkFailure(sessionStorage, 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while the browser is offline, and leaves the guard for a later failure online', () => {
    sessionStorage.clear();
    const reload = vi.fn();
    expect(reloadAfterChunkFailure(sessionStorage, 70_000, reload, false)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_GUARD_KEY)).toBeNull();
    expect(reloadAfterChunkFailure(sessionStorage, 71_000, reload, true)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the guard cannot be stored', () => {
    const reload = vi.fn();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(reloadAfterChunkFailure(full, 1_000, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadFailure', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://localhost/assets/feedback-screen-abc.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: http://localhost/assets/x.js',
  ])('recognises %s', (message) => {
    expect(isChunkLoadFailure(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadFailure(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
  });
});
