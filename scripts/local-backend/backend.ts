// The local backend for `npm start`, `npm run dev` and the tests: embedded PostgreSQL plus Parse
// Server with the bundled Cloud Code, in a child process (see child-process.ts for why).
// Run directly (`tsx scripts/local-backend/backend.ts`) it serves in the foreground until Ctrl+C.
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';
import { buildCloud } from '../build/cloud.ts';
import { loadEnv, ROOT, requiredSetting, setting } from '../lib/env.ts';
import { backendChildEntry } from './child-bundle.ts';
import { exitOnLocalBackendError, LocalBackendError } from './local-backend-error.ts';
import type { BackendProcessConfig, ChildMessage, ParentMessage } from './parent-messages.ts';
import { ownFolder, postgresDataDir } from './postgres-access.ts';

export interface BackendOptions {
  /** Parse Server's port; default PARSE_PORT, else 1337. */
  parsePort?: number;
  /** Embedded PostgreSQL's data directory, kept across runs; default POSTGRES_DATA_DIR, else .data/postgres. */
  dataDir?: string;
  /**
   * The database to use instead of PARSE_DATABASE_URI or an embedded PostgreSQL, e.g. another
   * running backend's `databaseURI`: a second Parse Server on the same data.
   */
  databaseURI?: string;
  /** A built Cloud Code bundle (e.g. dist-cloud/main.cjs); default: bundle cloud/ afresh. */
  cloudFile?: string;
  /** No console output from Parse Server or PostgreSQL. */
  silent?: boolean;
  /** Apply the rate limits; default true. Tests that flood the server on purpose turn them off. */
  rateLimits?: boolean;
  /** Run like a hosted Parse: Cloud Code's rules only, none of cloud/server-options.ts. */
  cloudCodeOnly?: boolean;
  /** Receives Parse Server's and PostgreSQL's output (Parse logging on); for tests that read the log. */
  onOutput?: (text: string) => void;
}

export interface RunningBackend {
  serverURL: string;
  appId: string;
  javascriptKey: string;
  masterKey: string;
  /** The database Parse Server uses (embedded: on localhost, with the local password). */
  databaseURI: string;
  /** Where the embedded PostgreSQL keeps its data (see postgres-access.ts); undefined with PARSE_DATABASE_URI. */
  dataDir: string | undefined;
  /** Settles, with the reason, only if the backend stops without stop() (its process or database died). */
  died: Promise<string>;
  /** Drains Parse Server, then stops PostgreSQL; nothing is left running. */
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
const LOG_TAIL_LINES = 40;

/** Parse Server's port: PARSE_PORT, else 1337. */
export function parsePortSetting(): number {
  const value = setting('PARSE_PORT');
  if (value === undefined) return 1337;
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`PARSE_PORT is not a port: ${value}`);
  return port;
}

async function prepareCloudFile(cloudFile: string | undefined): Promise<{ file: string; cleanUp(): Promise<void> }> {
  if (cloudFile !== undefined) return { file: path.resolve(cloudFile), cleanUp: async () => undefined };
  // A fresh bundle per start, in its own directory: dev and tests never run stale Cloud Code,
  // and two backends started at once never read each other's half-written file. Parse Server
  // loads it once at start-up, so it is deleted as soon as the server is up.
  const dir = await mkdtemp(path.join(tmpdir(), 'emoji-atlas-cloud-'));
  const cleanUp = () => rm(dir, { recursive: true, force: true });
  try {
    return { file: await buildCloud(dir), cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** Keeps the last lines a silent child printed, to explain a failed start. */
function collectTail(child: ChildProcess): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer): void => {
    lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim() !== ''),
    );
    lines.splice(0, Math.max(0, lines.length - LOG_TAIL_LINES));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => (lines.length === 0 ? '' : `\n--- backend output ---\n${lines.join('\n')}`);
}

