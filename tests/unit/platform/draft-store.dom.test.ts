import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDraftStore, textUpTo } from '../../../src/platform/draft-store.ts';

const KEY = 'emoji-atlas/test-draft/v1';
const EMPTY = { body: '', size: 'small' as 'small' | 'large' };
const store = createDraftStore(KEY, EMPTY, {
  body: textUpTo(10),
  size: (value) => value === 'small' || value === 'large',
});

describe('createDraftStore', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps what was typed across a read and removes the entry for the empty draft', () => {
    store.save({ body: '草稿 👍🏽', size: 'large' });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ body: '草稿 👍🏽', size: 'large' });
    expect(store.read()).toEqual({ body: '草稿 👍🏽', size: 'large' });
    store.save({ body: '', size: 'small' });
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(store.read()).toEqual(EMPTY);
  });

  it('reads missing, corrupt and foreign values field by field, each wrong field as the empty one', () => {
    expect(store.read()).toEqual(EMPTY);
    localStorage.setItem(KEY, '{"body": "x"');
    expect(store.read()).toEqual(EMPTY);
    for (const stored of [null, 7, 'body', true, ['a', 'large']]) expect(store.parse(stored)).toEqual(EMPTY);
    expect(store.parse({ body: 42, size: 'large' })).toEqual({ body: '', size: 'large' });
    expect(store.parse({ body: 'kept', size: 'huge' })).toEqual({ body: 'kept', size: 'small' });
    expect(store.parse({ body: 'x'.repeat(11), size: { nested: true } })).toEqual(EMPTY);
    expect(store.parse(JSON.parse('{"__proto__": {"body": "polluted"}, "extra": 1}'))).toEqual(EMPTY);
  });

  it('survives a storage that throws: the draft lives as long as the page', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => store.save({ body: 'typed', size: 'large' })).not.toThrow();
    expect(store.read()).toEqual(EMPTY);
  });
});
