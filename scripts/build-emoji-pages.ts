/**
 * Writes src/generated/emoji-pages.json (format: src/emoji/page-extras.ts): the emojibase subgroup
 * of every emoji and its name in the six languages (our reviewed table, data/subgroup-names/), each
 * emoji's keywords as the page lists them, and a few Emoji Kitchen partners per emoji.
 * Only the prerender reads it. Runs after build-data.ts and build-kitchen.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KitchenIndexFile, KitchenShardFile } from '../src/features/kitchen/kitchen-format.ts';
import { shardFileName } from '../src/features/kitchen/kitchen-format.ts';
import { KitchenTable } from '../src/features/kitchen/kitchen-table.ts';
import { foldText } from '../src/emoji/fold-text.ts';
import { MIXES_PER_PAGE, type EmojiPageExtras } from '../src/emoji/page-extras.ts';
import { decodeEmojiData } from '../src/emoji/decode.ts';
import type { EmojiDataFile } from '../src/emoji/types.ts';
import { LANGUAGES, type LanguageCode } from '../src/i18n/languages.ts';
import { GENERATED_DIR } from './build-data.ts';
import { ROOT } from './env.ts';
import { KITCHEN_DIR } from './build-kitchen.ts';

const require = createRequire(import.meta.url);

interface BaseEmoji {
  hexcode: string;
  group?: number;
  subgroup?: number;
  tags?: string[];
}
interface Messages {
  subgroups: { key: string; message: string; order: number }[];
}
interface SubgroupNamesFile {
  names: Record<string, Record<LanguageCode, string>>;
}

/**
 * Each subgroup's name in each language, from data/subgroup-names/names.json: emojibase's
 * messages.json names them by machine translation (哺乳類動物 on Simplified pages, 有効化 for
 * "activities" in Japanese), so the build takes none of its names.
 */
export function subgroupNamesByLanguage(subgroups: readonly string[]): Record<LanguageCode, string[]> {
  const { names } = JSON.parse(readFileSync(join(ROOT, 'data/subgroup-names/names.json'), 'utf8')) as SubgroupNamesFile;
  return Object.fromEntries(
    LANGUAGES.map(({ code }) => [
      code,
      subgroups.map((key) => {
        const name = names[key]?.[code];
        if (!name) throw new Error(`data/subgroup-names/names.json: no ${code} name for the subgroup ${key}`);
        return name;
      }),
    ]),
  ) as Record<LanguageCode, string[]>;
}

/**
 * The keywords a page lists: CLDR's, then the everyday words the data file adds, each once. The data
 * file leaves out the CLDR keywords its label already says (they change no search result), which
 * left 🆒's English page with none, though CLDR gives "button" and "cool".
 */
export function pageKeywords(cldrTags: readonly string[], dataTags: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...cldrTags, ...dataTags].filter((tag) => {
    const folded = foldText(tag);
    if (!folded || seen.has(folded)) return false;
    seen.add(folded);
    return true;
  });
}

const COMPONENT_GROUP = 2;

export function buildEmojiPageExtras(): EmojiPageExtras {
  const base = (require('emojibase-data/en/data.json') as BaseEmoji[]).filter((e) => e.group !== undefined && e.group !== COMPONENT_GROUP);
  const english = require('emojibase-data/en/messages.json') as Messages;
  const subgroups = english.subgroups.map((s) => s.key);
  const subgroupNames = subgroupNamesByLanguage(subgroups);
  const keywords = Object.fromEntries(
    LANGUAGES.map(({ code, emojibase }) => {
      const cldr = new Map((require(`emojibase-data/${emojibase}/data.json`) as BaseEmoji[]).map((e) => [e.hexcode, e.tags ?? []]));
      const records = decodeEmojiData(JSON.parse(readFileSync(join(GENERATED_DIR, `emoji-${code}.json`), 'utf8')) as EmojiDataFile);
      return [code, base.map(({ hexcode }, row) => pageKeywords(cldr.get(hexcode) ?? [], records[row]!.tags))];
    }),
  ) as Record<LanguageCode, string[][]>;
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
  return { subgroups, subgroupNames, subgroupOf, keywords, mixes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const extras = buildEmojiPageExtras();
  writeFileSync(join(GENERATED_DIR, 'emoji-pages.json'), JSON.stringify(extras));
  console.log(`build-emoji-pages: ${extras.subgroupOf.length} emoji, ${extras.subgroups.length} subgroups -> src/generated/emoji-pages.json`);
}
