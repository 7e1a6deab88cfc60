/**
 * Splits a language's sitemap entries into files within the sitemap protocol's limits: at most
 * 50,000 URLs and 50 MB (52,428,800 bytes, uncompressed) per file. The first file keeps the name
 * every crawler and CONTRACT.md know (/{lang}/sitemap.xml); any further ones are numbered.
 */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const TAIL = '\n</urlset>\n';

export interface SitemapFile {
  /** the path under the site: /en/sitemap.xml, /en/sitemap-2.xml, ... */
  path: string;
  xml: string;
}

/** `entries` are complete `<url>` elements; `dir` is "/en". */
export function sitemapFiles(dir: string, entries: readonly string[], maxUrls = SITEMAP_MAX_URLS, maxBytes = SITEMAP_MAX_BYTES): SitemapFile[] {
  const frame = Buffer.byteLength(HEAD) + Buffer.byteLength(TAIL);
  const groups: string[][] = [[]];
  let bytes = frame;
  for (const entry of entries) {
    const size = Buffer.byteLength(entry) + 1;
    if (frame + size > maxBytes) throw new Error(`one sitemap entry is over ${maxBytes} bytes`);
    const current = groups.at(-1)!;
    if (current.length >= maxUrls || bytes + size > maxBytes) {
      groups.push([entry]);
      bytes = frame + size;
    } else {
      current.push(entry);
      bytes += size;
    }
  }
  return groups.map((group, i) => ({ path: `${dir}/${i === 0 ? 'sitemap' : `sitemap-${i + 1}`}.xml`, xml: `${HEAD}${group.join('\n')}${TAIL}` }));
}
