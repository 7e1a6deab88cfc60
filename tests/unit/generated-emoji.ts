/**
 * The real emoji data for tests: the generated file of a language, decoded as the site does.
 * Built on the spot (written atomically) when `npx tsx scripts/build/data.ts` has not run yet.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll, GENERATED_DIR, writeDataFiles } from '../../scripts/build/data.ts';
import { chineseTagRows } from '../../src/emoji/chinese-tags.ts';
import { decodeEmojiData } from '../../src/emoji/decode.ts';
import type { ChineseTagsFile, Emoji, EmojiDataFile } from '../../src/emoji/types.ts';
import type { LanguageCode } from '../../src/i18n/languages.ts';

const fileOf = (lang: LanguageCode) => join(GENERATED_DIR, `emoji-${lang}.json`);

export function generatedDataFile(lang: LanguageCode): EmojiDataFile {
  if (!existsSync(fileOf(lang))) writeDataFiles(buildAll());
  return JSON.parse(readFileSync(fileOf(lang), 'utf8')) as EmojiDataFile;
}

const decoded = new Map<LanguageCode, Emoji[]>();

export function generatedEmoji(lang: LanguageCode): Emoji[] {
  let emoji = decoded.get(lang);
  if (!emoji) {
    emoji = decodeEmojiData(generatedDataFile(lang));
    decoded.set(lang, emoji);
  }
  return emoji;
}

/** The Chinese tags file the ja, ko, es and zh_tw pages fetch, as rows. */
export function generatedChineseTags(): string[][] {
  generatedDataFile('zh');
  return chineseTagRows(JSON.parse(readFileSync(join(GENERATED_DIR, 'chinese-tags.json'), 'utf8')) as ChineseTagsFile);
}

/** The Japanese readings file the ja page fetches, as rows. */
export function generatedJapaneseReadings(): string[][] {
  generatedDataFile('ja');
  return chineseTagRows(JSON.parse(readFileSync(join(GENERATED_DIR, 'japanese-readings.json'), 'utf8')) as ChineseTagsFile);
}
