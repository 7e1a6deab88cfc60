import { beforeEach, describe, expect, it } from 'vitest';
import { mixParamValue, readMixParam, writeMixParam } from '../../../../src/features/kitchen/mix-param.ts';

describe('readMixParam', () => {
  it.each([
    ['?mix=1f600_1f525', { left: '1f600', right: '1f525' }],
    ['?q=cat&mix=1F600_263A', { left: '1f600', right: '263a' }],
    ['?mix=1f62e-200d-1f4a8_2764-fe0f-200d-1fa79', { left: '1f62e-200d-1f4a8', right: '2764-fe0f-200d-1fa79' }],
    ['?mix=1f600_', { left: '1f600', right: null }],
    ['?mix=_1f525', { left: null, right: '1f525' }],
    ['?mix=1f600_fire', { left: '1f600', right: null }],
    ['?mix=%3Cb%3E_1f525', { left: null, right: '1f525' }],
    ['?mix=1f600_1f525_1f4a9', { left: null, right: null }],
    ['?mix=', { left: null, right: null }],
    ['?q=cat', { left: null, right: null }],
    ['', { left: null, right: null }],
  ])('reads %s', (search, expected) => {
    expect(readMixParam(search)).toEqual(expected);
  });
});

describe('mixParamValue', () => {
  it('writes both sides, one side with the other empty, or nothing', () => {
    expect(mixParamValue({ left: '1f600', right: '1f525' })).toBe('1f600_1f525');
    expect(mixParamValue({ left: '1f600', right: null })).toBe('1f600_');
    expect(mixParamValue({ left: null, right: '1f525' })).toBe('_1f525');
    expect(mixParamValue({ left: null, right: null })).toBeNull();
  });
});

describe('writeMixParam', () => {
  beforeEach(() => history.replaceState({ usr: null, key: 'k1', idx: 3 }, '', '/en?q=%E7%8C%AB#top'));

  it('sets ?mix= in place, keeping the search query, the hash and the router state', () => {
    const length = history.length;
    writeMixParam({ left: '1f600', right: '1f525' });
    expect(new URLSearchParams(location.search).get('q')).toBe('猫');
    expect(new URLSearchParams(location.search).get('mix')).toBe('1f600_1f525');
    expect(location.pathname).toBe('/en');
    expect(location.hash).toBe('#top');
    expect(history.state).toEqual({ usr: null, key: 'k1', idx: 3 });
    expect(history.length).toBe(length);
  });

  it('removes ?mix= when nothing is chosen', () => {
    writeMixParam({ left: '1f600', right: null });
    writeMixParam({ left: null, right: null });
    expect(location.search).toBe('?q=%E7%8C%AB');
  });
});
