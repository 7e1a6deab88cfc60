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

/** The stored values, one localStorage key each. */
const STORED_KEYS = { preferences: PREFERENCES_KEY, history: HISTORY_KEY, favorites: FAVORITES_KEY } as const;
type StoredField = keyof typeof STORED_KEYS;
const STORED_FIELDS = Object.keys(STORED_KEYS) as StoredField[];

/** The state as it is stored: tone and panel mode share a key. */
const toStored = ({ tone, panelMode, history, favorites }: Omit<Preferences, 'loaded'>): Record<StoredField, unknown> => ({
  preferences: { tone, panelMode },
  history,
  favorites,
});

/** Each key's value as last read or written, as JSON. */
const written = new Map<StoredField, string>();

/** What the stored values mean; each falls back to its default on its own. */
function readStored(): Omit<Preferences, 'loaded'> {
  const stored = Object.fromEntries(STORED_FIELDS.map((field) => [field, readStoredJson(STORED_KEYS[field])])) as Record<StoredField, unknown>;
  const state = { ...parsePreferences(stored.preferences), history: parseHistory(stored.history), favorites: parseFavorites(stored.favorites) };
  // What the visitor sees counts as written: a value repaired on read is stored when it next changes.
  const seen = toStored(state);
  for (const field of STORED_FIELDS) written.set(field, JSON.stringify(seen[field]));
  return state;
}

/**
 * Stores the state under the keys visitors already have, each a plain JSON value (CONTRACT.md's
 * `emoji-atlas/<name>/v1`): what is stored keeps loading, and the tests and the emoji page read
 * the same keys. A key is written only when its value changed, so a copy in one tab does not
 * overwrite the favourites starred in another; nothing is written before the stored values were
 * read, so the defaults never replace them. (zustand's persist middleware did this through a
 * custom storage in 0.9 KiB gzip of home's first load, home budget, scripts/bench-cold-load.ts.)
 */
function store(state: Preferences): void {
  if (!state.loaded) return;
  const values = toStored(state);
  for (const field of STORED_FIELDS) {
    const json = JSON.stringify(values[field]);
    if (written.get(field) === json) continue;
    written.set(field, json);
    writeStoredJson(STORED_KEYS[field], values[field]);
  }
}

export const usePreferences = create<Preferences & PreferenceActions>()((set, get) => ({
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
    // Read after hydration, so the first render equals the prerendered HTML.
    if (!get().loaded) set({ ...readStored(), loaded: true });
  },
}));

usePreferences.subscribe(store);
