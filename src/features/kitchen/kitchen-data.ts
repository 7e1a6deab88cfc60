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

const pendingShards = new Map<number, Promise<KitchenShardFile>>();
const loadedShards = new Map<number, KitchenShardFile>();
const decodedPartners = new Map<string, Partners>();

/** Fetches a shard once per page; a failed fetch (offline) is retried on the next call. */
function loadShard(shard: number): Promise<KitchenShardFile> {
  let pending = pendingShards.get(shard);
  if (!pending) {
    const url = shardUrls[`../../generated/kitchen/${shardFileName(shard)}`];
    if (!url) throw new Error(`no kitchen shard ${shard}`);
    pending = fetchJson<KitchenShardFile>(url, `kitchen shard ${shard}`).then((rows) => {
      loadedShards.set(shard, rows);
      return rows;
    });
    pending.catch(() => pendingShards.delete(shard));
    pendingShards.set(shard, pending);
  }
  return pending;
}

/** An emoji's partners if its shard is already here, without waiting (renders read this). */
export function loadedPartners(hexcode: string): Partners | null {
  let partners = decodedPartners.get(hexcode);
  if (!partners) {
    const { shard, row } = kitchenTable.shardOf(hexcode);
    const rows = loadedShards.get(shard);
    if (!rows) return null;
    partners = kitchenTable.partnersFromRow(rows[row]!);
    decodedPartners.set(hexcode, partners);
  }
  return partners;
}

export async function loadPartners(hexcode: string): Promise<Partners> {
  await loadShard(kitchenTable.shardOf(hexcode).shard);
  return loadedPartners(hexcode)!;
}
