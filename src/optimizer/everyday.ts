import en from '../../data/everyday/en.json';
import es from '../../data/everyday/es.json';
import ja from '../../data/everyday/ja.json';
import ko from '../../data/everyday/ko.json';
import zh from '../../data/everyday/zh.json';
import zhTw from '../../data/everyday/zh_tw.json';
import type { LanguageCode } from '../i18n/languages.ts';

/**
 * The reviewed everyday words of each language (data/everyday/<code>.json, word -> emojibase
 * hexcodes, best first). The build already merges them into the emoji's tags, where they are
 * indistinguishable from CLDR's; the optimizer reads them again to know which tag a person chose
 * for that word, so a reviewed 엄마 -> 👩 beats CLDR's 엄마 on 👩‍🍼 instead of tying with it.
 */
const LISTS: Record<LanguageCode, Record<string, string[]>> = { en, es, ja, ko, zh, zh_tw: zhTw };

export function everydayWordsOf(lang: LanguageCode): Readonly<Record<string, readonly string[]>> {
  return LISTS[lang];
}
