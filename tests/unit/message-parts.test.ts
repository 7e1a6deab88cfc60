import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import en from '../../locales/en.json';
import { LATER_GROUPS, messagePart } from '../../src/i18n/message-parts.ts';

it('the two parts of a locale file hold each of its groups exactly once', () => {
  const first = messagePart(en, 'first');
  const later = messagePart(en, 'later');
  expect(Object.keys(later).sort()).toEqual([...LATER_GROUPS].sort());
  expect({ ...first, ...later }).toEqual(en);
  expect(Object.keys(first).filter((group) => group in later)).toEqual([]);
});

it("no code that home, index_v1 or a 404 page runs reads a later group's strings", () => {
  // The later groups are shown by the optimizer, the feedback board and the emoji pages only
  // (src/app/screens.tsx loads them for those); a key of one of them elsewhere would show as its key.
  const laterFolders = ['features/optimizer', 'features/feedback', 'features/emoji-page'];
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const root = join(import.meta.dirname, '../../src');
  const key = new RegExp(`[\`'"](?:${LATER_GROUPS.join('|')})\\.`);
  const readers = sources(root)
    .filter((file) => !laterFolders.some((folder) => file.startsWith(join(root, folder))))
    .filter((file) => key.test(readFileSync(file, 'utf8')));
  expect(readers.map((file) => file.slice(root.length + 1))).toEqual([]);
});
