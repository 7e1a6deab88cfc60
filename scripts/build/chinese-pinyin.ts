/** Pinyin from pinyin-pro, in the form the data files and the search use: no tones, 'ü' as 'v'. */
import { pinyin } from 'pinyin-pro';

const HAN = /\p{Script=Han}/u;

const plain = (syllable: string) => syllable.toLowerCase().replace(/ü/g, 'v');

/** Pinyin of one Chinese term in context (多音字 read as in the word), syllables joined by spaces. */
export function toPinyin(text: string): string {
  return pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed' }).map(plain).filter(Boolean).join(' ');
}

/** Each Han character of a term with its reading in that term. */
export function characterReadings(term: string): { char: string; syllable: string }[] {
  return pinyin(term, { toneType: 'none', type: 'all' })
    .filter(({ origin, isZh }) => isZh && HAN.test(origin))
    .map(({ origin, pinyin: syllable }) => ({ char: origin, syllable: plain(syllable) }));
}
