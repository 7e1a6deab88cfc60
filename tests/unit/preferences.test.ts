import { beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, parseHistory, parsePreferences, usePreferences } from '../../src/features/catalog/preferences.ts';

describe('stored preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    usePreferences.setState({ tone: 0, panelMode: 'copy', history: [], loaded: false });
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
    usePreferences.getState().setTone(4);
    usePreferences.getState().setPanelMode('detail');
    usePreferences.setState({ tone: 0, panelMode: 'copy', loaded: false });
    usePreferences.getState().load();
    expect(usePreferences.getState()).toMatchObject({ tone: 4, panelMode: 'detail' });
  });
});
