import { resolve } from 'node:path';
import { type StaticServer, startStaticServer } from '../scripts/run/serve.ts';

/**
 * emoji-picker-element's page from ../shared/bench, served when BENCH_PEER_DIST names its built
 * dist/ (its README says how to build it); null without it. lcp.ts and memory.ts measure beside it.
 */
export async function servePeerPage(): Promise<StaticServer | null> {
  const dir = process.env.BENCH_PEER_DIST;
  return dir ? startStaticServer({ port: 0, dir: resolve(dir) }) : null;
}
