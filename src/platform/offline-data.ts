/**
 * The data the site needs offline, put into the service worker's runtime cache by the page once
 * the worker is installed (so after the page has been idle a while, see initPwa): every language's
 * emoji data, which search, the optimizer and the kitchen's pickers read, and the Chinese tags of
 * the pages whose file leaves them out, and the Japanese readings. The optimizer's words and the kitchen's emoji table are
 * code, precached with the app shell. Cost: 428 KB brotli (six data files 406, tags 22), of which
 * the page's own file is already in the HTTP cache (`npm run bench`, section "pwa precache").
 */
import { chineseTagsUrl, lacksChineseTags } from '../emoji/chinese-tags.ts';
import { emojiDataUrl } from '../emoji/load.ts';
// The file's address only: importing the readings' loader here split it into a chunk of its own in home's first load.
import japaneseReadingsUrl from '../generated/japanese-readings.json?url';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { EMOJI_DATA_CACHE } from './cache-names.ts';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * The visitor asked to save data (Save-Data), or the connection is 2g or 3g (what a metered mobile
 * link reports; Wi-Fi and a good mobile link report 4g): no download ahead of need.
 */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /(?:^|-)[23]g$/.test(connection?.effectiveType ?? '');
}

/** What the visitor does that the download makes way for: typing, scrolling, touching. */
const BUSY_EVENTS = ['keydown', 'input', 'scroll', 'wheel', 'touchmove', 'pointerdown'] as const;
/** How long the page must be visible and left alone before a file is fetched. */
export const QUIET_MS = 3_000;
let lastBusy = 0;
let watching = false;
const markBusy = () => {
  lastBusy = Date.now();
};

/**
 * Resolves once the page has been visible, with no key, scroll or touch, for QUIET_MS: at once if
 * it already has. The first call starts the watch, and counts as the page's last activity.
 */
export async function whenPageQuiet(): Promise<void> {
  if (!watching) {
    watching = true;
    markBusy();
    // Capture on the window also sees scrolls of inner elements, which do not bubble.
    for (const type of BUSY_EVENTS) addEventListener(type, markBusy, { capture: true, passive: true });
    document.addEventListener('visibilitychange', markBusy);
  }
  for (;;) {
    const wait = lastBusy + QUIET_MS - Date.now();
    if (document.visibilityState === 'visible' && wait <= 0) return;
    await new Promise((resume) => setTimeout(resume, wait > 0 ? wait : QUIET_MS));
  }
}

/**
 * Keeps the data for offline use and returns the languages kept: all six, or under savesData()
 * the page's own only (already downloaded, so from the HTTP cache). One file at a time, each once
 * the page is quiet (whenPageQuiet), so the download pauses while the visitor types or scrolls and
 * a visitor's own requests are never queued behind six at once; files already kept are skipped.
 */
export async function keepOfflineData(lang: LanguageCode, pageQuiet: () => Promise<void> = whenPageQuiet): Promise<LanguageCode[]> {
  const languages = savesData() ? [lang] : [lang, ...LANGUAGE_CODES.filter((code) => code !== lang)];
  const urls = languages.map(emojiDataUrl);
  if (languages.some(lacksChineseTags)) urls.push(chineseTagsUrl);
  if (languages.includes('ja')) urls.push(japaneseReadingsUrl);
  const cache = await caches.open(EMOJI_DATA_CACHE);
  for (const url of urls) {
    if (await cache.match(url)) continue;
    await pageQuiet();
    await cache.add(url);
  }
  return languages;
}
