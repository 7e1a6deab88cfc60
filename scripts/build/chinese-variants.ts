/**
 * The Traditional -> Simplified character table the search folds Chinese text with, so that 貓 on
 * the Simplified page finds what 猫 finds and 猫 on the Traditional page what 貓 finds. Derived with
 * OpenCC (opencc-js, Taiwan standard and generic Traditional -> mainland Simplified), one character
 * at a time, kept where either side occurs in the Chinese labels and tags (emojibase zh and
 * zh-hant, data/everyday): the converter's own dictionaries are 1 MB of code the page need not load.
 * Output: data/chinese-variants.json (committed; tests/unit/emoji/search-native.test.ts checks it is
 * this script's output). Run: tsx scripts/build/chinese-variants.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';
import { ROOT } from '../lib/env.ts';

const require = createRequire(import.meta.url);
export const CHINESE_VARIANTS_FILE = join(ROOT, 'data', 'chinese-variants.json');

const HAN = /\p{Script=Han}/u;
const HAN_BLOCKS = [
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
] as const;

/** Every Han character of the Chinese labels, tags and everyday words. */
function chineseCharacters(): Set<string> {
  const chars = new Set<string>();
  const add = (text: string) => {
    for (const char of text) if (HAN.test(char)) chars.add(char);
  };
  for (const locale of ['zh', 'zh-hant']) {
    for (const entry of require(`emojibase-data/${locale}/data.json`) as { label: string; tags?: string[] }[]) {
      add(entry.label);
      for (const tag of entry.tags ?? []) add(tag);
    }
  }
  for (const code of ['zh', 'zh_tw']) add(readFileSync(join(ROOT, 'data', 'everyday', `${code}.json`), 'utf8'));
  return chars;
}

/** "貓猫臺台…": each Traditional character followed by its Simplified one, in code point order. */
export function buildChineseVariants(): string {
  const converters = [OpenCC.Converter({ from: 'tw', to: 'cn' }), OpenCC.Converter({ from: 't', to: 'cn' })];
  const used = chineseCharacters();
  let pairs = '';
  for (const [from, to] of HAN_BLOCKS) {
    for (let code = from; code <= to; code++) {
      const char = String.fromCharCode(code);
      const simplified = converters.map((convert) => convert(char)).find((out) => out !== char && Array.from(out).length === 1);
      if (simplified && (used.has(char) || used.has(simplified))) pairs += char + simplified;
    }
  }
  return pairs;
}

export const formatChineseVariants = (pairs: string) =>
  `${JSON.stringify({ about: 'Traditional -> Simplified Chinese characters, pairs in one string; written by scripts/build/chinese-variants.ts from OpenCC (opencc-js).', pairs })}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pairs = buildChineseVariants();
  writeFileSync(CHINESE_VARIANTS_FILE, formatChineseVariants(pairs));
  console.log(`build-chinese-variants: ${Array.from(pairs).length / 2} pairs -> data/chinese-variants.json`);
}
