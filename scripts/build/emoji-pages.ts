/**
 * Writes src/generated/emoji-pages.json (format: src/emoji/page-extras.ts): the emojibase subgroup
 * of every emoji and its name in the six languages (our reviewed table, data/subgroup-names/), each
 * emoji's keywords as the page lists them, a few Emoji Kitchen partners per emoji, the emoji
 * related by meaning (related-emoji.ts) and the meaning notes (meaning-notes.ts).
 * Only the prerender reads it. Runs after data.ts and kitchen.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeEmojiData } from '../../src/emoji/decode.ts';
import { foldText } from '../../src/emoji/fold-text.ts';
import { type EmojiPageExtras, MIXES_PER_PAGE, RELATED_PER_PAGE } from '../../src/emoji/page-extras.ts';
import { popularityRank } from '../../src/emoji/popularity.ts';
import type { EmojiDataFile } from '../../src/emoji/types.ts';
import type { KitchenIndexFile, KitchenShardFile } from '../../src/features/kitchen/kitchen-format.ts';
import { shardFileName } from '../../src/features/kitchen/kitchen-format.ts';
import { KitchenTable } from '../../src/features/kitchen/kitchen-table.ts';
import { LANGUAGES, type LanguageCode } from '../../src/i18n/languages.ts';
import { ROOT } from '../lib/env.ts';
import { GENERATED_DIR } from './data.ts';
import { KITCHEN_DIR } from './kitchen.ts';
import { MEANINGS_DIR, type MeaningNotes, readMeaningNotes } from './meaning-notes.ts';
import { type EmojiWords, relatedByMeaning } from './related-emoji.ts';

const require = createRequire(import.meta.url);

interface BaseEmoji {
  hexcode: string;
  emoji: string;
  label: string;
  tags?: string[];
  group?: number;
  subgroup?: number;
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
    // The most used partners first, as a visitor would pick them (then the newest sticker, then
    // the kitchen's own order): 👍 with 😂❤️😍, no longer with 🆒🆓.
    return partners
      .map(([partner, date], position) => ({ partner, date, position, rank: popularityRank(partner.toUpperCase()) }))
      .sort((a, b) => a.rank - b.rank || b.date - a.date || a.position - b.position)
      .slice(0, MIXES_PER_PAGE)
      .map((m) => m.partner);
  });
  const notes = readMeaningNotes();
  const related = relatedByMeaning(wordsOf(base), familiesOf(base, notes), RELATED_PER_PAGE);
  return { subgroups, subgroupNames, subgroupOf, keywords, mixes, related, meanings: notes.notes };
}

/** Each emoji's CLDR name and keywords in the six languages, the words related-emoji.ts compares. */
function wordsOf(base: readonly BaseEmoji[]): EmojiWords[] {
  const inLanguage = LANGUAGES.map(({ emojibase }) => {
    const data = require(`emojibase-data/${emojibase}/data.json`) as BaseEmoji[];
    return new Map(data.map((e) => [e.hexcode, [e.label, ...(e.tags ?? [])]]));
  });
  return base.map((e) => ({
    hexcode: e.hexcode,
    subgroup: e.subgroup!,
    englishName: e.label,
    keywords: inLanguage.map((words) => words.get(e.hexcode) ?? []),
  }));
}

/** Any emoji, as text without variation selectors, for matching the emoji a note names. */
const bare = (text: string) => text.replace(/\uFE0F/g, '');
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The groups people read together, as rows: data/meanings/related-groups.json, and each emoji with
 * the emoji its meaning notes name (the confusables they warn of: "not to be mixed up with 🤣").
 */
function familiesOf(base: readonly BaseEmoji[], { notes }: MeaningNotes): number[][] {
  const rowOfHexcode = new Map(base.map((e, row) => [e.hexcode, row]));
  const rowOfEmoji = new Map(base.map((e, row) => [bare(e.emoji), row]));
  const groups = JSON.parse(readFileSync(join(MEANINGS_DIR, 'related-groups.json'), 'utf8')) as { emoji: string[] }[];
  const named = Object.values(notes).flatMap((byHexcode) =>
    Object.entries(byHexcode).flatMap(([hexcode, note]) =>
      [...graphemes.segment(note)].map(({ segment }) => [rowOfHexcode.get(hexcode), rowOfEmoji.get(bare(segment))]),
    ),
  );
  const listed = groups.map(({ emoji }) =>
    emoji.map((hexcode) => {
      const row = rowOfHexcode.get(hexcode);
      if (row === undefined) throw new Error(`data/meanings/related-groups.json: ${hexcode} is no emoji of the site`);
      return row;
    }),
  );
  return [...listed, ...named.filter((pair): pair is number[] => pair.every((row) => row !== undefined) && pair[0] !== pair[1])];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const extras = buildEmojiPageExtras();
  writeFileSync(join(GENERATED_DIR, 'emoji-pages.json'), JSON.stringify(extras));
  console.log(`build-emoji-pages: ${extras.subgroupOf.length} emoji, ${extras.subgroups.length} subgroups -> src/generated/emoji-pages.json`);
}
