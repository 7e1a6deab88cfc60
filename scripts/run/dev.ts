/** `npm run dev`: the Vite dev server with the same local backend as `npm start`. Ctrl+C stops both. */
import { spawnSync } from 'node:child_process';
import { createServer } from 'vite';
import { loadEnv, ROOT } from '../lib/env.ts';
import { exitWhenBackendDies, startBackend } from '../local-backend/backend.ts';
import { exitOnLocalBackendError } from '../local-backend/local-backend-error.ts';

const env = loadEnv();
const data = spawnSync('npm', ['run', 'build:data'], { cwd: ROOT, stdio: 'inherit' });
if (data.status !== 0) process.exit(data.status ?? 1);
const backend = await startBackend().catch(exitOnLocalBackendError);
// The pages talk to the backend started here, whatever port PARSE_PORT gave it.
process.env.VITE_PARSE_SERVER_URL = backend.serverURL;
const vite = await createServer({ root: ROOT, server: { port: Number(env.VITE_PORT || 5173) } });
await vite.listen();
vite.printUrls();
console.log(`  Parse Server: ${backend.serverURL}\n`);
exitWhenBackendDies(backend, 'The dev server is stopped too; run `npm run dev` again.');

const stop = async () => {
  await vite.close();
  await backend.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
