/** The emoji pages' sources built from the real generated files, as the prerender reads them. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_DIR } from '../../scripts/build/data.ts';
import { buildEmojiPageExtras } from '../../scripts/build/emoji-pages.ts';
import type { EmojiPageExtras } from '../../src/emoji/page-extras.ts';
import type { EmojiPageSources } from '../../src/emoji/page-model.ts';
import { LANGUAGE_CODES } from '../../src/i18n/languages.ts';
import { generatedEmoji } from './generated-emoji.ts';

let sources: EmojiPageSources | null = null;

export function generatedPageSources(): EmojiPageSources {
  if (!sources) {
    const file = join(GENERATED_DIR, 'emoji-pages.json');
    const extras = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as EmojiPageExtras) : buildEmojiPageExtras();
    sources = {
      records: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, generatedEmoji(code)])) as unknown as EmojiPageSources['records'],
      extras,
    };
  }
  return sources;
}
