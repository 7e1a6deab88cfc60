/**
 * The kitchen's data, loaded by the panel when it is needed (this module is a chunk of its own,
 * so the home screen's first load carries none of it): the index is bundled in, and each shard is
 * a content-hashed file fetched when one of its emoji is chosen.
 */
import { fetchJson } from '../../emoji/fetch-json.ts';
import { type KitchenIndexFile, type KitchenShardFile, shardFileName } from './kitchen-format.ts';
import { KitchenTable, type Partners } from './kitchen-table.ts';

const indexFiles = import.meta.glob<KitchenIndexFile>('../../generated/kitchen/index.json', { import: 'default', eager: true });
const shardUrls = import.meta.glob<string>('../../generated/kitchen/kitchen-shard-*.json', { query: '?url', import: 'default', eager: true });

const indexFile = indexFiles['../../generated/kitchen/index.json'];
if (!indexFile) throw new Error('src/generated/kitchen/ is missing: run `tsx scripts/build/kitchen.ts`');

export const kitchenTable = new KitchenTable(indexFile);

/**
 * The shards and decoded partners kept: the most recent few, enough for the two chosen emoji, a
 * swap and a random pair. Kept for the page's life, they grew the heap by 0.76 MB over 20 random
 * mixes on a second day of use (npm run bench, memory); one dropped is fetched again from the
 * HTTP or offline cache.
 */
const KEPT = 8;
const pendingShards = new Map<number, Promise<KitchenShardFile>>();
const loadedShards = new Map<number, KitchenShardFile>();
const decodedPartners = new Map<string, Partners>();

/** Reads `key`, making it the most recently used. */
function recall<K, V>(kept: Map<K, V>, key: K): V | undefined {
  const value = kept.get(key);
  if (value !== undefined) {
    kept.delete(key);
    kept.set(key, value);
  }
  return value;
}

/** Keeps `value` as the most recently used, dropping the least recently used past KEPT. */
function keep<K, V>(kept: Map<K, V>, key: K, value: V): void {
  kept.delete(key);
  kept.set(key, value);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as K);
}

/** Fetches a shard unless it is kept; a failed fetch (offline) is retried on the next call. */
function loadShard(shard: number): Promise<KitchenShardFile> {
  const kept = recall(loadedShards, shard);
  if (kept) return Promise.resolve(kept);
  let pending = pendingShards.get(shard);
  if (!pending) {
    const url = shardUrls[`../../generated/kitchen/${shardFileName(shard)}`];
    if (!url) throw new Error(`no kitchen shard ${shard}`);
    pending = fetchJson<KitchenShardFile>(url, `kitchen shard ${shard}`).then((rows) => {
      keep(loadedShards, shard, rows);
      return rows;
    });
    const settled = () => pendingShards.delete(shard);
    pending.then(settled, settled);
    pendingShards.set(shard, pending);
  }
  return pending;
}

/** An emoji's partners if its shard is here, without waiting (renders read this). */
export function loadedPartners(hexcode: string): Partners | null {
  let partners = recall(decodedPartners, hexcode);
  if (!partners) {
    const { shard, row } = kitchenTable.shardOf(hexcode);
    const rows = recall(loadedShards, shard);
    if (!rows) return null;
    partners = kitchenTable.partnersFromRow(rows[row]!);
    keep(decodedPartners, hexcode, partners);
  }
  return partners;
}

/** An emoji's partners, its shard fetched if need be. */
export async function loadPartners(hexcode: string): Promise<Partners> {
  const { shard, row } = kitchenTable.shardOf(hexcode);
  const rows = await loadShard(shard);
  // Read from the shard itself: a burst of other loads may have dropped it from the kept ones already.
  return loadedPartners(hexcode) ?? kitchenTable.partnersFromRow(rows[row]!);
}
