// Backends for the attack tests (tests/integration/attack-*.test.ts): the local backend with
// its log captured, or run the way a hosted Parse runs it (Cloud Code only, no server options).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { startBackend } from '../../scripts/backend.ts';
import { freePort } from '../../scripts/free-port.ts';
import { ownTestBackend, type TestBackend } from './backend-fixture.ts';

export interface LoggedBackend extends TestBackend {
  /** Everything Parse Server and PostgreSQL printed since the last call, once the output settled. */
  takeLog(): Promise<string>;
}

export async function startHostileBackend(
  { rateLimits = true, cloudCodeOnly = false }: { rateLimits?: boolean; cloudCodeOnly?: boolean } = {},
): Promise<LoggedBackend> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'emoji-atlas-test-pg-'));
  let log = '';
  const backend = await startBackend({
    parsePort: await freePort(),
    dataDir,
    rateLimits,
    cloudCodeOnly,
    // The run's bundle (global-setup.ts) rather than bundling Cloud Code again for each file.
    cloudFile: inject('cloudFile'),
    onOutput: (text) => {
      log += text;
      if (process.env.BACKEND_LOGS === '1') process.stdout.write(text);
    },
  });
  return Object.assign(ownTestBackend(backend, dataDir), {
    async takeLog() {
      // The child's output arrives over a pipe, a moment after the response.
      await sleep(300);
      const taken = log;
      log = '';
      return taken;
    },
  });
}

/** Each HTTP status of `responses`, counted. */
export function statusCounts(responses: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
