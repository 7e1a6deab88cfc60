/**
 * What the optimizer runs on outside the browser: each language's generated emoji and the word
 * lists of every language. Read by the bench (bench/optimizer.ts) and by the Cloud Function's tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeEmojiData } from '../../src/emoji/decode.ts';
import type { Emoji, EmojiDataFile } from '../../src/emoji/types.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/i18n/languages.ts';
import { loadOptimizerWords } from '../../src/optimizer/everyday.ts';
import { ROOT } from './env.ts';

export function loadEmoji(lang: LanguageCode): Emoji[] {
  const file = JSON.parse(readFileSync(join(ROOT, 'src', 'generated', `emoji-${lang}.json`), 'utf8')) as EmojiDataFile;
  return decodeEmojiData(file);
}

/** The optimizer's word lists of every language, which optimize() needs loaded (see loadOptimizerWords). */
export const loadAllOptimizerWords = () => Promise.all(LANGUAGE_CODES.map((lang) => loadOptimizerWords(lang)));
