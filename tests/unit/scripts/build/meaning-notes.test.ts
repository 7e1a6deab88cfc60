import { describe, expect, it } from 'vitest';
import { MAX_NOTE_LENGTH, missingNotes, noteProblem, readMeaningNotes } from '../../../../scripts/build/meaning-notes.ts';
import { LANGUAGE_CODES } from '../../../../src/i18n/languages.ts';
import { generatedEmoji } from '../../generated-emoji.ts';

describe('the meaning notes (data/meanings/)', () => {
  const notes = readMeaningNotes();

  it('lists 300 emoji of the site, each once, the most used first', () => {
    expect(notes.listed).toHaveLength(300);
    expect(new Set(notes.listed).size).toBe(300);
    const hexcodes = new Set(generatedEmoji('en').map((emoji) => emoji.hexcode));
    expect(notes.listed.filter((hexcode) => !hexcodes.has(hexcode))).toEqual([]);
    expect(notes.listed.slice(0, 3)).toEqual(['2764', '1F602', '1F408']);
  });

  it('has a note for every listed emoji in every language', () => {
    expect(missingNotes(notes)).toEqual([]);
  });

  it('turns away a note that is empty, over-long, marked up or hides characters, at once', () => {
    const good = 'Un corazón rojo: amor, cariño y agradecimiento. Es el corazón más usado.';
    expect(noteProblem(good, 'es')).toBeNull();
    expect(noteProblem('', 'en')).toBe('empty');
    expect(noteProblem('Love.', 'en')).toBe('too short (5 characters)');
    expect(noteProblem(42, 'en')).toBe('not text');
    expect(noteProblem(null, 'en')).toBe('not text');
    expect(noteProblem(` ${good}`, 'es')).toBe('space at its start or end');
    expect(noteProblem('笑'.repeat(5000), 'ja')).toBe(`too long (5000 characters, at most ${MAX_NOTE_LENGTH.ja})`);
    expect(noteProblem(`${good} <b>sí</b>`, 'es')).toBe('contains markup');
    expect(noteProblem(`${good} &amp; más`, 'es')).toBe('contains markup');
    expect(noteProblem(`${good} Ver https://example.com`, 'es')).toBe('contains an address');
    expect(noteProblem(`${good}\nOtra línea.`, 'es')).toBe('contains a line break or control character');
    expect(noteProblem(`${good}\u202e`, 'es')).toBe('contains an invisible character');
    // An emoji the note names keeps its joiner: not to be mixed up with 🐈‍⬛.
    expect(noteProblem('黒猫は 🐈‍⬛ と書く。普通の猫とは別の絵文字である。', 'ja')).toBeNull();
  });

  it('every language has its file', () => {
    expect(Object.keys(notes.notes).sort()).toEqual([...LANGUAGE_CODES].sort());
  });
});
