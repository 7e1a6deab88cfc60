/**
 * The local backend's Parse Server: the options a self-hosted deployment uses (cloud/server-options.ts)
 * or only Cloud Code's rules (a hosted Parse), a health check that includes the database, and the
 * schema set up before the parent hears "ready".
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { NextFunction, Request, Response } from 'express';
import { ParseServer } from 'parse-server';
import type { ParseServerOptions } from 'parse-server/types/Options';
import { RATE_LIMITS_OFF_ENV } from '../../cloud/rate-limit-table.ts';
import { serverOptions } from '../../cloud/server-options.ts';
import type { BackendProcessConfig } from './parent-messages.ts';

const MOUNT_PATH = '/parse_server';
const HEALTH_PATH = `${MOUNT_PATH}/health`;
const HEALTH_TIMEOUT_MS = 3_000;

export type ParseApp = Awaited<ReturnType<typeof ParseServer.startApp>>;
type Middleware = (req: Request, res: Response, next: NextFunction) => void;

/**
 * Parse Server's /health answers "ok" from its start-up state alone, even with the database gone
 * (every other request then answers 500). This answers first: 503 unless one cheap read through
 * Parse's own database adapter (the schema table) succeeds; then Parse's answer follows.
 */
function healthIncludingDatabase(server: () => ParseApp | undefined): Middleware {
  return (req, res, next) => {
    const parseServer = server();
    if (req.path !== HEALTH_PATH || parseServer === undefined) {
      next();
      return;
    }
    const adapter = (parseServer.config as { databaseController: { adapter: { getAllClasses(): Promise<unknown> } } }).databaseController.adapter;
    const timeout = sleep(HEALTH_TIMEOUT_MS).then(() => Promise.reject(new Error('timeout')));
    Promise.race([adapter.getAllClasses(), timeout]).then(
      () => next(),
      () => void res.status(503).json({ status: 'error', error: 'database unavailable' }),
    );
  };
}

/** Parse Server takes one `middleware`: the shared options' one (if any) runs first, then the health check. */
function withHealthCheck(shared: unknown, health: Middleware): Middleware {
  const first = shared as Middleware | undefined;
  if (first === undefined) return health;
  return (req, res, next) => first(req, res, () => health(req, res, next));
}

/** Calls one cheap Cloud Function so the classes, permissions and indexes exist before "ready". */
export async function prepareSchema(serverURL: string, config: BackendProcessConfig): Promise<void> {
  const response = await fetch(`${serverURL}/functions/listFeedback`, {
    method: 'POST',
    headers: {
      'X-Parse-Application-Id': config.appId,
      'X-Parse-Master-Key': config.masterKey,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ sort: 'latest', limit: 1 }),
  });
  if (!response.ok) throw new Error(`Cloud Code could not set up the schema: ${await response.text()}`);
}

/** Starts Parse Server on `databaseURI`, listening; the schema is `prepareSchema`'s. */
export async function startParseApp(config: BackendProcessConfig, databaseURI: string): Promise<{ app: ParseApp; serverURL: string }> {
  const serverURL = `http://localhost:${config.port}${MOUNT_PATH}`;
  // Read by Cloud Code (cloud/rate-limit-table.ts) when it loads, below.
  if (!config.rateLimits) process.env[RATE_LIMITS_OFF_ENV] = '1';
  const shared: Record<string, unknown> = config.cloudCodeOnly ? { enableAnonymousUsers: true } : serverOptions({ rateLimits: config.rateLimits });
  let app: ParseApp | undefined;
  const options: ParseServerOptions = {
    // Rate limits, route rules, upload and log settings: the same module a self-hosted deployment imports.
    ...shared,
    // Typed by Parse Server as () => void, while Express calls it with (req, res, next).
    middleware: withHealthCheck(
      shared.middleware,
      healthIncludingDatabase(() => app),
    ) as unknown as () => void,
    appId: config.appId,
    javascriptKey: config.javascriptKey,
    masterKey: config.masterKey,
    // Required by Parse Server's types; a random key nobody knows leaves maintenance access off.
    maintenanceKey: randomBytes(32).toString('hex'),
    serverURL,
    mountPath: MOUNT_PATH,
    port: config.port,
    host: 'localhost',
    databaseURI,
    cloud: config.cloudFile,
    // Typed as a string, but null is Parse Server's documented switch for "no ./logs folder".
    logsFolder: null as unknown as string,
    silent: config.silent,
    // startBackend checks the server itself; Parse's own check adds a request and a warning.
    verifyServerUrl: false,
    // allowOrigin is left at its default '*': the site calls from whatever port it is served on,
    // and no cookies are involved (the session token travels in a header).
  };
  app = await ParseServer.startApp(options);
  return { app, serverURL };
}
