/**
 * Which local backend owns an embedded PostgreSQL data directory: the backend process writes its
 * pid to a file in the directory while it runs. A second `npm start` or `npm run backend` on the
 * same directory is refused instead of stopping the first one's PostgreSQL (which left the first
 * answering 500), and a PostgreSQL left by a run that was killed hard is stopped only when no live
 * backend owns it.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { commandLine, isRunning } from '../lib/process-status.ts';
import { LocalBackendError } from './local-backend-error.ts';

const OWNER_FILE = 'emoji-atlas-backend.pid';
// The backend's child process runs this file (scripts/local-backend/backend.ts forks the bundle child-bundle.ts makes).
const BACKEND_ENTRY = 'backend-process.mjs';

function ownerFile(dataDir: string): string {
  return path.join(dataDir, OWNER_FILE);
}

/** The pid of the running local backend that owns `dataDir`, if there is one. */
export async function liveOwner(dataDir: string): Promise<number | undefined> {
  let pid: number;
  try {
    pid = Number((await readFile(ownerFile(dataDir), 'utf8')).trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !(await isRunning(pid))) return undefined;
  // A pid reused by another program after a hard kill is no owner.
  return (await commandLine(pid))?.includes(BACKEND_ENTRY) ? pid : undefined;
}

export function alreadyRunning(dataDir: string, pid: number | undefined): LocalBackendError {
  const which = pid === undefined ? '' : ` (pid ${pid})`;
  return new LocalBackendError(
    `A local backend${which} is already running on ${dataDir}: use that one, or stop it first ` +
      `(Ctrl+C where it runs${pid === undefined ? '' : `, or kill ${pid}`}). ` +
      'To run a second one, give it another POSTGRES_DATA_DIR and PARSE_PORT.',
  );
}

/** Makes this process the owner of `dataDir`, or throws when a live backend already is. */
export async function claimOwnership(dataDir: string): Promise<void> {
  const owner = await liveOwner(dataDir);
  if (owner !== undefined) throw alreadyRunning(dataDir, owner);
  await rm(ownerFile(dataDir), { force: true });
  try {
    await writeFile(ownerFile(dataDir), `${process.pid}\n`, { flag: 'wx' });
  } catch (error) {
    // Another start wrote its claim between our check and our write.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw alreadyRunning(dataDir, await liveOwner(dataDir));
  }
}

export async function releaseOwnership(dataDir: string): Promise<void> {
  const pid = await readFile(ownerFile(dataDir), 'utf8').catch(() => '');
  if (Number(pid.trim()) === process.pid) await rm(ownerFile(dataDir), { force: true });
}
