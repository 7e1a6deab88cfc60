import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
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
  const valid = new Set<string>();
  // Stops at the limit: a hostile list of 100,000 entries costs no more than one of 200.
  for (const h of stored) {
    if (valid.size === limit) break;
    if (typeof h === 'string' && HEXCODE.test(h)) valid.add(h);
  }
  return [...valid];
}

export const parseHistory = (stored: unknown): string[] => parseHexcodes(stored, HISTORY_LIMIT);
export const parseFavorites = (stored: unknown): string[] => parseHexcodes(stored, FAVORITES_LIMIT);

/** The stored values, one localStorage key each, unvalidated until `merge` reads them. */
const STORED_KEYS = { preferences: PREFERENCES_KEY, history: HISTORY_KEY, favorites: FAVORITES_KEY } as const;
type StoredValues = Record<keyof typeof STORED_KEYS, unknown> & Pick<Preferences, 'loaded'>;

/** What the stored values mean; each falls back to its default on its own. */
function readStored(values: unknown): Preferences {
  const stored = (values && typeof values === 'object' ? values : {}) as Partial<StoredValues>;
  return {
    ...parsePreferences(stored.preferences),
    history: parseHistory(stored.history),
    favorites: parseFavorites(stored.favorites),
    loaded: true,
  };
}

/** The state as it is stored: tone and panel mode share a key. */
const toStored = ({ tone, panelMode, history, favorites, loaded }: Preferences): StoredValues => ({
  preferences: { tone, panelMode },
  history,
  favorites,
  loaded,
});

/**
 * zustand's persist storage over the keys visitors already have, each a plain JSON value
 * (CONTRACT.md's `emoji-atlas/<name>/v1`), rather than one `{ state, version }` entry under a new
 * name: what is stored keeps loading, nothing is migrated, and the tests and the emoji page read
 * the same keys. A key is written only when its value changed, so a copy in one tab does not
 * overwrite the favourites starred in another; nothing is written before the stored values were
 * read, so the defaults never replace them.
 */
function keyedStorage(): PersistStorage<StoredValues> {
  const written = new Map<string, string>();
  const entries = Object.entries(STORED_KEYS) as [keyof typeof STORED_KEYS, string][];
  return {
    getItem() {
      const state: StoredValues = { preferences: null, history: null, favorites: null, loaded: true };
      for (const [field, key] of entries) state[field] = readStoredJson(key);
      // What the visitor sees counts as written: a value repaired on read is stored when it next changes.
      const seen = toStored(readStored(state));
      for (const [field, key] of entries) written.set(key, JSON.stringify(seen[field]));
      return { state, version: 0 };
    },
    setItem(_name, { state }) {
      if (!state.loaded) return;
      for (const [field, key] of entries) {
        const json = JSON.stringify(state[field]);
        if (written.get(key) === json) continue;
        written.set(key, json);
        writeStoredJson(key, state[field]);
      }
    },
    removeItem() {
      for (const [, key] of entries) writeStoredJson(key, undefined);
      written.clear();
    },
  };
}

export const usePreferences = create<Preferences & PreferenceActions>()(
  persist(
    (set, get, api) => ({
      tone: 0,
      panelMode: 'copy',
      history: [],
      favorites: [],
      loaded: false,
      setTone(tone) {
        set({ tone });
      },
      setPanelMode(panelMode) {
        set({ panelMode });
      },
      remember(hexcode) {
        set({ history: [hexcode, ...get().history.filter((h) => h !== hexcode)].slice(0, HISTORY_LIMIT) });
      },
      clearHistory() {
        set({ history: [] });
      },
      toggleFavorite(hexcode) {
        const current = get().favorites;
        set({ favorites: current.includes(hexcode) ? current.filter((h) => h !== hexcode) : [hexcode, ...current].slice(0, FAVORITES_LIMIT) });
      },
      load() {
        // The storage answers synchronously, so the stored values are in the state when this returns.
        if (!get().loaded) void api.persist.rehydrate();
      },
    }),
    {
      name: 'emoji-atlas/preferences',
      storage: keyedStorage(),
      partialize: (state) => toStored(state),
      // Every stored value is checked on read: corrupt, foreign or missing ones fall back to the defaults.
      merge: (stored, current) => ({ ...current, ...readStored(stored) }),
      // Read after hydration (load), so the first render equals the prerendered HTML.
      skipHydration: true,
    },
  ),
);
