/**
 * Builds one compact data file per UI language from the emoji datasets (npm packages, build time only):
 * - emojibase-data 17: labels, tags, groups, versions, skins, emoticons in all six languages
 * - emoji-datasource: which vendor image sets (Apple, Google, Twitter, Facebook) draw each emoji
 * - @emoji-mart/data: English shortcodes and emoticons (not its extra keywords: see englishExtras)
 * - pinyin-pro: pinyin of the Chinese labels and tags
 * - kuromoji (IPADIC): kana readings of the Japanese labels and tags written with kanji
 * - data/everyday/<code>.json: reviewed everyday words that CLDR lacks (点赞, ぴえん, jaja)
 * Output: src/generated/emoji-<code>.json and chinese-tags.json (Vite content-hashes them when
 * the client imports them).
 *
 * Two steps: `buildEmojiRecords` makes the `Emoji` records the site works with, straight from the
 * sources; `encodeEmojiData` packs them, and the build fails unless decoding the packed file gives
 * the same records back.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ITEM_SEPARATOR, ROW_SEPARATOR } from '../../src/emoji/decode.ts';
import { foldText } from '../../src/emoji/fold-text.ts';
import { labelCoversTag } from '../../src/emoji/search.ts';
import { skinRuleOf } from '../../src/emoji/skin-variants.ts';
import {
  CATEGORIES,
  type Category,
  type ChineseTagsFile,
  type Emoji,
  type EmojiDataFile,
  type JapaneseReadingsFile,
  LANGUAGES_WITHOUT_CHINESE_TAGS,
  MAX_PINYIN_LENGTH,
  PINYIN_TERM_SEPARATOR,
  PLATFORMS,
  type SkinVariant,
} from '../../src/emoji/types.ts';
import { hexcodeWithoutFE0F } from '../../src/emoji/variation-selectors.ts';
import { LANGUAGES, type LanguageCode } from '../../src/i18n/languages.ts';
import { ROOT } from '../lib/env.ts';
import { toPinyin } from './chinese-pinyin.ts';
import { encodeEmojiData } from './encode-emoji-data.ts';
import { kanaReading } from './japanese-readings.ts';

const require = createRequire(import.meta.url);
export const GENERATED_DIR = join(ROOT, 'src', 'generated');

interface BaseEmoji {
  label: string;
  hexcode: string;
  tags?: string[];
  emoji: string;
  group?: number;
  version: number;
  emoticon?: string | string[];
  skins?: { hexcode: string; emoji: string; tone: number | [number, number] }[];
}
interface DatasourceEmoji {
  unified: string;
  has_img_apple: boolean;
  has_img_google: boolean;
  has_img_twitter: boolean;
  has_img_facebook: boolean;
}
interface MartEmoji {
  id: string;
  emoticons?: string[];
  skins: { unified: string }[];
}

/** emojibase group numbers -> our categories: emojibase's order, with group 2, `component`, not shown. */
const EMOJIBASE_GROUPS = [...CATEGORIES.slice(0, 2), 'component', ...CATEGORIES.slice(2)] as const;

const unique = <T>(values: T[]) => [...new Set(values)];

/** An emoji's pinyin as Emoji.pinyin keeps it; one too long for the search to index whole stops the build. */
function joinedPinyin(readings: string[], hexcode: string): string {
  const joined = readings.join(PINYIN_TERM_SEPARATOR);
  if (joined.length > MAX_PINYIN_LENGTH)
    throw new Error(`${hexcode}: pinyin of ${joined.length} characters, the search indexes ${MAX_PINYIN_LENGTH}`);
  return joined;
}

function emojibase(locale: string): BaseEmoji[] {
  return require(`emojibase-data/${locale}/data.json`) as BaseEmoji[];
}

function platformMasks(): Map<string, number> {
  const masks = new Map<string, number>();
  for (const entry of require('emoji-datasource/emoji.json') as DatasourceEmoji[]) {
    const mask = PLATFORMS.reduce((bits, platform, bit) => (entry[`has_img_${platform}`] ? bits | (1 << bit) : bits), 0);
    masks.set(hexcodeWithoutFE0F(entry.unified), mask);
  }
  return masks;
}

/**
 * English shortcodes (GitHub's and iamcal's from emojibase, emoji-mart ids and aliases) and emoticons.
 *
 * emoji-mart's extra keywords (emojilib's) are left out, measured: 4,473 of its 7,628 keywords
 * would find an emoji the CLDR English text does not, at 7.7 KB gzip in every language file (the
 * budget is 90). Most are category words (banner, nation, country on each of 250 flags; nature on
 * 134 animals; square, human, blue); CLDR 48 already tags the slang (lol, haha, lmao, xoxo, ily).
 * Even the 770 that name a single emoji cost 2.7 KB. The everyday-words file carries the few
 * that matter.
 */
