/**
 * A language's strings in two parts, each its own chunk in the browser: what every page can show,
 * and the groups only the optimizer, the feedback board and the emoji pages show ("later"). Home
 * loads the first part only: 2.7 instead of 4.8 KiB gzip in Chinese (2.9 instead of 5.1 in
 * Japanese) of its first load (home budget, scripts/bench-cold-load.ts). Framework-free: the
 * build (vite.config.ts) cuts the files with it.
 */
export const LATER_GROUPS = ['optimizer', 'feedback', 'admin', 'nickname', 'emojiPage', 'emojiOffline'] as const;

export type MessagePart = 'first' | 'later';

export const isMessagePart = (value: unknown): value is MessagePart => value === 'first' || value === 'later';

/** The groups of one part, out of a whole locale file. */
export function messagePart(messages: Record<string, unknown>, part: MessagePart): Record<string, unknown> {
  const later = new Set<string>(LATER_GROUPS);
  return Object.fromEntries(Object.entries(messages).filter(([group]) => later.has(group) === (part === 'later')));
}
