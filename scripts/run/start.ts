/**
 * `npm start`: builds the site when the sources changed since the last build or the build was made
 * for other settings, then runs the local backend (Parse Server on an embedded PostgreSQL) and
 * serves the built site (local-site.ts). Ctrl+C stops everything.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv, localServerURL, ROOT, setting } from '../lib/env.ts';
import { settingsChangedSinceBuild } from '../lib/site-settings.ts';
import { parsePortSetting, resolveDataDir } from '../local-backend/backend.ts';
import { alreadyRunning, liveOwner } from '../local-backend/data-dir-lock.ts';
import { exitOnLocalBackendError } from '../local-backend/local-backend-error.ts';
import { runLocalSite } from './local-site.ts';

const SOURCES = ['src', 'locales', 'cloud', 'data', 'scripts', 'index.html', 'vite.config.ts', 'package.json', '.env'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== 'generated')
    .reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

/** Why the site must be built before it is served, or undefined when dist/ is current. */
function buildReason(): string | undefined {
  const marker = join(ROOT, 'dist', 'index.html');
  const changed = settingsChangedSinceBuild(join(ROOT, 'dist'));
  if (!existsSync(marker) || changed === undefined || !existsSync(join(ROOT, 'dist-cloud', 'main.cjs'))) {
    return 'no complete build yet';
  }
  const builtAt = statSync(marker).mtimeMs;
  if (SOURCES.some((source) => newestChange(join(ROOT, source)) > builtAt)) return 'sources changed since the last build';
  return changed.length > 0 ? `it was built for other settings: ${changed.join(', ')}` : undefined;
}

loadEnv();
// The site npm start serves talks to the backend npm start runs, on whatever PARSE_PORT says.
process.env.VITE_PARSE_SERVER_URL = localServerURL(parsePortSetting());

// Before building: a build would replace the files a running `npm start` is serving.
const dataDir = await resolveDataDir(undefined).catch(exitOnLocalBackendError);
const owner = setting('PARSE_DATABASE_URI') === undefined ? await liveOwner(dataDir) : undefined;
if (owner !== undefined) exitOnLocalBackendError(alreadyRunning(dataDir, owner));

const reason = buildReason();
if (reason !== undefined) {
  console.log(`Building the site (${reason}). A full build takes about 1.5 minutes; each step prints as it runs.`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await runLocalSite();
