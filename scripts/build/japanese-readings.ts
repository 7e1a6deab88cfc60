/**
 * Kana readings of Japanese text, from kuromoji's IPADIC morphological dictionary (build time only):
 * 飛行機 -> ひこうき, 笑う -> わらう, 赤いハート -> あかいはーと. A word the dictionary does not know
 * keeps its own text (katakana loanwords, which the search folds to hiragana anyway).
 *
 * kuromoji loads its dictionary with callbacks; read synchronously here (gunzipSync), the whole
 * build finishes within the one call, so the data build stays synchronous like its callers.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import kuromoji from 'kuromoji';
import { foldText } from '../../src/emoji/fold-text.ts';

const require = createRequire(import.meta.url);
const DICTIONARY = join(dirname(require.resolve('kuromoji/package.json')), 'dict');

interface Loader {
  prototype: { loadArrayBuffer(file: string, done: (error: Error | null, buffer?: ArrayBuffer) => void): void };
}

let tokenizer: kuromoji.Tokenizer<kuromoji.IpadicFeatures> | null = null;

function ipadicTokenizer(): kuromoji.Tokenizer<kuromoji.IpadicFeatures> {
  if (tokenizer) return tokenizer;
  const loader = require('kuromoji/src/loader/NodeDictionaryLoader.js') as Loader;
  loader.prototype.loadArrayBuffer = (file, done) => done(null, new Uint8Array(gunzipSync(readFileSync(file))).buffer);
  let failure: Error | null = null;
  kuromoji.builder({ dicPath: DICTIONARY }).build((error, built) => {
    if (error) failure = error;
    else tokenizer = built;
  });
  if (failure) throw failure;
  if (!tokenizer) throw new Error('kuromoji: the dictionary did not load synchronously');
  return tokenizer;
}

const KANJI = /\p{Script=Han}/u;

/**
 * The hiragana reading of a term with kanji, or null when it has none (kana-only text is its own
 * reading once the search folds katakana to hiragana).
 */
export function kanaReading(text: string): string | null {
  if (!KANJI.test(text)) return null;
  const reading = ipadicTokenizer()
    .tokenize(text)
    .map((token) => (token.reading && token.reading !== '*' ? token.reading : token.surface_form))
    .join('');
  // Folding turns the dictionary's katakana into hiragana and keeps the long-vowel mark (はーと).
  const hiragana = foldText(reading);
  return KANJI.test(hiragana) ? null : hiragana;
}
