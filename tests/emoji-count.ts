/**
 * How many emoji the site has a page for, counted in the dataset the build reads (emojibase-data),
 * not in what the build wrote: every emoji with a group other than `component` (skin tones and hair
 * styles are parts of other emoji; the 26 regional indicators have no group).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const readJson = <T>(name: string): T => JSON.parse(readFileSync(require.resolve(name), 'utf8')) as T;

const { groups } = readJson<{ groups: Record<string, string> }>('emojibase-data/meta/groups.json');
const emoji = readJson<{ group?: number }[]>('emojibase-data/en/data.json');

export const PAGE_EMOJI_COUNT = emoji.filter((e) => e.group !== undefined && groups[e.group] !== 'component').length;
