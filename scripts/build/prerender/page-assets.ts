/** What a page's HTML loads: the chunks it preloads and the styles it inlines, from Vite's manifest. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { EMOJI_PAGE_MODULE, ERROR_VIEW_MODULE, SCREEN_MODULES } from '../../../src/app/screen-modules.ts';
import { DIST } from '../../lib/built-site.ts';
import type { Page, ServerEntry } from './types.ts';

/** The chunk a page shows, preloaded: its screen's, the emoji page's, or the error view's (404). */
export const moduleOf = (page: Page): string =>
  page.screen ? SCREEN_MODULES[page.screen]! : page.emoji || page.emojiOffline ? EMOJI_PAGE_MODULE : ERROR_VIEW_MODULE;

/** Every chunk a page may show. */
export const PAGE_MODULES = [...new Set([...Object.values(SCREEN_MODULES), EMOJI_PAGE_MODULE, ERROR_VIEW_MODULE])];

/** The stylesheets of a chunk and of everything it imports. */
function chunkStyles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => chunkStyles(manifest, k, seen))];
}

/** A chunk and everything it imports, for <link rel="modulepreload">, skipping the entry itself. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

/**
 * A page's <link rel="modulepreload"> tags: its chunk's files and its language's strings, less
 * what the entry loads. Computed once per page kind and language: 13,400 emoji pages share seven.
 */
export function pagePreloads(manifest: Manifest, entry: ServerEntry): (page: Page) => string[] {
  const entryFiles = new Set(chunkFiles(manifest, 'index.html'));
  const cache = new Map<string, string[]>();
  return (page) => {
    const module = moduleOf(page);
    // The language's whole strings, or their first part (src/i18n/messages.ts), as src/main.tsx loads them.
    const strings = `locales/${page.lang}.json${entry.needsLaterStrings(page) ? '' : '?part=first'}`;
    const cacheKey = `${module}|${strings}`;
    const hit = cache.get(cacheKey);
    if (hit) return hit;
    const files = new Set([module, strings].flatMap((key) => chunkFiles(manifest, key)));
    const tags = [...files].filter((file) => !entryFiles.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    cache.set(cacheKey, tags);
    return tags;
  };
}

/** The entry's <link rel="stylesheet"> tags in Vite's template, which the inlined styles replace. */
export const ENTRY_STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;

/** The text of a <style> holding these stylesheets: "</style" escaped so nothing in it can end the element. */
const styleText = (files: Iterable<string>) =>
  [...files]
    .map((file) => readFileSync(join(DIST, file), 'utf8'))
    .join('\n')
    .replace(/<\/style/gi, '<\\/style');

/**
 * Every page inlines the styles it shows, the entry's and its screen's: no render-blocking
 * request before the first paint, and no flash of the screen unstyled until its chunk arrives
 * (Vite only links a lazy chunk's CSS when the chunk loads). ~3-4 KB gzip per page.
 * `forModule` gives a chunk's style text and the tags that carry it; `shell` the app shell's, which
 * shows any screen and so carries every screen's styles.
 */
export function inlineStyles(manifest: Manifest): { forModule: (module: string) => { text: string; tags: string }; shell: string } {
  const cache = new Map<string, { text: string; tags: string }>();
  const forModule = (module: string) => {
    let style = cache.get(module);
    if (style === undefined) {
      const files = new Set([...chunkStyles(manifest, 'index.html'), ...chunkStyles(manifest, module)]);
      const text = styleText(files);
      // Vite loads a lazy chunk's CSS with the chunk unless a <link rel="stylesheet"> of it is in the
      // document already: one of a type the browser does not read tells it the styles are here
      // (inlined above), without a request. Chromium 150 fetches a `disabled` one all the same:
      // home's three stylesheets cost 4.3 KiB over the wire that way (118.5 KiB, home budget 115).
      const inlined = [...files].map((file) => `<link rel="stylesheet" href="/${file}" type="text/plain">`);
      style = { text, tags: [`<style>${text}</style>`, ...inlined].join('\n    ') };
      cache.set(module, style);
    }
    return style;
  };
  const shell = styleText(
    new Set([...chunkStyles(manifest, 'index.html'), ...Object.values(SCREEN_MODULES).flatMap((key) => chunkStyles(manifest, key))]),
  );
  return { forModule, shell };
}