function waitForReady(child: ChildProcess, outputTail: () => string): Promise<{ serverURL: string; databaseURI: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(`did not start within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    const onMessage = (message: ChildMessage): void => {
      if (message.type === 'failed' && message.plain) {
        settle();
        reject(new LocalBackendError(message.message));
        return;
      }
      if (message.type === 'failed') {
        fail(`failed to start: ${message.message}`);
        return;
      }
      if (message.type !== 'ready') return;
      settle();
      resolve({ serverURL: message.serverURL, databaseURI: message.databaseURI });
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null): void => fail(`exited during start-up (${signal ?? `code ${code}`})`);
    function settle(): void {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    }
    function fail(reason: string): void {
      settle();
      child.kill('SIGKILL');
      reject(new Error(`Local backend ${reason}${outputTail()}`));
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The master key of .env.example is public (it is in the repository): it is the local default, so
 * a backend for a site on any other origin must have a key of its own.
 */
function assertMasterKeyFitsSite(masterKey: string): void {
  const sampleKey = parseEnv(readFileSync(path.join(ROOT, '.env.example'), 'utf8')).PARSE_MASTER_KEY;
  if (masterKey !== sampleKey) return;
  const site = setting('VITE_SITE_URL');
  const hostname = URL.parse(site ?? 'http://localhost')?.hostname ?? '';
  if (LOCAL_HOSTNAMES.has(hostname) || hostname.endsWith('.localhost')) return;
  throw new LocalBackendError(
    `PARSE_MASTER_KEY is the sample key from .env.example, which anyone can read, and VITE_SITE_URL (${site}) is not ` +
      'localhost: a backend for a public site would hand every visitor full control. Put a secret of your own in .env ' +
      'as PARSE_MASTER_KEY (for example the output of `openssl rand -hex 32`) and start again.',
  );
}

/**
 * Embedded PostgreSQL's data directory: `requested`, else POSTGRES_DATA_DIR, else .data/postgres,
 * unless the postgres user cannot reach it (postgres-access.ts).
 */
export async function resolveDataDir(requested: string | undefined, silent = true): Promise<string> {
  const wanted = path.resolve(requested ?? setting('POSTGRES_DATA_DIR') ?? path.join(ROOT, '.data', 'postgres'));
  const dataDir = postgresDataDir(wanted);
  if (dataDir === wanted) return dataDir;
  await ownFolder(path.dirname(dataDir));
  if (!silent) {
    console.log(`PostgreSQL keeps its data in ${dataDir}: it runs as the "postgres" user here, which cannot reach ${wanted}.`);
  }
  return dataDir;
}

export async function startBackend(options: BackendOptions = {}): Promise<RunningBackend> {
  loadEnv();
  const masterKey = setting('PARSE_MASTER_KEY');
  if (masterKey === undefined) throw new LocalBackendError('PARSE_MASTER_KEY is not set (.env.example documents it).');
  assertMasterKeyFitsSite(masterKey);
  const silent = options.onOutput === undefined && (options.silent ?? false);
  const piped = silent || options.onOutput !== undefined;
  const databaseURI = options.databaseURI ?? setting('PARSE_DATABASE_URI');
  // Unused with an external database, but the child's config always carries one.
  const dataDir = databaseURI === undefined ? await resolveDataDir(options.dataDir, silent) : path.resolve(options.dataDir ?? '.data');
  const cloud = await prepareCloudFile(options.cloudFile);
  const config: BackendProcessConfig = {
    appId: requiredSetting('VITE_PARSE_APP_ID'),
    javascriptKey: requiredSetting('VITE_PARSE_JS_KEY'),
    masterKey,
    port: options.parsePort ?? parsePortSetting(),
    databaseURI,
    dataDir,
    cloudFile: cloud.file,
    rateLimits: options.rateLimits ?? true,
    cloudCodeOnly: options.cloudCodeOnly ?? false,
    silent,
  };

  // Detached: its own process group, so a terminal's Ctrl+C reaches only this process, which
  // then stops the child in order (Parse first, PostgreSQL last).
  const child = fork(await backendChildEntry(), [], {
    cwd: ROOT,
    // Plain Node: not the hooks of whatever runs this file (tsx, vitest).
    execArgv: [],
    detached: true,
    stdio: ['ignore', piped ? 'pipe' : 'inherit', piped ? 'pipe' : 'inherit', 'ipc'],
  });
  const outputTail = collectTail(child);
  if (options.onOutput) {
    const onOutput = options.onOutput;
    child.stdout?.on('data', (chunk: Buffer) => onOutput(chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => onOutput(chunk.toString('utf8')));
  }
  child.send({ type: 'start', config } satisfies ParentMessage);
  let address: { serverURL: string; databaseURI: string };
  try {
    address = await waitForReady(child, outputTail);
  } finally {
    await cloud.cleanUp();
  }

  let stopping: Promise<void> | undefined;
  const died = new Promise<string>((resolve) => {
    let reason: string | undefined;
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'died') reason = message.message;
    });
    child.once('exit', (code, signal) => {
      if (stopping === undefined) resolve(reason ?? `its process ended (${signal ?? `code ${code}`})`);
    });
  });
  return {
    ...address,
    appId: config.appId,
    javascriptKey: config.javascriptKey,
    masterKey,
    dataDir: databaseURI === undefined ? dataDir : undefined,
    died,
    stop() {
      stopping ??= (async () => {
        if (child.connected) child.send({ type: 'stop' } satisfies ParentMessage);
        await waitForExit(child);
      })();
      return stopping;
    },
  };
}

/** Reports a backend that died under `npm start`, `npm run dev` or `npm run backend`, and exits. */
export function exitWhenBackendDies(backend: RunningBackend, alsoStopped: string): void {
  void backend.died.then((reason) => {
    console.error(`\n  The local backend stopped: ${reason}. ${alsoStopped}\n`);
    process.exit(1);
  });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const backend = await startBackend().catch(exitOnLocalBackendError);
  console.log(`Parse Server: ${backend.serverURL} (app id ${backend.appId}). Ctrl+C stops it.`);
  exitWhenBackendDies(backend, 'Start it again with `npm run backend`.');
  let stopRequested = false;
  const stopAndExit = (): void => {
    if (stopRequested) return;
    stopRequested = true;
    console.log('Stopping the local backend…');
    backend.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stopAndExit);
  process.on('SIGTERM', stopAndExit);
}