function englishExtras() {
  const shortcodes = new Map<string, Set<string>>();
  const emoticons = new Map<string, string[]>();
  const add = (hexcode: string, codes: string | string[] | undefined) => {
    if (!codes) return;
    const set = shortcodes.get(hexcode) ?? new Set<string>();
    for (const code of Array.isArray(codes) ? codes : [codes]) set.add(code);
    shortcodes.set(hexcode, set);
  };
  for (const file of ['github', 'iamcal']) {
    const table = require(`emojibase-data/en/shortcodes/${file}.json`) as Record<string, string | string[]>;
    for (const [hexcode, codes] of Object.entries(table)) add(hexcodeWithoutFE0F(hexcode), codes);
  }
  const mart = require('@emoji-mart/data') as { emojis: Record<string, MartEmoji>; aliases: Record<string, string> };
  const martHex = new Map<string, string>();
  for (const entry of Object.values(mart.emojis)) {
    const hexcode = hexcodeWithoutFE0F(entry.skins[0]!.unified.toUpperCase());
    martHex.set(entry.id, hexcode);
    add(hexcode, entry.id);
    if (entry.emoticons) emoticons.set(hexcode, entry.emoticons);
  }
  for (const [alias, id] of Object.entries(mart.aliases)) {
    const hexcode = martHex.get(id);
    if (hexcode) add(hexcode, alias);
  }
  return { shortcodes, emoticons };
}

/** Everyday words per language: word -> hexcodes, inverted to hexcode -> words. */
function everydayWords(code: LanguageCode, known: Set<string>): Map<string, string[]> {
  const table = JSON.parse(readFileSync(join(ROOT, 'data', 'everyday', `${code}.json`), 'utf8')) as Record<string, string[]>;
  const byHexcode = new Map<string, string[]>();
  for (const [word, hexcodes] of Object.entries(table)) {
    for (const hexcode of hexcodes) {
      if (!known.has(hexcode)) throw new Error(`data/everyday/${code}.json: ${word} -> unknown hexcode ${hexcode}`);
      byHexcode.set(hexcode, [...(byHexcode.get(hexcode) ?? []), word]);
    }
  }
  return byHexcode;
}

/**
 * The tags worth keeping: not empty, not a repeat (after case/width/accent folding) of an earlier
 * tag, and not already covered by the label (see labelCoversTag: dropping those changes no search
 * result, and the label shows the same words).
 *
 * Except, with `keepOpeningWords`, a tag of two characters or more that opens a Chinese or
 * Japanese label (パンダ of パンダの顔, ビール of ビールジョッキ, 电影 of 电影院): the optimizer
 * cannot cut words out of a label without spaces, and these are CLDR's own word for the emoji.
 * One character stays out (合 of 合マーク fired inside 間に合わなかった). 1.4 KB gzip on ja.
 */
function keptTags(label: string, tags: string[], keepOpeningWords = false): string[] {
  const seen = new Set<string>();
  const opensLabel = (tag: string) => keepOpeningWords && tag.length >= 2 && tag.length < label.length && label.startsWith(tag);
  return tags.filter((tag) => {
    const folded = foldText(tag);
    if (!folded || seen.has(folded) || (labelCoversTag(label, tag) && !opensLabel(tag))) return false;
    seen.add(folded);
    return true;
  });
}

interface LabelCorrectionsFile {
  labels: Partial<Record<LanguageCode, Record<string, { label: string; cldr: string; why: string }>>>;
}

/**
 * Our names where CLDR's mislead (data/label-corrections.json): ja and ko name the heart suit ハート
 * and 하트, the word for any heart, so the card came first for the commonest heart query.
 */
function correctedLabels(known: ReadonlySet<string>): LabelCorrectionsFile['labels'] {
  const { labels } = JSON.parse(readFileSync(join(ROOT, 'data', 'label-corrections.json'), 'utf8')) as LabelCorrectionsFile;
  for (const [code, byHexcode] of Object.entries(labels)) {
    for (const [hexcode, { cldr }] of Object.entries(byHexcode)) {
      const source = emojibase(LANGUAGES.find((l) => l.code === code)!.emojibase).find((e) => e.hexcode === hexcode);
      if (!known.has(hexcode) || source?.label !== cldr) {
        throw new Error(`data/label-corrections.json: ${code} ${hexcode} corrects "${cldr}", but CLDR now says "${source?.label}"`);
      }
    }
  }
  return labels;
}

