// What `npm start` runs after its build check (scripts/run/local-site.ts): when the backend dies under
// it, it says so and stops, instead of serving a site whose board and optimizer fail in silence.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/env.ts';
import { freePort } from '../../scripts/lib/free-port.ts';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'emoji-atlas-npm-start-pg-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', { timeout: 180_000 }, () => {
  it('reports a backend that died and stops serving the site', async () => {
    if (!existsSync(path.join(ROOT, 'dist-cloud', 'main.cjs'))) throw new Error('dist-cloud/ is missing: run `npm run build` first.');
    const sitePort = await freePort();
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const script = `import { runLocalSite } from ${JSON.stringify(pathToFileURL(path.join(ROOT, 'scripts', 'run', 'local-site.ts')).href)};
      await runLocalSite();`;
    const start = spawn(process.execPath, ['--import', tsx, '--input-type=module', '-e', script], {
      env: { ...process.env, PORT: String(sitePort), PARSE_PORT: String(await freePort()), POSTGRES_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    start.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => start.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      start.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('Ctrl+C stops both.')) resolve();
      });
      void exited.then((code) => reject(new Error(`npm start exited early (${code}): ${stderr}`)));
    });
    expect((await fetch(`http://localhost:${sitePort}/`)).status).not.toBe(0);

    const backendPid = Number((await readFile(path.join(dataDir, 'emoji-atlas-backend.pid'), 'utf8')).trim());
    process.kill(backendPid, 'SIGKILL');

    expect(await exited).toBe(1);
    expect(stderr).toContain('The local backend stopped: its process ended (SIGKILL). The site is stopped too; run `npm start` again.');
    await expect(fetch(`http://localhost:${sitePort}/`)).rejects.toThrow();
  });
});
