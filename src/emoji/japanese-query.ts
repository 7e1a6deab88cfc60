const KANA_OR_LATIN = /[\u3041-\u30ffa-z]/i;

/**
 * Whether a query on this page needs the Japanese readings (japanese-readings.ts). Apart from their
 * loader, which the catalogue imports only when this says yes: in home's first load it cost 0.3 KiB
 * gzip of every language's 118 KiB budget.
 */
export const wantsJapaneseReadings = (lang: string, query: string) => lang === 'ja' && KANA_OR_LATIN.test(query);
