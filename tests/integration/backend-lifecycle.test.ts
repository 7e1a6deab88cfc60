// The local backend's life cycle: data kept across runs, nothing left running after stop(), a
// run killed hard does not block the next start, and a caller that dies takes the backend along;
// a second start on the same data is refused, a stale lock file never gets another process
// killed, /health fails without a database, and the public sample master key is refused off
// localhost.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';
import { isRunning } from '../../scripts/lib/process-status.ts';
import { type RunningBackend, startBackend } from '../../scripts/local-backend/backend.ts';
import { LocalBackendError } from '../../scripts/local-backend/local-backend-error.ts';
import { ownTestBackend, type TestBackend } from './backend-fixture.ts';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'emoji-atlas-lifecycle-pg-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function start(port: number): Promise<TestBackend<RunningBackend>> {
  return ownTestBackend(await startBackend({ parsePort: port, dataDir, silent: true, rateLimits: false, cloudFile: inject('cloudFile') }), dataDir);
}

async function postgresPid(dir = dataDir): Promise<number> {
  return Number((await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Runs a script of the project to its end, as `npm run …` would; its exit code and output. */
function runScript(script: string, env: Record<string, string | undefined>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const fullEnv = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined));
  const child = spawn(process.execPath, ['--import', TSX, script], { env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

/** The parent of a process, from /proc (Linux, where CI runs). */
async function parentPid(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: 'localhost', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntil(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let waited = 0; !(await condition()); waited += 100) {
    if (waited > 30_000) throw new Error(`timed out waiting until ${what}`);
    await sleep(100);
  }
}

async function expectNothingRunning(pid: number, port: number): Promise<void> {
  expect(await isRunning(pid)).toBe(false);
  expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  expect(await acceptsConnections(port)).toBe(false);
}

// Each test starts two or three backends (5-40 s each on a busy two-core machine). Every start
// takes the run's Cloud Code bundle rather than bundling it again (about 1 s each, measured at
// load 13); only the `npm run backend` runs below still bundle their own.
describe('local backend life cycle', { timeout: 240_000 }, () => {
  it('keeps data across runs, stops completely, and starts again after a hard kill', async () => {
    const port = await freePort();
    const first = await start(port);
    const visitor = await first.signUpVisitor();
    await first.result('submitFeedback', { content: 'Survives restarts' }, visitor);
    const firstPostgres = await postgresPid();
    await first.backend.stop();
    await expectNothingRunning(firstPostgres, port);

    const second = await start(port);
    expect(await second.countRows('Feedback')).toBe(1);
    // Kill the backend process outright: its PostgreSQL is orphaned and keeps running.
    const orphan = await postgresPid();
    process.kill(await parentPid(orphan), 'SIGKILL');
    await waitUntil(async () => !(await acceptsConnections(port)), 'the killed Parse Server is gone');
    expect(await isRunning(orphan)).toBe(true);
    await second.backend.stop();

    const third = await start(port);
    expect(await isRunning(orphan)).toBe(false);
    expect(await third.countRows('Feedback')).toBe(1);
    const thirdPostgres = await postgresPid();
    await third.backend.stop();
    await expectNothingRunning(thirdPostgres, port);
  });

  it('stops by itself when the process that started it dies', async () => {
    const port = await freePort();
    const backendModule = pathToFileURL(path.resolve('scripts/local-backend/backend.ts')).href;
    const script = `
      import { startBackend } from ${JSON.stringify(backendModule)};
      await startBackend({ parsePort: ${port}, dataDir: ${JSON.stringify(dataDir)}, silent: true, cloudFile: ${JSON.stringify(inject('cloudFile'))} });
      console.log('ready');
      setInterval(() => {}, 60_000);
    `;
    const caller = spawn(process.execPath, ['--import', TSX, '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      caller.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      caller.once('exit', (code) => reject(new Error(`caller exited early (${code})`)));
    });
    const pid = await postgresPid();
    caller.kill('SIGKILL');
    await waitUntil(async () => !(await isRunning(pid)), 'PostgreSQL has stopped');
    await expectNothingRunning(pid, port);
  });

  it('uses the database PARSE_DATABASE_URI names instead of starting its own', async () => {
    const owner = await start(await freePort());
    try {
      const visitor = await owner.signUpVisitor();
      await owner.result('submitFeedback', { content: 'Written through the first server' }, visitor);
      const postgresPort = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[3];
      const unusedDataDir = path.join(dataDir, 'never-created');
      process.env.PARSE_DATABASE_URI = `postgres://postgres:emoji-atlas-local@localhost:${postgresPort}/emoji_atlas`;
      const external = ownTestBackend(
        await startBackend({ parsePort: await freePort(), dataDir: unusedDataDir, silent: true, cloudFile: inject('cloudFile') }),
        unusedDataDir,
      );
      try {
        expect(await external.countRows('Feedback', { content: 'Written through the first server' })).toBe(1);
        expect(existsSync(unusedDataDir)).toBe(false);
      } finally {
        await external.backend.stop();
      }
    } finally {
      delete process.env.PARSE_DATABASE_URI;
      await owner.backend.stop();
    }
  });

  it('refuses a second backend on the same data, in one plain sentence, and the first keeps working', async () => {
    const first = await start(await freePort());
    try {
      const postgres = await postgresPid();
      const second = startBackend({ parsePort: await freePort(), dataDir, silent: true, rateLimits: false, cloudFile: inject('cloudFile') });
      await expect(second).rejects.toThrow(LocalBackendError);
      await expect(second).rejects.toThrow(`is already running on ${dataDir}`);
      // `npm run backend` on the same data: one sentence, no stack trace, a failing exit code.
      const cli = await runScript('scripts/local-backend/backend.ts', { POSTGRES_DATA_DIR: dataDir, PARSE_PORT: String(await freePort()) });
      expect(cli.code).toBe(1);
      expect(cli.stderr.trim()).toMatch(/^A local backend \(pid \d+\) is already running on .+ PARSE_PORT\.$/);

      expect(await isRunning(postgres)).toBe(true);
      const visitor = await first.signUpVisitor();
      await first.result('submitFeedback', { content: 'Still answering after a second start' }, visitor);
      const health = await fetch(`${first.backend.serverURL}/health`);
      expect(health.status).toBe(200);
    } finally {
      await first.backend.stop();
    }
  });

  it('never stops a PostgreSQL that a stale postmaster.pid names but that serves other data', async () => {
    const otherDir = await mkdtemp(path.join(tmpdir(), 'emoji-atlas-lifecycle-other-pg-'));
    const other = ownTestBackend(
      await startBackend({ parsePort: await freePort(), dataDir: otherDir, silent: true, rateLimits: false, cloudFile: inject('cloudFile') }),
      otherDir,
    );
    try {
      const otherPostgres = await postgresPid(otherDir);
      // As after a crash, with the pid since reused by another PostgreSQL.
      await writeFile(path.join(dataDir, 'postmaster.pid'), `${otherPostgres}\n${dataDir}\n`);
      const mine = await start(await freePort());
      try {
        expect(await isRunning(otherPostgres)).toBe(true);
        expect(await other.countRows('Feedback')).toBe(0);
        expect(await postgresPid()).not.toBe(otherPostgres);
      } finally {
        await mine.backend.stop();
      }
    } finally {
      await other.stop();
    }
  });

  it('answers 503 on /health once its database is gone, and a backend whose PostgreSQL died says so and stops', async () => {
    const owner = await start(await freePort());
    const unusedDataDir = path.join(dataDir, 'never-created');
    const postgresPort = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[3];
    process.env.PARSE_DATABASE_URI = `postgres://postgres:emoji-atlas-local@localhost:${postgresPort}/emoji_atlas`;
    let external: TestBackend<RunningBackend>;
    try {
      external = ownTestBackend(
        await startBackend({ parsePort: await freePort(), dataDir: unusedDataDir, silent: true, cloudFile: inject('cloudFile') }),
        unusedDataDir,
      );
    } finally {
      delete process.env.PARSE_DATABASE_URI;
    }
    try {
      expect((await fetch(`${external.backend.serverURL}/health`)).status).toBe(200);
      const postgres = await postgresPid();
      process.kill(postgres, 'SIGINT'); // PostgreSQL's fast shutdown: the database goes away
      await waitUntil(async () => !(await isRunning(postgres)), 'PostgreSQL has stopped');

      const health = await fetch(`${external.backend.serverURL}/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'error', error: 'database unavailable' });
      expect(await owner.backend.died).toBe(`its PostgreSQL (pid ${postgres}) stopped`);
    } finally {
      await external.backend.stop();
      await owner.backend.stop();
    }
  });

  it('refuses the sample master key of .env.example for a site that is not on localhost', async () => {
    const saved = { key: process.env.PARSE_MASTER_KEY, site: process.env.VITE_SITE_URL };
    try {
      delete process.env.PARSE_MASTER_KEY; // unset: .env.example's key fills in
      process.env.VITE_SITE_URL = 'https://emoji.example';
      const refused = startBackend({ parsePort: await freePort(), dataDir, silent: true });
      await expect(refused).rejects.toThrow(LocalBackendError);
      await expect(refused).rejects.toThrow(
        'PARSE_MASTER_KEY is the sample key from .env.example, which anyone can read, and VITE_SITE_URL (https://emoji.example) is not localhost',
      );
      const cli = await runScript('scripts/local-backend/backend.ts', {
        VITE_SITE_URL: 'https://emoji.example',
        PARSE_MASTER_KEY: undefined,
        POSTGRES_DATA_DIR: dataDir,
      });
      expect(cli.code).toBe(1);
      expect(cli.stderr.trim()).toMatch(/^PARSE_MASTER_KEY is the sample key from \.env\.example, .+ start again\.$/);

      process.env.PARSE_MASTER_KEY = 'a-secret-of-this-deployment-only';
      const ownKey = await startBackend({ parsePort: await freePort(), dataDir, silent: true, cloudFile: inject('cloudFile') });
      await ownKey.stop();
    } finally {
      for (const [name, value] of [
        ['PARSE_MASTER_KEY', saved.key],
        ['VITE_SITE_URL', saved.site],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
