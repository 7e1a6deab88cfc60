/**
 * What a flag is searched by beyond its label: its country's name in the six languages, long and
 * short ('United States', 'US', 'アメリカ', 'EE. UU.'), from the browser's own Intl.DisplayNames
 * (no data to ship; Node's and Chromium's ICU agree on 670 of 676 codes, and differ only in long
 * forms and 한국, an alias here: tests/e2e/site-lane/search-native.test.ts), a few names people use that
 * ICU does not give, and the word
 * for "flag" in each language (国旗, 국기, bandera), which no CLDR flag carries.
 */
import { codePointsOf } from './codepoints.ts';

const LOCALES = ['zh-CN', 'zh-TW', 'en', 'ja', 'ko', 'es'] as const;

/** Names people use that ICU's long and short names miss, reviewed. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ['usa', 'america', 'united states of america'],
  GB: ['britain', 'great britain'],
  NL: ['holland'],
  KR: ['south korea', '한국'],
  KP: ['north korea'],
};

export const FLAG_WORDS: readonly string[] = ['国旗', '國旗', '旗', 'flag', 'bandera', '국기'];

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The region code of a country flag (🇺🇸 -> US), or null for any other emoji. */
export function flagRegion(emoji: string): string | null {
  const codePoints = codePointsOf(emoji);
  if (codePoints.length !== 2) return null;
  const letters = codePoints.map((code) => code - REGIONAL_INDICATOR_A);
  return letters.every((letter) => letter >= 0 && letter < 26) ? String.fromCharCode(...letters.map((letter) => letter + 0x41)) : null;
}

let displayNames: Intl.DisplayNames[] | null = null;

/**
 * A region's names in the six languages and its aliases; dotted abbreviations also without dots
 * (EE. UU. -> eeuu). The search index asks once per region and keeps them folded.
 */
export function countryNames(region: string): string[] {
  displayNames ??= LOCALES.flatMap((locale) =>
    (['long', 'short'] as const).map((style) => new Intl.DisplayNames(locale, { type: 'region', style, fallback: 'none' })),
  );
  const names = new Set<string>(ALIASES[region] ?? []);
  for (const display of displayNames) {
    const name = display.of(region);
    if (!name || name === region) continue;
    names.add(name);
    if (name.includes('.')) names.add(name.replace(/[.\s]/g, ''));
  }
  return [...names];
}
