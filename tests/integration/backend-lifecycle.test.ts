// The local backend's life cycle: data kept across runs, nothing left running after stop(), a
// run killed hard does not block the next start, and a caller that dies takes the backend along.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBackend } from '../../scripts/backend.ts';
import { freePort } from '../../scripts/free-port.ts';
import { isRunning } from '../../scripts/process-status.ts';
import { TestBackend } from './backend-fixture.ts';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'emoji-atlas-lifecycle-pg-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function start(port: number): Promise<TestBackend> {
  return new TestBackend(await startBackend({ parsePort: port, dataDir, silent: true, rateLimits: false, cloudFile: inject('cloudFile') }), dataDir);
}

async function postgresPid(): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
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

describe('local backend life cycle', () => {
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
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const backendModule = pathToFileURL(path.resolve('scripts/backend.ts')).href;
    const script = `
      import { startBackend } from ${JSON.stringify(backendModule)};
      await startBackend({ parsePort: ${port}, dataDir: ${JSON.stringify(dataDir)}, silent: true, cloudFile: ${JSON.stringify(inject('cloudFile'))} });
      console.log('ready');
      setInterval(() => {}, 60_000);
    `;
    const caller = spawn(process.execPath, ['--import', tsx, '--input-type=module', '-e', script], {
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
      const external = new TestBackend(
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
});
