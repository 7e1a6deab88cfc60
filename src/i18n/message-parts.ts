/**
 * A language's strings in two parts, each its own chunk in the browser: what every page can show,
 * and the groups only the optimizer, the feedback board and the emoji pages show ("later"). Home
 * loads the first part only: 2.7 instead of 4.8 KiB gzip in Chinese (2.9 instead of 5.1 in
 * Japanese) of its first load (home budget, bench/cold-load.ts). Framework-free: the
 * build (vite.config.ts) cuts the files with it.
 *
 * The `meta` group is cut too: the browser reads only the site's name and the screens' titles
 * (document.title after a client-side navigation, src/app/app.tsx). The descriptions are written
 * into the head by the prerender alone, and the emoji pages' own entries are read where the later
 * part is loaded; in the first part they were 0.3-0.4 KiB gzip of home's first load in each language.
 */
export const LATER_GROUPS = ['optimizer', 'feedback', 'admin', 'nickname', 'emojiPage', 'emojiOffline'] as const;

/** Read by the build alone (the web app manifests, scripts/build/pwa.ts): in neither part. */
export const BUILD_ONLY_GROUPS = ['appManifest'] as const;

export type MessagePart = 'first' | 'later';

export const isMessagePart = (value: unknown): value is MessagePart => value === 'first' || value === 'later';

/** The entries of `meta` that are the emoji pages' (src/features/emoji-page/emoji-page-head.ts, the prerender). */
const LATER_META_PAGES: readonly string[] = ['emoji', 'emojiOffline'];

/** One part of the `meta` group: the name and the screens' titles first, the rest later. */
function metaPart(meta: Record<string, unknown>, part: MessagePart): Record<string, unknown> {
  const entries = Object.entries(meta).flatMap(([page, value]): [string, unknown][] => {
    if (typeof value !== 'object' || value === null) return part === 'first' ? [[page, value]] : [];
    if (LATER_META_PAGES.includes(page)) return part === 'later' ? [[page, value]] : [];
    const { description, ...first } = value as Record<string, unknown>;
    if (part === 'first') return [[page, first]];
    return description === undefined ? [] : [[page, { description }]];
  });
  return Object.fromEntries(entries);
}

/** The groups of one part, out of a whole locale file; `meta` is in both, cut by metaPart. */
export function messagePart(messages: Record<string, unknown>, part: MessagePart): Record<string, unknown> {
  const later = new Set<string>(LATER_GROUPS);
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([group]) => !(BUILD_ONLY_GROUPS as readonly string[]).includes(group))
      .filter(([group]) => group === 'meta' || later.has(group) === (part === 'later'))
      .map(([group, value]) => [group, group === 'meta' ? metaPart(value as Record<string, unknown>, part) : value]),
  );
}
