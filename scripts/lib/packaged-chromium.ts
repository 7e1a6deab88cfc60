/**
 * The Chromium of the npm package @sparticuz/chromium, unpacked once per machine. The package
 * unpacks its brotli files into the temp folder on first use and takes any file already there for
 * a finished one: npm test's e2e projects, which start together in their own processes, could
 * launch a binary the other was still writing (spawn ETXTBSY), and a run stopped while unpacking
 * would leave a broken browser behind for every later run. So one process unpacks at a time, under a lock, and marks the result finished.
 */
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** What the package unpacks and checks for before unpacking again (its lambdafs.js). */
const UNPACKED = ['chromium', 'fonts', 'libGLESv2.so'].map((name) => join(tmpdir(), name));
const FINISHED = join(tmpdir(), 'chromium.unpacked');
const LOCK = join(tmpdir(), 'chromium.unpacking');
/** Unpacking and a first page took about 3 s here; a lock this old was left by a process that died holding it. */
const STALE_LOCK_MS = 120_000;
const POLL_MS = 100;

/** Unpacked and marked finished, with nothing removed since (a temp-folder cleaner may take files). */
const isUnpacked = () => existsSync(FINISHED) && UNPACKED.every((path) => existsSync(path));

function takeLock(): boolean {
  try {
    mkdirSync(LOCK); // atomic: fails when another process holds the lock
    return true;
  } catch {
    const lock = statSync(LOCK, { throwIfNoEntry: false });
    if (lock && Date.now() - lock.mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
    return false;
  }
}

/** The packaged binary's path and the flags it needs, once it is whole on disk. */
export async function packagedChromium(): Promise<{ executablePath: string; args: string[] }> {
  const { default: packaged } = await import('@sparticuz/chromium');
  while (!isUnpacked()) {
    if (!takeLock()) {
      await sleep(POLL_MS);
      continue;
    }
    try {
      if (!isUnpacked()) {
        // Whatever is there without the mark, or without all its files, is a stopped run's or a
        // cleaner's remains: the package would take them for finished.
        rmSync(FINISHED, { force: true });
        for (const path of UNPACKED) rmSync(path, { recursive: true, force: true });
        await packaged.executablePath();
        writeFileSync(FINISHED, '');
      }
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
  return { executablePath: await packaged.executablePath(), args: packaged.args };
}
