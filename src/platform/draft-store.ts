import { readStoredJson, writeStoredJson } from './stored-json.ts';

/** A form's draft kept in localStorage across reloads and offline spells. */
export interface DraftStore<Draft> {
  /** A stored value as a draft: a missing, corrupt or foreign field takes the empty draft's value. */
  parse(stored: unknown): Draft;
  /** Browser only: called from effects and handlers, never while rendering (the prerendered HTML has the empty draft). */
  read(): Draft;
  /** Stores the draft; the empty draft removes the entry. */
  save(draft: Draft): void;
}

/** For each field of a draft, whether a stored value may be it. */
export type DraftFields<Draft> = { readonly [Field in keyof Draft]: (value: unknown) => boolean };

export function createDraftStore<Draft extends object>(key: string, empty: Draft, fields: DraftFields<Draft>): DraftStore<Draft> {
  const names = Object.keys(fields) as (keyof Draft)[];
  const parse = (stored: unknown): Draft => {
    if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return empty;
    const draft = { ...empty };
    for (const name of names) {
      const value = (stored as Record<keyof Draft, unknown>)[name];
      if (fields[name](value)) draft[name] = value as Draft[keyof Draft];
    }
    return draft;
  };
  return {
    parse,
    read: () => parse(readStoredJson(key)),
    save: (draft) => writeStoredJson(key, names.every((name) => draft[name] === empty[name]) ? undefined : draft),
  };
}

/**
 * A text field's check. Generous on purpose: a draft over the form's limit is still the visitor's
 * text to shorten; beyond `longest` UTF-16 units a stored value was not typed into the form.
 */
export const textUpTo =
  (longest: number) =>
  (value: unknown): value is string =>
    typeof value === 'string' && value.length <= longest;