interface LanguageText {
  label: string;
  tags: string[];
}

/** The `Emoji` records of every language, straight from the sources: what decoding a data file must give. */
export function buildEmojiRecords(): Map<LanguageCode, Emoji[]> {
  const masks = platformMasks();
  const english = englishExtras();
  const byLocale = new Map(LANGUAGES.map((l) => [l.code, new Map(emojibase(l.emojibase).map((e) => [e.hexcode, e]))]));
  const base = emojibase('en').filter((e) => e.group !== undefined && EMOJIBASE_GROUPS[e.group] !== 'component');
  const known = new Set(base.map((e) => e.hexcode));
  const labelCorrections = correctedLabels(known);
  const everyday = new Map(LANGUAGES.map((l) => [l.code, everydayWords(l.code, known)]));

  const shortcodesOf = (hexcode: string) => [...(english.shortcodes.get(hexcodeWithoutFE0F(hexcode)) ?? [])];
  const emoticonsOf = (entry: BaseEmoji) =>
    unique([
      ...(Array.isArray(entry.emoticon) ? entry.emoticon : entry.emoticon ? [entry.emoticon] : []),
      ...(english.emoticons.get(hexcodeWithoutFE0F(entry.hexcode)) ?? []),
    ]);

  const textOf = (code: LanguageCode, entry: BaseEmoji): LanguageText => {
    const localized = byLocale.get(code)!.get(entry.hexcode);
    if (!localized) throw new Error(`emojibase ${code} lacks ${entry.hexcode}`);
    const everydayTags = everyday.get(code)!.get(entry.hexcode) ?? [];
    const corrected = labelCorrections[code]?.[entry.hexcode];
    const label = corrected?.label ?? localized.label;
    const cldrTags = corrected ? [localized.label, ...(localized.tags ?? [])] : (localized.tags ?? []);
    return { label, tags: keptTags(label, [...cldrTags, ...everydayTags], WITHOUT_SPACES.includes(code)) };
  };
  const texts = new Map(LANGUAGES.map(({ code }) => [code, base.map((entry) => textOf(code, entry))]));

  /**
   * Chinese search text in another language's file. The English file carries all of it (the
   * Chinese and the English page are the two the issue names). The four files with three
   * languages cannot: Chinese tags are 20 KB gzip of near-incompressible Han text, and with them
   * those files measured 98 (es) to 113 KB (ko) against the 90 KB budget. They carry the Chinese
   * label, which finds 猫 -> 🐈 猫, 🐱 猫脸, 🐈‍⬛ 黑猫, and its pinyin; the tags, CLDR's and the
   * everyday words (点赞, 夏天) alike, are one shared file those pages fetch on the first query in
   * Han characters (buildChineseTags). The everyday words stayed in the files until their list
   * grew past 150 words, which took the Korean file to 89.9 KB.
   */
  const chineseTags = (code: LanguageCode, zh: LanguageText) => (WITHOUT_CHINESE_TAGS.includes(code) ? [] : zh.tags);

  const records = new Map<LanguageCode, Emoji[]>();
  for (const { code } of LANGUAGES) {
    records.set(
      code,
      base.map((entry, row): Emoji => {
        const own = texts.get(code)![row]!;
        const zh = texts.get('zh')![row]!;
        const en = texts.get('en')![row]!;
        const zhTags = code === 'zh' ? [] : chineseTags(code, zh);
        const chineseTerms = code === 'zh' ? [own.label, ...own.tags] : [zh.label, ...zhTags];
        return {
          emoji: entry.emoji,
          hexcode: entry.hexcode,
          category: EMOJIBASE_GROUPS[entry.group!] as Category,
          version: entry.version,
          label: own.label,
          tags: own.tags,
          skinRule: skinRuleOf(
            entry.emoji,
            (entry.skins ?? []).map((skin): SkinVariant => ({ emoji: skin.emoji, hexcode: skin.hexcode, tone: skin.tone as SkinVariant['tone'] })),
          ),
          platforms: masks.get(hexcodeWithoutFE0F(entry.hexcode)) ?? null,
          shortcodes: shortcodesOf(entry.hexcode),
          emoticons: emoticonsOf(entry),
          zhLabel: code === 'zh' ? null : zh.label,
          zhTags,
          enLabel: code === 'en' ? null : en.label,
          enTags: code === 'en' ? [] : en.tags,
          pinyin: joinedPinyin(unique(chineseTerms.map(toPinyin).filter(Boolean)), entry.hexcode),
        };
      }),
    );
  }
  if (!CATEGORIES.every((category) => records.get('en')!.some((e) => e.category === category))) {
    throw new Error('a category has no emoji');
  }
  return records;
}

