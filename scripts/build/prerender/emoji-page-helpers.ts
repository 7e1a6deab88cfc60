/**
 * The emoji pages are shared with helper processes, one per further core: the prerender again,
 * started with EMOJI_HELPER, renders the pages it is sent, a batch at a time, and answers each
 * batch with what it wrote. Rendering is all CPU (61 s for 13,398 pages in one process on this
 * 2-core machine). Batches on demand keep every process busy to the end: with the pages split in
 * halves up front, the helper waited 1.4-4 s for the artwork before it had anything to do, and
 * finished 2.7 s before the main process, which has the other pages and the artwork to write.
 */
import { type ChildProcess, fork } from 'node:child_process';
import type { pageArtwork } from '../artwork.ts';
import type { WrittenPage } from '../build-id.ts';

/** Per design, the emoji it has. */
export type Artwork = Record<keyof ReturnType<typeof pageArtwork>, Set<string>>;

/**
 * What a helper is sent first: Vite's page template (dist/index.html, which the main process
 * overwrites with the home page while the helper starts: a helper that read it then wrote 6,699
 * home pages as emoji pages) and which designs have which emoji.
 */
export interface HelperSetup {
  template: string;
  artwork: Record<keyof Artwork, string[]>;
}
/** Then batches of pages to write (path, file), each answered with what was written; none ends it. */
interface HelperBatch {
  pages: [string, string][];
}
const EMOJI_HELPER = '--emoji-pages-helper';
/** Pages per batch: about 0.2 s of work, so no process waits long for the last one. */
export const BATCH = 40;
export const isHelper = process.argv.includes(EMOJI_HELPER);

/** Starts a helper: `script` (the prerender) again. Its setup runs while this process sets up. */
export const startHelper = (script: string): ChildProcess => fork(script, [EMOJI_HELPER]);

/**
 * Gives a helper its setup, then batches from `take` until none is left, two at a time so it never
 * waits for the next; settles with the pages it wrote once it has answered them all.
 */
export function feedHelper(helper: ChildProcess, setup: HelperSetup, take: () => HelperBatch['pages']): Promise<WrittenPage[]> {
  const written: WrittenPage[] = [];
  return new Promise((resolve, reject) => {
    let outstanding = 0;
    let ended = false;
    const send = () => {
      if (!ended) {
        const pages = take();
        ended = pages.length === 0;
        if (!ended) outstanding += 1;
        helper.send({ pages } satisfies HelperBatch);
      }
      if (ended && outstanding === 0) resolve(written);
    };
    helper.on('message', (pages) => {
      written.push(...(pages as WrittenPage[]));
      outstanding -= 1;
      send();
    });
    helper.once('exit', (code) => reject(new Error(`prerender: an emoji page helper stopped (exit ${code}) before it answered`)));
    helper.send(setup);
    send();
    send();
  });
}

/** In a helper: the setup, then each batch in turn as it arrives (messages may come before the setup is used). */
export function helperMessages(): { setup: Promise<HelperSetup>; batches: AsyncGenerator<HelperBatch['pages']> } {
  const queue: unknown[] = [];
  let wake: (() => void) | undefined;
  process.on('message', (message) => {
    queue.push(message);
    wake?.();
  });
  const next = async () => {
    while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    return queue.shift();
  };
  const setup = next() as Promise<HelperSetup>;
  async function* batches() {
    await setup;
    for (let batch = (await next()) as HelperBatch; batch.pages.length > 0; batch = (await next()) as HelperBatch) yield batch.pages;
  }
  return { setup, batches: batches() };
}

/** In a helper: writes each batch as it comes and answers with what it wrote, then exits. */
export async function serveBatches(
  batches: AsyncGenerator<HelperBatch['pages']>,
  writePage: (path: string, file: string) => Promise<void>,
  written: WrittenPage[],
) {
  for await (const pages of batches) {
    for (const [path, file] of pages) await writePage(path, file);
    // Sent before the next batch starts, so that nothing is still on its way at exit.
    await new Promise((resolve) => process.send!(written.splice(0), resolve));
  }
  process.exit(0);
}
