import { decodeEmojiDataInSlices } from './decode.ts';
import { fetchJson } from './fetch-json.ts';
import type { Emoji, EmojiDataFile } from './types.ts';

/**
 * URLs of the per-language data files. Vite content-hashes each file, so a URL never changes
 * meaning and can be cached forever (and precached by the service worker).
 */
const dataUrls = import.meta.glob<string>('../generated/emoji-*.json', { query: '?url', import: 'default', eager: true });

export function emojiDataUrl(lang: string): string {
  const url = dataUrls[`../generated/emoji-${lang}.json`];
  if (!url) throw new Error(`no emoji data for ${lang}`);
  return url;
}

const cache = new Map<string, Promise<Emoji[]>>();
const settled = new Map<string, Emoji[]>();

/** The language's emoji if already loaded (or primed by the prerender), without waiting. */
export function loadedEmojiData(lang: string): Emoji[] | null {
  return settled.get(lang) ?? null;
}

/** Hands data read from disk to the loader, so the prerender renders with the real data. */
export function primeEmojiData(lang: string, emoji: Emoji[]): void {
  settled.set(lang, emoji);
  cache.set(lang, Promise.resolve(emoji));
}

/** Fetches and decodes a language's emoji once per page; a failed fetch is retried on the next call. */
export function loadEmojiData(lang: string): Promise<Emoji[]> {
  let pending = cache.get(lang);
  if (!pending) {
    pending = fetchJson<EmojiDataFile>(emojiDataUrl(lang), `emoji data ${lang}`)
      .then(decodeEmojiDataInSlices)
      .then((emoji) => {
        settled.set(lang, emoji);
        return emoji;
      });
    pending.catch(() => cache.delete(lang));
    cache.set(lang, pending);
  }
  return pending;
}
