import { beforeEach, describe, expect, it } from 'vitest';
import {
  FAVORITES_KEY,
  FAVORITES_LIMIT,
  HISTORY_LIMIT,
  parseFavorites,
  parseHistory,
  parsePreferences,
  usePreferences,
} from '../../../src/hooks/preferences.ts';

describe('stored preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    usePreferences.setState({ tone: 0, panelMode: 'copy', history: [], favorites: [], loaded: false });
  });

  it('falls back to defaults for corrupt or foreign values, field by field', () => {
    expect(parsePreferences(null)).toEqual({ tone: 0, panelMode: 'copy' });
    expect(parsePreferences('nonsense')).toEqual({ tone: 0, panelMode: 'copy' });
    expect(parsePreferences({ tone: 9, panelMode: 'detail' })).toEqual({ tone: 0, panelMode: 'detail' });
    expect(parsePreferences({ tone: 2.5, panelMode: 'zoom' })).toEqual({ tone: 0, panelMode: 'copy' });
    expect(parsePreferences({ tone: 3, panelMode: 'copy' })).toEqual({ tone: 3, panelMode: 'copy' });
  });

  it('keeps only valid, unique hexcodes in history, capped', () => {
    expect(parseHistory({ a: 1 })).toEqual([]);
    expect(parseHistory(['1F600', '<script>', 42, '1F600', '1F44D-1F3FB'])).toEqual(['1F600', '1F44D-1F3FB']);
    const many = Array.from({ length: 80 }, (_, i) => (0x1f300 + i).toString(16).toUpperCase());
    expect(parseHistory(many)).toHaveLength(HISTORY_LIMIT);
  });

  it('loads corrupt JSON in localStorage as defaults without throwing', () => {
    localStorage.setItem('emoji-atlas/preferences/v1', '{not json');
    localStorage.setItem('emoji-atlas/history/v1', '"a string"');
    usePreferences.getState().load();
    expect(usePreferences.getState()).toMatchObject({ tone: 0, panelMode: 'copy', history: [], loaded: true });
  });

  it('remembers copies newest first, without duplicates, capped at 50, and persists them', () => {
    usePreferences.getState().load();
    const { remember } = usePreferences.getState();
    for (let i = 0; i < 60; i++) remember((0x1f300 + i).toString(16).toUpperCase());
    remember('1F301');
    const { history } = usePreferences.getState();
    expect(history).toHaveLength(50);
    expect(history[0]).toBe('1F301');
    expect(history.filter((h) => h === '1F301')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('emoji-atlas/history/v1')!)).toEqual(history);
  });

  it('persists tone and panel mode and reads them back', () => {
    usePreferences.getState().load();
    usePreferences.getState().setTone(4);
    usePreferences.getState().setPanelMode('detail');
    usePreferences.setState({ tone: 0, panelMode: 'copy', loaded: false });
    usePreferences.getState().load();
    expect(usePreferences.getState()).toMatchObject({ tone: 4, panelMode: 'detail' });
  });

  it('stars and unstars favourites, latest first, persisted under emoji-atlas/favorites/v1 and read back', () => {
    usePreferences.getState().load();
    const { toggleFavorite } = usePreferences.getState();
    toggleFavorite('1F600');
    toggleFavorite('2764-FE0F');
    toggleFavorite('1F355');
    toggleFavorite('2764-FE0F');
    expect(usePreferences.getState().favorites).toEqual(['1F355', '1F600']);
    expect(JSON.parse(localStorage.getItem(FAVORITES_KEY)!)).toEqual(['1F355', '1F600']);
    usePreferences.setState({ favorites: [], loaded: false });
    usePreferences.getState().load();
    expect(usePreferences.getState().favorites).toEqual(['1F355', '1F600']);
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['a string', '"1F600"'],
    ['an object', '{"0":"1F600"}'],
    ['a number', '42'],
  ])('reads %s stored as favourites as none, without throwing', (_, raw) => {
    localStorage.setItem(FAVORITES_KEY, raw);
    usePreferences.getState().load();
    expect(usePreferences.getState()).toMatchObject({ favorites: [], loaded: true });
  });

  it('keeps only valid, unique hexcodes among stored favourites, capped', () => {
    expect(parseFavorites(['1F600', '<img onerror=x>', null, '1f600', '1F600', '1F44D-1F3FB', 'A'.repeat(5_000)])).toEqual(['1F600', '1F44D-1F3FB']);
    const many = Array.from({ length: FAVORITES_LIMIT + 100 }, (_, i) => (0x1f300 + i).toString(16).toUpperCase());
    expect(parseFavorites(many)).toHaveLength(FAVORITES_LIMIT);
  });

  it('loads what the previous version stored under its three keys, as it wrote them', () => {
    localStorage.setItem('emoji-atlas/preferences/v1', '{"tone":3,"panelMode":"detail"}');
    localStorage.setItem('emoji-atlas/history/v1', '["1F602","1F600"]');
    localStorage.setItem('emoji-atlas/favorites/v1', '["2764-FE0F"]');
    usePreferences.getState().load();
    expect(usePreferences.getState()).toMatchObject({
      tone: 3,
      panelMode: 'detail',
      history: ['1F602', '1F600'],
      favorites: ['2764-FE0F'],
      loaded: true,
    });
    // And writes the same formats back, under the same keys, nothing else.
    usePreferences.getState().remember('1F355');
    expect(JSON.parse(localStorage.getItem('emoji-atlas/history/v1')!)).toEqual(['1F355', '1F602', '1F600']);
    expect(Object.keys(localStorage).sort()).toEqual(['emoji-atlas/favorites/v1', 'emoji-atlas/history/v1', 'emoji-atlas/preferences/v1']);
  });

  it('reads wrong types field by field: a bad tone keeps the stored lists', () => {
    localStorage.setItem('emoji-atlas/preferences/v1', '{"tone":"3","panelMode":["detail"]}');
    localStorage.setItem('emoji-atlas/history/v1', '{"0":"1F600","length":1}');
    localStorage.setItem(FAVORITES_KEY, '["1F600",{"hexcode":"1F602"},7,true,null]');
    usePreferences.getState().load();
    expect(usePreferences.getState()).toMatchObject({ tone: 0, panelMode: 'copy', history: [], favorites: ['1F600'], loaded: true });
  });

  it('drops what is not an emoji hexcode from the stored lists', () => {
    localStorage.setItem(
      'emoji-atlas/history/v1',
      JSON.stringify(['1F600', 'grinning', '1F600-', '-1F600', 'U+1F600', '😀', '1F600 1F602', '1F44D-1F3FB']),
    );
    usePreferences.getState().load();
    expect(usePreferences.getState().history).toEqual(['1F600', '1F44D-1F3FB']);
  });

  it('caps a huge stored list, reading no further than the cap', () => {
    const huge = Array.from({ length: 100_000 }, (_, i) => (0x10000 + i).toString(16).toUpperCase());
    localStorage.setItem(FAVORITES_KEY, JSON.stringify(huge));
    localStorage.setItem('emoji-atlas/history/v1', JSON.stringify(huge));
    usePreferences.getState().load();
    expect(usePreferences.getState().favorites).toEqual(huge.slice(0, FAVORITES_LIMIT));
    expect(usePreferences.getState().history).toEqual(huge.slice(0, HISTORY_LIMIT));
    // The entries past the cap are not even looked at.
    const expected = huge.slice(0, FAVORITES_LIMIT);
    Object.defineProperty(huge, FAVORITES_LIMIT + 1, {
      get() {
        throw new Error('read past the cap');
      },
    });
    expect(parseFavorites(huge)).toEqual(expected);
  });

  it('writes nothing before the stored values are read, so the defaults never replace them', () => {
    localStorage.setItem(FAVORITES_KEY, '["1F355"]');
    usePreferences.getState().setTone(2);
    usePreferences.getState().remember('1F600');
    expect(localStorage.getItem(FAVORITES_KEY)).toBe('["1F355"]');
    expect(localStorage.getItem('emoji-atlas/history/v1')).toBeNull();
    usePreferences.getState().load();
    expect(usePreferences.getState().favorites).toEqual(['1F355']);
  });

  it('writes only the key that changed: a copy here keeps the favourites another tab starred', () => {
    usePreferences.getState().load();
    // Another tab stars an emoji after this one read the stored values.
    localStorage.setItem(FAVORITES_KEY, '["1F355"]');
    usePreferences.getState().remember('1F600');
    usePreferences.getState().setTone(5);
    expect(localStorage.getItem(FAVORITES_KEY)).toBe('["1F355"]');
    expect(JSON.parse(localStorage.getItem('emoji-atlas/history/v1')!)).toEqual(['1F600']);
    expect(JSON.parse(localStorage.getItem('emoji-atlas/preferences/v1')!)).toEqual({ tone: 5, panelMode: 'copy' });
  });
});