/**
 * The kana readings of a Japanese label and its tags (see IndexAdditions in src/emoji/search/search-index.ts): what a visitor types
 * before the input method turns it into kanji (ねこ for 猫, でんしゃ for 電車). A reading the
 * emoji's own text already holds (after folding) is left out.
 */
function japaneseReadingsOf({ label, tags }: LanguageText): string[] {
  const own = new Set([label, ...tags].map(foldText));
  const fresh = (reading: string | null) => (reading && !own.has(foldText(reading)) ? foldText(reading) : '');
  const tagReadings = unique(tags.map((tag) => fresh(kanaReading(tag))).filter(Boolean));
  const labelReading = fresh(kanaReading(label));
  return labelReading || tagReadings.length ? [labelReading, ...tagReadings.filter((reading) => reading !== labelReading)] : [];
}

/** The packed data file of every language (each checked to decode to its records), and the Chinese tags file. */
export function buildAll(): { files: Map<LanguageCode, EmojiDataFile>; chineseTags: ChineseTagsFile; japaneseReadings: JapaneseReadingsFile } {
  const records = buildEmojiRecords();
  return {
    files: new Map([...records].map(([code, emoji]) => [code, encodeEmojiData(code, emoji)])),
    chineseTags: buildChineseTags(records),
    japaneseReadings: buildJapaneseReadings(records.get('ja')!),
  };
}

/**
 * The readings file the Japanese page fetches on its first query in kana or Latin letters: 19 KB
 * gzip, which in the page's own file took it from 83 to 103 KB (the budget is 90).
 */
function buildJapaneseReadings(japanese: readonly Emoji[]): JapaneseReadingsFile {
  const rows = japanese.map(({ label, tags }) => japaneseReadingsOf({ label, tags: [...tags] }));
  for (const reading of rows.flat()) {
    if (reading.includes(ROW_SEPARATOR) || reading.includes(ITEM_SEPARATOR)) throw new Error(`separator inside ${JSON.stringify(reading)}`);
  }
  return { count: rows.length, rows: rows.map((row) => row.join(ITEM_SEPARATOR)).join(ROW_SEPARATOR) };
}

const WITHOUT_CHINESE_TAGS = LANGUAGES_WITHOUT_CHINESE_TAGS as readonly LanguageCode[];
/** Languages written without spaces between words (see keptTags). */
const WITHOUT_SPACES: readonly LanguageCode[] = ['zh', 'zh_tw', 'ja'];

/** The Chinese tags those languages' files leave out, one row per emoji in their (shared) order. */
export function buildChineseTags(records: Map<LanguageCode, Emoji[]>): ChineseTagsFile {
  const full = records.get('zh')!;
  const [first, ...others] = WITHOUT_CHINESE_TAGS.map((code) => records.get(code)!);
  for (const emoji of others) {
    if (emoji.some((e, row) => e.hexcode !== first![row]!.hexcode || e.zhTags.join() !== first![row]!.zhTags.join())) {
      throw new Error('the languages without Chinese tags differ in order or in the Chinese tags they carry');
    }
  }
  const rows = first!.map((e, row) => {
    if (full[row]!.hexcode !== e.hexcode) throw new Error(`row ${row}: zh has ${full[row]!.hexcode}, not ${e.hexcode}`);
    const carried = new Set(e.zhTags);
    return full[row]!.tags.filter((tag) => !carried.has(tag));
  });
  for (const tag of rows.flat()) {
    if (tag.includes(ROW_SEPARATOR) || tag.includes(ITEM_SEPARATOR)) throw new Error(`separator inside ${JSON.stringify(tag)}`);
  }
  return { count: rows.length, rows: rows.map((row) => row.join(ITEM_SEPARATOR)).join(ROW_SEPARATOR) };
}

/** Writes a file atomically (tests may read them while another worker rebuilds). */
function writeGenerated(name: string, content: unknown): void {
  mkdirSync(GENERATED_DIR, { recursive: true });
  const target = join(GENERATED_DIR, name);
  writeFileSync(`${target}.${process.pid}.tmp`, JSON.stringify(content));
  renameSync(`${target}.${process.pid}.tmp`, target);
}

export function writeDataFiles({ files, chineseTags, japaneseReadings }: ReturnType<typeof buildAll>): void {
  for (const [code, file] of files) writeGenerated(`emoji-${code}.json`, file);
  writeGenerated('chinese-tags.json', chineseTags);
  writeGenerated('japanese-readings.json', japaneseReadings);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  writeDataFiles(buildAll());
  console.log(`build-data: 6 languages in ${Math.round(performance.now() - started)} ms -> src/generated/`);
}
