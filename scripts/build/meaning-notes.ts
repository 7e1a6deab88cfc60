/**
 * The meaning notes of data/meanings/ (see its README.md): for each emoji of emoji.json, two to four
 * sentences per language on what it means and how people use it. Read by emoji-pages.ts,
 * which fails on a note that breaks a rule below; a unit test fails while a listed emoji lacks one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/i18n/languages.ts';
import { ROOT } from '../lib/env.ts';

export const MEANINGS_DIR = join(ROOT, 'data', 'meanings');

/**
 * The longest note, in code points: about twice what the writers aim for (40-120 characters in
 * Chinese and Japanese, 60-160 in Korean, 25-70 words in English and Spanish), so that a note that
 * runs on, or two pasted together, fails, and a page's description stays one search snippet long.
 */
export const MAX_NOTE_LENGTH: Record<LanguageCode, number> = { zh: 240, zh_tw: 240, ja: 240, ko: 320, en: 640, es: 720 };
/** Shorter than this is no note ("❤️", "Love."): two sentences need more. */
export const MIN_NOTE_LENGTH = 12;

// Markup or entities, an address, a line break or other control character, and the invisible
// characters that reorder or hide text (bidi controls, zero-width space, BOM); ZWJ stays, as
// emoji the note names are written with it.
const FORBIDDEN: readonly [RegExp, string][] = [
  [/[<>]|&[#a-z0-9]+;/i, 'markup'],
  [/https?:|www\./i, 'an address'],
  [/\p{Cc}/u, 'a line break or control character'],
  [/[\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u, 'an invisible character'],
];

/** Why a note cannot be shown, or null when it can. */
export function noteProblem(note: unknown, lang: LanguageCode): string | null {
  if (typeof note !== 'string') return 'not text';
  if (note.trim() !== note) return 'space at its start or end';
  const length = [...note].length;
  if (length < MIN_NOTE_LENGTH) return length === 0 ? 'empty' : `too short (${length} characters)`;
  if (length > MAX_NOTE_LENGTH[lang]) return `too long (${length} characters, at most ${MAX_NOTE_LENGTH[lang]})`;
  for (const [pattern, what] of FORBIDDEN) if (pattern.test(note)) return `contains ${what}`;
  return null;
}

export interface MeaningNotes {
  /** the hexcodes (as emojibase writes them) that get a note, most used first */
  listed: string[];
  /** per language, hexcode -> note; a listed emoji may still lack one (see missingNotes) */
  notes: Record<LanguageCode, Record<string, string>>;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(MEANINGS_DIR, file), 'utf8'));

/** Reads and checks every note: throws on one that is malformed or belongs to no listed emoji. */
export function readMeaningNotes(): MeaningNotes {
  const listed = readJson('emoji.json');
  if (!Array.isArray(listed) || !listed.every((hexcode) => typeof hexcode === 'string'))
    throw new Error('data/meanings/emoji.json: not a list of hexcodes');
  const known = new Set(listed as string[]);
  const problems: string[] = [];
  const notes = Object.fromEntries(
    LANGUAGE_CODES.map((lang) => {
      const file = readJson(`${lang}.json`);
      if (typeof file !== 'object' || file === null || Array.isArray(file)) throw new Error(`data/meanings/${lang}.json: not an object`);
      for (const [hexcode, note] of Object.entries(file)) {
        const problem = known.has(hexcode) ? noteProblem(note, lang) : 'its emoji is not in emoji.json';
        if (problem) problems.push(`${lang} ${hexcode}: ${problem}`);
      }
      return [lang, file as Record<string, string>];
    }),
  ) as MeaningNotes['notes'];
  if (problems.length > 0) throw new Error(`data/meanings: ${problems.length} notes cannot be shown:\n${problems.join('\n')}`);
  return { listed: listed as string[], notes };
}

/** "ja 1F602" for every listed emoji a language has no note for. */
export function missingNotes({ listed, notes }: MeaningNotes): string[] {
  return LANGUAGE_CODES.flatMap((lang) => listed.filter((hexcode) => !Object.hasOwn(notes[lang], hexcode)).map((hexcode) => `${lang} ${hexcode}`));
}
