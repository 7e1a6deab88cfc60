/**
 * The emoji pages as files: all of them written, each the page of its own emoji, each
 * page's HTML at most 14 KB gzip, so it arrives in the first round trips. Deterministic: read from
 * the built dist/.
 */
import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { EMOJI_PAGE_BUDGET_GZIP_BYTES } from '../../../bench/budgets.ts';
import { gzipSize } from '../../../scripts/lib/site-sizes.ts';
import { PAGE_EMOJI_COUNT } from '../../emoji-count.ts';
import { DIST } from '../built-site.ts';
import { LANGUAGES } from '../site-map.ts';

const folders = ['emoji', ...LANGUAGES.map((l) => `${l.code}/emoji`)];

it(`writes ${folders.length} x ${PAGE_EMOJI_COUNT} emoji pages`, () => {
  for (const folder of folders)
    expect(
      readdirSync(join(DIST, folder)).filter((f) => f.endsWith('.html')),
      folder,
    ).toHaveLength(PAGE_EMOJI_COUNT);
});

it('writes each file as the page of its own emoji: its canonical link names its slug', () => {
  // The head comes first: its first 8 KB hold the canonical link. The prerender shares the pages
  // among processes, and a helper that took the wrong template once wrote half of them as home.
  const head = Buffer.alloc(8192);
  const wrong: string[] = [];
  for (const folder of folders) {
    for (const name of readdirSync(join(DIST, folder))) {
      const fd = openSync(join(DIST, folder, name), 'r');
      const length = readSync(fd, head, 0, head.length, 0);
      closeSync(fd);
      const canonical = /<link rel="canonical" href="[^"]*?(\/emoji\/[^"]+)">/.exec(head.toString('utf8', 0, length))?.[1];
      if (canonical !== `/emoji/${name.replace(/\.html$/, '')}`) wrong.push(`${folder}/${name}: ${canonical}`);
    }
  }
  expect(wrong.slice(0, 5)).toEqual([]);
});

it('keeps the 40 largest emoji pages within 14 KB gzip', () => {
  const files = folders.flatMap((folder) => readdirSync(join(DIST, folder)).map((name) => join(DIST, folder, name)));
  const largest = files
    .map((file) => ({ file, size: statSync(file).size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, 40);
  for (const { file } of largest) {
    // zlib's default level, as the bench measures the pages (bench/emoji-pages.ts).
    expect(gzipSize(readFileSync(file), 6), file).toBeLessThanOrEqual(EMOJI_PAGE_BUDGET_GZIP_BYTES);
  }
});
