/**
 * The kitchen keeps the partners of the few emoji used last, not of every emoji a long day chose:
 * a dropped shard is fetched again when one of its emoji comes back.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../../../scripts/lib/env.ts';

// A module of its own: another test file in this worker may have loaded shards already.
vi.resetModules();
const { kitchenTable, loadedPartners, loadPartners } = await import('../../../../src/features/kitchen/kitchen-data.ts');

const fetched: string[] = [];
const server = setupServer(
  http.get('/src/generated/*', ({ request }) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    fetched.push(path);
    return HttpResponse.json(JSON.parse(readFileSync(join(ROOT, path), 'utf8')));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The first emoji of each of the first `count` shards. */
const oneEmojiPerShard = (count: number) => {
  const firsts = new Map<number, string>();
  for (const hexcode of kitchenTable.emoji) {
    const { shard } = kitchenTable.shardOf(hexcode);
    if (!firsts.has(shard)) firsts.set(shard, hexcode);
  }
  return [...firsts.values()].slice(0, count);
};

describe('kitchen data kept in memory', () => {
  it('keeps the 8 emoji used last, and fetches a dropped shard again', async () => {
    const emoji = oneEmojiPerShard(10);
    expect(emoji).toHaveLength(10);
    const partners = [];
    for (const hexcode of emoji) partners.push(await loadPartners(hexcode));
    expect(partners.every((each) => each.size > 0)).toBe(true);
    expect(fetched).toHaveLength(10);
    // The first two were used longest ago: dropped; the last eight are here without a fetch.
    expect(loadedPartners(emoji[0]!)).toBeNull();
    expect(loadedPartners(emoji[1]!)).toBeNull();
    for (const hexcode of emoji.slice(2)) expect(loadedPartners(hexcode)).not.toBeNull();
    expect(fetched).toHaveLength(10);
    // Back to the first: its shard comes again, with the same partners.
    expect([...(await loadPartners(emoji[0]!))]).toEqual([...partners[0]!]);
    expect(fetched).toHaveLength(11);
  });

  it('answers a burst of loads of one shard with one fetch', async () => {
    const [hexcode] = oneEmojiPerShard(12).slice(11);
    const before = fetched.length;
    const all = await Promise.all([loadPartners(hexcode!), loadPartners(hexcode!), loadPartners(hexcode!)]);
    expect(fetched.length - before).toBe(1);
    expect(all[1]).toBe(all[0]);
  });
});
