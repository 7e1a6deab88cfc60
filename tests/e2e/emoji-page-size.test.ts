/**
 * Size budget of the emoji pages (issue 18): each page's HTML at most 14 KB gzip, so it arrives in
 * the first round trips. Deterministic: read from the built dist/, the largest pages by raw size.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { DIST } from './built-site.ts';
import { LANGUAGES } from './site-map.ts';

const BUDGET_GZIP_BYTES = 14 * 1024;
const folders = ['emoji', ...LANGUAGES.map((l) => `${l.code}/emoji`)];

it('writes 7 x 1,914 emoji pages', () => {
  for (const folder of folders) expect(readdirSync(join(DIST, folder)).filter((f) => f.endsWith('.html')), folder).toHaveLength(1914);
});

it('keeps the 40 largest emoji pages within 14 KB gzip', () => {
  const files = folders.flatMap((folder) => readdirSync(join(DIST, folder)).map((name) => join(DIST, folder, name)));
  const largest = files
    .map((file) => ({ file, size: statSync(file).size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, 40);
  for (const { file } of largest) {
    const gzip = gzipSync(readFileSync(file)).length;
    expect(gzip, file).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  }
});
