/**
 * The backend's child process (child-process.ts) as plain JavaScript, which Node runs without
 * tsx: under tsx's module hooks a start took about 1 s more CPU (importing Parse Server alone:
 * 2.6 s against 1.9 s in plain Node, on an idle 2-core machine), and `npm test` starts some 27
 * backends. The child and its module hook are bundled once, with their npm packages left as
 * imports, into .cache/backend-process/{key}/, where `key` is a hash of the source files bundled;
 * a later start uses that bundle while those files are unchanged.
 *
 * The bundle sits inside the project, so that its imports of packages resolve to the project's
 * node_modules. Starts at the same time may both build: each builds in a folder of its own and
 * renames it into place, and a rename that finds the folder there already keeps the one there.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleForNode } from '../build/node-bundle.ts';
import { ROOT } from '../lib/env.ts';

const CACHE = path.join(ROOT, '.cache', 'backend-process');
/** Which bundle is current and the files it was made of (relative to ROOT). */
const CURRENT = path.join(CACHE, 'current.json');
const ENTRIES = {
  'backend-process': path.join(ROOT, 'scripts', 'local-backend', 'child-process.ts'),
  'postgres-binaries-hook': path.join(ROOT, 'scripts', 'local-backend', 'postgres-binaries-hook.ts'),
};
/** Bundles of earlier sources are removed once they are this old: a backend started from one has long loaded it. */
const STALE_MS = 60 * 60 * 1000;

interface Current {
  key: string;
  sources: string[];
}

/** A hash of the files' paths and contents; undefined when one of them is gone. */
function keyOf(sources: readonly string[]): string | undefined {
  const hash = createHash('sha256');
  for (const source of sources) {
    const file = path.join(ROOT, source);
    if (!existsSync(file)) return undefined;
    hash.update(source).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const entryIn = (key: string) => path.join(CACHE, key, 'backend-process.mjs');

/** The current bundle's entry, if the files it was made of are unchanged; a record that cannot be read means none. */
function currentEntry(): string | undefined {
  try {
    const current = JSON.parse(readFileSync(CURRENT, 'utf8')) as Current;
    return keyOf(current.sources) === current.key && existsSync(entryIn(current.key)) ? entryIn(current.key) : undefined;
  } catch {
    return undefined;
  }
}

async function bundle(): Promise<string> {
  const temporary = path.join(CACHE, `building-${process.pid}-${randomBytes(4).toString('hex')}`);
  const result = await bundleForNode({
    input: ENTRIES,
    outDir: temporary,
    output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
    bundleDependencies: false,
  });
  const outputs = Array.isArray(result) ? result : [result];
  const sources = [
    ...new Set(
      outputs.flatMap((output) => ('output' in output ? output.output.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : [])) : [])),
    ),
  ]
    .filter((id) => id.startsWith(ROOT + path.sep) && !id.includes(`${path.sep}node_modules${path.sep}`))
    .map((id) => path.relative(ROOT, id))
    .sort();
  const key = keyOf(sources);
  if (key === undefined || sources.length === 0) throw new Error('the backend bundle names no source file of the project');
  try {
    await rename(temporary, path.join(CACHE, key));
  } catch (error) {
    // Another start built the same sources first: its bundle is the same.
    if (!existsSync(entryIn(key))) throw error;
    await rm(temporary, { recursive: true, force: true });
  }
  const currentTemporary = `${CURRENT}.${process.pid}`;
  await writeFile(currentTemporary, JSON.stringify({ key, sources } satisfies Current));
  await rename(currentTemporary, CURRENT);
  await removeStaleBundles(key);
  return entryIn(key);
}

async function removeStaleBundles(keep: string): Promise<void> {
  for (const name of await readdir(CACHE)) {
    if (name === keep || name === path.basename(CURRENT)) continue;
    const folder = path.join(CACHE, name);
    const { mtimeMs } = await stat(folder).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > STALE_MS) await rm(folder, { recursive: true, force: true });
  }
}

let pending: Promise<string> | undefined;

/** The file to start the child from: the current bundle, built first if its sources changed. */
export function backendChildEntry(): Promise<string> {
  pending ??= (async () => {
    const current = currentEntry();
    if (current !== undefined) return current;
    await mkdir(CACHE, { recursive: true });
    return bundle();
  })().finally(() => {
    pending = undefined;
  });
  return pending;
}
