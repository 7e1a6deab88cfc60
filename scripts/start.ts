/**
 * `npm start`: builds when the sources are newer than dist/, then runs the local backend (Parse
 * Server on an embedded PostgreSQL) and serves the built site. Ctrl+C stops everything.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startBackend } from './backend.ts';
import { ROOT, loadEnv } from './env.ts';
import { startStaticServer } from './serve.ts';

const SOURCES = ['src', 'locales', 'cloud', 'data', 'scripts', 'index.html', 'vite.config.ts', 'package.json', '.env'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== 'generated')
    .reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

const builtAt = (() => {
  const marker = join(ROOT, 'dist', 'index.html');
  return existsSync(marker) && existsSync(join(ROOT, 'dist-cloud', 'main.cjs')) ? statSync(marker).mtimeMs : 0;
})();
if (SOURCES.some((source) => newestChange(join(ROOT, source)) > builtAt)) {
  console.log('Building the site (sources changed since the last build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = loadEnv();
const backend = await startBackend({ cloudFile: join(ROOT, 'dist-cloud', 'main.cjs') });
const site = await startStaticServer({ port: Number(env.PORT || 4173) });
console.log(`\n  Emoji Atlas   ${site.url}\n  Parse Server  ${backend.serverURL}\n\n  Ctrl+C stops both.\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await site.close();
  await backend.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
