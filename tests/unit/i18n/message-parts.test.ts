import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { BUILD_ONLY_GROUPS, LATER_GROUPS, messagePart } from '../../../src/i18n/message-parts.ts';

it('the two parts of a locale file hold each of its groups exactly once, meta cut between them, the build-only ones in neither', () => {
  const { meta: firstMeta, ...first } = messagePart(en, 'first');
  const { meta: laterMeta, ...later } = messagePart(en, 'later');
  expect(Object.keys(later).sort()).toEqual([...LATER_GROUPS].sort());
  expect(Object.keys(first).filter((group) => group in later)).toEqual([]);
  const { meta, appManifest, ...groups } = en;
  expect(Object.keys({ appManifest })).toEqual([...BUILD_ONLY_GROUPS]);
  expect({ ...first, ...later }).toEqual(groups);
  // i18next merges the later part into the first one deeply (src/i18n/messages.ts).
  const merged: Record<string, unknown> = structuredClone(firstMeta as Record<string, unknown>);
  for (const [page, value] of Object.entries(laterMeta as Record<string, unknown>)) {
    merged[page] = { ...(merged[page] as object | undefined), ...(value as object) };
  }
  expect(merged).toEqual(meta);
  expect(firstMeta).toEqual({
    siteName: meta.siteName,
    home: { title: meta.home.title },
    index_v1: { title: meta.index_v1.title },
    optimizer: { title: meta.optimizer.title },
    feedback: { title: meta.feedback.title },
    notFound: { title: meta.notFound.title },
  });
});

it("no code that home, index_v1 or a 404 page runs reads a later part's strings", () => {
  // The later groups are shown by the optimizer, the feedback board and the emoji pages only
  // (src/app/screens.tsx loads them for those); a key of one of them elsewhere would show as its key.
  const laterFolders = ['features/optimizer', 'features/feedback', 'features/emoji-page'];
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const root = join(import.meta.dirname, '../../../src');
  // The later groups' keys, the emoji pages' meta and any meta description (message-parts.ts).
  const key = new RegExp(`[\`'"](?:(?:${LATER_GROUPS.join('|')})\\.|meta\\.emoji|meta\\.[\\w\${}.]+\\.description)`);
  const readers = sources(root)
    .filter((file) => !laterFolders.some((folder) => file.startsWith(join(root, folder))))
    .filter((file) => key.test(readFileSync(file, 'utf8')));
  expect(readers.map((file) => file.slice(root.length + 1))).toEqual([]);
});
