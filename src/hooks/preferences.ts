import { create } from 'zustand';
import type { SkinTone } from '../emoji/types.ts';
import { readStoredJson, writeStoredJson } from '../platform/stored-json.ts';

export type PanelMode = 'copy' | 'detail';

export const HISTORY_LIMIT = 50;
/** Far more than a picker row is used for; it keeps a corrupt or hostile stored list small. */
export const FAVORITES_LIMIT = 200;
const PREFERENCES_KEY = 'emoji-atlas/preferences/v1';
const HISTORY_KEY = 'emoji-atlas/history/v1';
export const FAVORITES_KEY = 'emoji-atlas/favorites/v1';
const HEXCODE = /^[0-9A-F]{2,6}(-[0-9A-F]{2,6}){0,9}$/;

interface Preferences {
  tone: SkinTone;
  panelMode: PanelMode;
  /** base hexcodes, newest first; the current tone is applied when shown */
  history: string[];
  /** base hexcodes, the latest starred first */
  favorites: string[];
  /** false until the stored values are read (after hydration, so the first render matches the HTML) */
  loaded: boolean;
}

interface PreferenceActions {
  setTone(tone: SkinTone): void;
  setPanelMode(mode: PanelMode): void;
  remember(hexcode: string): void;
  clearHistory(): void;
  toggleFavorite(hexcode: string): void;
  load(): void;
}

const isTone = (value: unknown): value is SkinTone => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5;

/** Validated stored preferences: each field falls back to its default on its own. */
export function parsePreferences(stored: unknown): Pick<Preferences, 'tone' | 'panelMode'> {
  const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return {
    tone: isTone(record.tone) ? record.tone : 0,
    panelMode: record.panelMode === 'detail' ? 'detail' : 'copy',
  };
}

/** A stored list of hexcodes: anything else reads as empty, bad entries and repeats are dropped. */
function parseHexcodes(stored: unknown, limit: number): string[] {
  if (!Array.isArray(stored)) return [];
  const valid = stored.filter((h): h is string => typeof h === 'string' && HEXCODE.test(h));
  return [...new Set(valid)].slice(0, limit);
}

export const parseHistory = (stored: unknown): string[] => parseHexcodes(stored, HISTORY_LIMIT);
export const parseFavorites = (stored: unknown): string[] => parseHexcodes(stored, FAVORITES_LIMIT);

export const usePreferences = create<Preferences & PreferenceActions>((set, get) => ({
  tone: 0,
  panelMode: 'copy',
  history: [],
  favorites: [],
  loaded: false,
  setTone(tone) {
    set({ tone });
    writeStoredJson(PREFERENCES_KEY, { tone, panelMode: get().panelMode });
  },
  setPanelMode(panelMode) {
    set({ panelMode });
    writeStoredJson(PREFERENCES_KEY, { tone: get().tone, panelMode });
  },
  remember(hexcode) {
    const history = [hexcode, ...get().history.filter((h) => h !== hexcode)].slice(0, HISTORY_LIMIT);
    set({ history });
    writeStoredJson(HISTORY_KEY, history);
  },
  clearHistory() {
    set({ history: [] });
    writeStoredJson(HISTORY_KEY, []);
  },
  toggleFavorite(hexcode) {
    const current = get().favorites;
    const favorites = current.includes(hexcode) ? current.filter((h) => h !== hexcode) : [hexcode, ...current].slice(0, FAVORITES_LIMIT);
    set({ favorites });
    writeStoredJson(FAVORITES_KEY, favorites);
  },
  load() {
    if (get().loaded) return;
    set({
      ...parsePreferences(readStoredJson(PREFERENCES_KEY)),
      history: parseHistory(readStoredJson(HISTORY_KEY)),
      favorites: parseFavorites(readStoredJson(FAVORITES_KEY)),
      loaded: true,
    });
  },
}));
