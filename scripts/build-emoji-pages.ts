/**
 * Writes src/generated/emoji-pages.json (format: src/emoji/page-extras.ts): the emojibase subgroup
 * of every emoji and its CLDR name in the six languages, and a few Emoji Kitchen partners per emoji.
 * Only the prerender reads it. Runs after build-data.ts and build-kitchen.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KitchenIndexFile, KitchenShardFile } from '../src/features/kitchen/kitchen-format.ts';
import { shardFileName } from '../src/features/kitchen/kitchen-format.ts';
import { KitchenTable } from '../src/features/kitchen/kitchen-table.ts';
import { MIXES_PER_PAGE, type EmojiPageExtras } from '../src/emoji/page-extras.ts';
import { LANGUAGES, type LanguageCode } from '../src/i18n/languages.ts';
import { GENERATED_DIR } from './build-data.ts';
import { KITCHEN_DIR } from './build-kitchen.ts';

const require = createRequire(import.meta.url);

interface BaseEmoji {
  hexcode: string;
  group?: number;
  subgroup?: number;
}
interface Messages {
  subgroups: { key: string; message: string; order: number }[];
}

const COMPONENT_GROUP = 2;

export function buildEmojiPageExtras(): EmojiPageExtras {
  const base = (require('emojibase-data/en/data.json') as BaseEmoji[]).filter((e) => e.group !== undefined && e.group !== COMPONENT_GROUP);
  const english = require('emojibase-data/en/messages.json') as Messages;
  const subgroups = english.subgroups.map((s) => s.key);
  const subgroupNames = Object.fromEntries(
    LANGUAGES.map(({ code, emojibase }) => {
      const messages = require(`emojibase-data/${emojibase}/messages.json`) as Messages;
      const byKey = new Map(messages.subgroups.map((s) => [s.key, s.message]));
      return [code, subgroups.map((key) => byKey.get(key) ?? key)];
    }),
  ) as Record<LanguageCode, string[]>;
  // emojibase numbers subgroups by `order`; our list is in that order.
  const keyOfOrder = new Map(english.subgroups.map((s) => [s.order, s.key]));
  const subgroupOf = base.map((e) => subgroups.indexOf(keyOfOrder.get(e.subgroup!)!));
  if (subgroupOf.some((index) => index < 0)) throw new Error('an emoji has no subgroup');

  const index = JSON.parse(readFileSync(join(KITCHEN_DIR, 'index.json'), 'utf8')) as KitchenIndexFile;
  const table = new KitchenTable(index);
  const shards = new Map<number, KitchenShardFile>();
  const mixes = base.map(({ hexcode }) => {
    const own = hexcode.toLowerCase();
    if (!table.has(own)) return [];
    const { shard, row } = table.shardOf(own);
    if (!shards.has(shard)) shards.set(shard, JSON.parse(readFileSync(join(KITCHEN_DIR, shardFileName(shard)), 'utf8')));
    const partners = [...table.partnersFromRow(shards.get(shard)![row]!)].filter(([partner]) => partner !== own);
    // Newest stickers first (the kitchen's own order breaks ties): the freshest designs.
    return partners
      .map(([partner, date], position) => ({ partner, date, position }))
      .sort((a, b) => b.date - a.date || a.position - b.position)
      .slice(0, MIXES_PER_PAGE)
      .map((m) => m.partner);
  });
  return { subgroups, subgroupNames, subgroupOf, mixes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const extras = buildEmojiPageExtras();
  writeFileSync(join(GENERATED_DIR, 'emoji-pages.json'), JSON.stringify(extras));
  console.log(`build-emoji-pages: ${extras.subgroupOf.length} emoji, ${extras.subgroups.length} subgroups -> src/generated/emoji-pages.json`);
}
