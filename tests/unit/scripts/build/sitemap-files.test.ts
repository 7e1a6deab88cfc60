import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, sitemapFiles } from '../../../../scripts/build/sitemap-files.ts';

const entry = (i: number) => `  <url><loc>https://emoji.example/en/emoji/e${i}</loc></url>`;

describe('sitemap files', () => {
  it('are the protocol limits', () => {
    expect([SITEMAP_MAX_URLS, SITEMAP_MAX_BYTES]).toEqual([50_000, 52_428_800]);
  });

  it('keep one file, /{lang}/sitemap.xml, while within the limits', () => {
    const files = sitemapFiles('/en', [entry(1), entry(2)]);
    expect(files.map((f) => f.path)).toEqual(['/en/sitemap.xml']);
    expect(files[0]!.xml).toContain(entry(2));
    expect(files[0]!.xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  it('split by count: 50,001 URLs make two files', () => {
    const entries = Array.from({ length: 50_001 }, (_, i) => entry(i));
    const files = sitemapFiles('/ja', entries);
    expect(files.map((f) => f.path)).toEqual(['/ja/sitemap.xml', '/ja/sitemap-2.xml']);
    expect(files[0]!.xml.match(/<url>/g)).toHaveLength(50_000);
    expect(files[1]!.xml).toContain(entry(50_000));
  });

  it('split by size, each file within the byte limit, no entry lost or repeated', () => {
    const entries = Array.from({ length: 100 }, (_, i) => entry(i));
    const files = sitemapFiles('/es', entries, 50_000, 1_000);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) expect(Buffer.byteLength(file.xml)).toBeLessThanOrEqual(1_000);
    expect(files.flatMap((f) => f.xml.match(/<url>.*<\/url>/g)!.map((u) => `  ${u}`))).toEqual(entries);
  });

  it('refuses an entry that cannot fit any file', () => {
    expect(() => sitemapFiles('/en', ['x'.repeat(2_000)], 10, 1_000)).toThrow(/over 1000 bytes/);
  });
});
