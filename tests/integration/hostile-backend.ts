// Backends for the attack tests (tests/integration/attack-*.test.ts): the local backend with
// its log captured, or run the way a hosted Parse runs it (Cloud Code only, no server options).
import { setTimeout as sleep } from 'node:timers/promises';
import { startOwnParseServer, type TestBackend } from './backend-fixture.ts';

export interface LoggedBackend extends TestBackend {
  /** Everything Parse Server printed since the last call, once the output settled. */
  takeLog(): Promise<string>;
}

export async function startHostileBackend({
  rateLimits = true,
  cloudCodeOnly = false,
}: {
  rateLimits?: boolean;
  cloudCodeOnly?: boolean;
} = {}): Promise<LoggedBackend> {
  let log = '';
  const server = await startOwnParseServer({
    rateLimits,
    cloudCodeOnly,
    onOutput: (text) => {
      log += text;
      if (process.env.BACKEND_LOGS === '1') process.stdout.write(text);
    },
  });
  return Object.assign(server, {
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
