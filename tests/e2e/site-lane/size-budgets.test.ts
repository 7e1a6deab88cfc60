// The deterministic size budgets, on the built files (no browser, no clock): what the home page
// loads before any interaction, each language's emoji data, the kitchen's first download. The
// bench (npm run bench) measures the same pages in Chromium, over the wire, with the timed budgets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_BUDGET_BYTES, FIRST_CHOICE_BUDGET_BYTES, HOME_JS_GZIP_BUDGET_KIB } from '../../../bench/budgets.ts';
import { gzipSize, measureDataSizes, measureKitchenDownload } from '../../../scripts/lib/site-sizes.ts';
import { builtManifest, DIST, requireBuiltSite } from '../built-site.ts';

const HOME_PAGES = ['index.html', 'zh_tw.html', 'en.html', 'ja.html', 'ko.html', 'es.html'];

/** The scripts a page's HTML loads or preloads, with everything they import statically. */
function firstLoadScripts(page: string): string[] {
  const html = readFileSync(join(DIST, page), 'utf8');
  const chunks = builtManifest();
  const byFile = new Map(Object.values(chunks).map((chunk) => [chunk.file, chunk]));
  const named = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) add(chunks[key]!.file);
  };
  named.forEach(add);
  return [...files];
}

const gzipKib = (files: string[]) => files.reduce((sum, file) => sum + gzipSize(readFileSync(join(DIST, file))), 0) / 1024;

describe('size budgets of the built site', () => {
  requireBuiltSite();

  it.each(HOME_PAGES)(`%s loads ≤ ${HOME_JS_GZIP_BUDGET_KIB} KiB of JavaScript (gzip -9) before any interaction`, (page) => {
    const scripts = firstLoadScripts(page);
    // Only what an interaction needs stays out: the kitchen (panel and data), the details dialog, the service-worker glue.
    expect(scripts.filter((file) => /(kitchen-panel|kitchen-data|emoji-details|service-worker)-/.test(file))).toEqual([]);
    // And the strings only other screens show: the first part of the language's file, not all of it (src/i18n/messages.ts).
    const lang = page === 'index.html' ? 'zh' : page.slice(0, -'.html'.length);
    expect(scripts).toContain(builtManifest()[`locales/${lang}.json?part=first`]!.file);
    expect(scripts).not.toContain(builtManifest()[`locales/${lang}.json`]!.file);
    expect(gzipKib(scripts)).toBeLessThanOrEqual(HOME_JS_GZIP_BUDGET_KIB);
  });

  it(`each language's emoji data is ≤ ${DATA_BUDGET_BYTES / 1000} kB gzip`, () => {
    for (const { lang, gzipBytes } of measureDataSizes()) expect(gzipBytes, lang).toBeLessThanOrEqual(DATA_BUDGET_BYTES);
  });

  it(`the kitchen's first choice of any emoji downloads ≤ ${FIRST_CHOICE_BUDGET_BYTES / 1024} KiB gzip`, () => {
    expect(Math.max(...measureKitchenDownload(DIST).firstChoice)).toBeLessThanOrEqual(FIRST_CHOICE_BUDGET_BYTES);
  });
});
