/**
 * What `npm start` runs once the site is built: the local backend and the static server for dist/.
 * Ctrl+C stops both; a backend that dies on its own is reported and stops the site too, rather than
 * leaving a site whose board and online optimizer fail without a word.
 */
import { join } from 'node:path';
import { loadEnv, ROOT } from '../lib/env.ts';
import { exitWhenBackendDies, startBackend } from '../local-backend/backend.ts';
import { exitOnLocalBackendError } from '../local-backend/local-backend-error.ts';
import { startStaticServer } from './serve.ts';

export async function runLocalSite(): Promise<void> {
  const env = loadEnv();
  const backend = await startBackend({ cloudFile: join(ROOT, 'dist-cloud', 'main.cjs') }).catch(exitOnLocalBackendError);
  const site = await startStaticServer({ port: Number(env.PORT || 4173) });
  console.log(`\n  Emoji Atlas   ${site.url}\n  Parse Server  ${backend.serverURL}\n\n  Ctrl+C stops both.\n`);
  exitWhenBackendDies(backend, 'The site is stopped too; run `npm start` again.');

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
}
