/**
 * The build id: a hash of every hashed asset name (the client manifest) and every page, so it
 * changes exactly when something a visitor receives changes. It cannot be compiled into the JS
 * (that would change the hashes it is made of); the pages carry it in a meta tag, written as a
 * placeholder while the id is unknown and stamped once every page exists.
 *
 * The prerender writes its pages through `writePage`, which records each page's digest and where
 * its placeholders sit, so the stamp writes 16 bytes in place instead of reading and writing the
 * 650 MB of 13,400 emoji pages again (16 s of the build on this 2-core machine). An HTML file in
 * dist/ the prerender did not write is still read, hashed and stamped whole.
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Written into each page's head by the prerender and replaced by the id, which has as many bytes. */
const BUILD_ID_PLACEHOLDER = '%ATLAS_BUILD_ID%';
const ID_LENGTH = BUILD_ID_PLACEHOLDER.length;
export const buildIdMetaTag = () => `<meta name="build-id" content="${BUILD_ID_PLACEHOLDER}">`;

/** A page the prerender wrote: its path under dist/, the digest of its content, its placeholders' byte offsets. */
export interface WrittenPage {
  file: string;
  digest: string;
  placeholders: number[];
}

const digestOf = (file: string, content: Buffer) => createHash('sha256').update(file).update(content).digest('hex');

/** Writes a page under dist/ and returns what stampBuildId needs to know of it. */
export function writePage(dist: string, file: string, html: string): WrittenPage {
  const content = Buffer.from(html);
  writeFileSync(join(dist, file), content);
  const placeholders: number[] = [];
  for (let at = content.indexOf(BUILD_ID_PLACEHOLDER); at !== -1; at = content.indexOf(BUILD_ID_PLACEHOLDER, at + ID_LENGTH)) placeholders.push(at);
  return { file, digest: digestOf(file, content), placeholders };
}

/**
 * Hashes the client manifest and every page, in path order, into the id; puts it in place of each
 * page's placeholders; writes /builds/latest.json and /builds/meta/{id}.json, which pages poll to
 * notice a new deploy.
 */
export function stampBuildId(dist: string, written: readonly WrittenPage[]): string {
  const recorded = new Map(written.map((page) => [page.file, page]));
  const others: { file: string; html: string }[] = [];
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split('\\').join('/'))
    .sort()
    .map((file) => {
      const page = recorded.get(file);
      if (page) return page;
      const content = readFileSync(join(dist, file));
      others.push({ file, html: content.toString('utf8') });
      return { file, digest: digestOf(file, content), placeholders: [] };
    });
  const hash = createHash('sha256').update(readFileSync(join(dist, '.vite', 'manifest.json')));
  for (const page of pages) hash.update(page.digest);
  const id = hash.digest('hex').slice(0, ID_LENGTH);

  const idBytes = Buffer.from(id);
  for (const page of written) {
    if (page.placeholders.length === 0) continue;
    const fd = openSync(join(dist, page.file), 'r+');
    try {
      for (const offset of page.placeholders) writeSync(fd, idBytes, 0, ID_LENGTH, offset);
    } finally {
      closeSync(fd);
    }
  }
  for (const { file, html } of others) writeFileSync(join(dist, file), html.replaceAll(BUILD_ID_PLACEHOLDER, id));

  const assets = readdirSync(join(dist, 'assets'))
    .sort()
    .map((name) => `/assets/${name}`);
  const timestamp = new Date().toISOString();
  mkdirSync(join(dist, 'builds', 'meta'), { recursive: true });
  writeFileSync(join(dist, 'builds', 'latest.json'), `${JSON.stringify({ id, timestamp })}\n`);
  const meta = { id, timestamp, assets, pages: pages.map((page) => `/${page.file}`) };
  writeFileSync(join(dist, 'builds', 'meta', `${id}.json`), `${JSON.stringify(meta, null, 2)}\n`);
  return id;
}
