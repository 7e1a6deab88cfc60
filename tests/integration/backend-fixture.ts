// The real local backend the integration tests talk to: the run's shared one (global-setup.ts),
// or, where a file needs rate limits, an environment or a log of its own, a Parse Server of the
// file's own on the shared PostgreSQL. Either is emptied for each file (files run one at a time).
// Tests talk to it over REST with fetch, as a browser would, never through the Parse SDK (the
// SDK is a process-wide singleton and has no place in a test process).
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';
import { type BackendOptions, type RunningBackend, startBackend } from '../../scripts/local-backend/backend.ts';
import { ensureAdmin } from '../../scripts/run/admin.ts';

const closedIdleConnection = (error: unknown) =>
  error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'UND_ERR_SOCKET';

export interface ParseResponse {
  status: number;
  /** Parse's JSON answer; its shape varies per route, so each test reads the fields it checks. */
  body: any;
}

export interface Visitor {
  userId: string;
  sessionToken: string;
}

export interface RequestAuth {
  sessionToken?: string;
  master?: boolean;
}

/** What a test needs to reach a backend: its URL and keys. */
export type BackendKeys = Pick<RunningBackend, 'serverURL' | 'appId' | 'javascriptKey' | 'masterKey'>;
/** The run's shared backend, and its database for the Parse Servers files start of their own. */
export type SharedBackend = BackendKeys & Pick<RunningBackend, 'databaseURI'>;

export class TestBackend<Backend extends BackendKeys = BackendKeys> {
  constructor(
    readonly backend: Backend,
    /** What stop() does: stops a backend of the file's own; nothing for the shared one. */
    private readonly release: () => Promise<void>,
  ) {}

  async request(method: string, route: string, body?: unknown, auth: RequestAuth = {}): Promise<ParseResponse> {
    const headers: Record<string, string> = {
      'X-Parse-Application-Id': this.backend.appId,
      'Content-Type': 'application/json',
    };
    if (auth.master) headers['X-Parse-Master-Key'] = this.backend.masterKey;
    else headers['X-Parse-JavaScript-Key'] = this.backend.javascriptKey;
    if (auth.sessionToken) headers['X-Parse-Session-Token'] = auth.sessionToken;
    const send = () =>
      fetch(`${this.backend.serverURL}${route}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // A pooled connection left idle about 5 s (a test computing its expectations on a busy machine)
    // is closed by the server's keep-alive timeout; a request racing that close fails before the
    // server reads it ("fetch failed: other side closed"), so it is sent once more.
    const response = await send().catch((error: unknown) => (closedIdleConnection(error) ? send() : Promise.reject(error)));
    const text = await response.text();
    // Routes Parse does not serve answer with Express's HTML 404 page rather than JSON.
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    return { status: response.status, body: isJson ? JSON.parse(text) : text };
  }

  /** What a browser does on first use: an anonymous sign-up with a fresh random id. */
  async signUpVisitor(): Promise<Visitor> {
    const response = await this.request('POST', '/users', { authData: { anonymous: { id: randomUUID() } } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return { userId: response.body.objectId, sessionToken: response.body.sessionToken };
  }

  /** An admin created by scripts/run/admin.ts, signed in the way the admin page signs in. */
  async signInAdmin(username = 'admin', password = 'correct-horse-battery-1'): Promise<Visitor> {
    await ensureAdmin(this.backend, { username, password });
    const response = await this.request('POST', '/login', { username, password });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return { userId: response.body.objectId, sessionToken: response.body.sessionToken };
  }

  call(name: string, params: unknown, caller?: Visitor): Promise<ParseResponse> {
    return this.request('POST', `/functions/${name}`, params, { sessionToken: caller?.sessionToken });
  }

  /** The function's result; fails the test when the call did not succeed. */
  async result(name: string, params: unknown, caller?: Visitor): Promise<any> {
    const response = await this.call(name, params, caller);
    expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBe(200);
    return response.body.result;
  }

  /** Exact row count read with the master key, so it sees everything regardless of permissions. */
  async countRows(className: string, where: Record<string, unknown> = {}): Promise<number> {
    // With an empty `where`, Parse's PostgreSQL adapter answers the planner's estimate
    // (pg_class.reltuples, 0 until ANALYZE runs) instead of counting.
    const exactWhere = { objectId: { $exists: true }, ...where };
    const query = `?count=1&limit=0&where=${encodeURIComponent(JSON.stringify(exactWhere))}`;
    const response = await this.request('GET', `/classes/${className}${query}`, undefined, { master: true });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.count;
  }

  async masterGet(className: string, objectId: string): Promise<any> {
    const response = await this.request('GET', `/classes/${className}/${objectId}`, undefined, { master: true });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  }

  /** Submits feedback as `author` and approves it as `admin`; returns its id. */
  async approvedFeedback(author: Visitor, admin: Visitor, content = 'A lovely emoji site 🎉'): Promise<string> {
    const { id } = await this.result('submitFeedback', { content }, author);
    await this.result('reviewFeedback', { id, decision: 'approve' }, admin);
    return id;
  }

  stop(): Promise<void> {
    return this.release();
  }
}

/** A backend the calling file started for itself: stop() stops it and removes its data directory. */
export function ownTestBackend(backend: RunningBackend, dataDir: string): TestBackend<RunningBackend> {
  return new TestBackend(backend, async () => {
    await backend.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
}

/** A refused call: a 4xx status (Parse answers 404 for code 101, 400 for the rest) with `code`. */
export function expectParseError(response: ParseResponse, code: number, message?: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(code === 101 ? 404 : 400);
  expect(response.body.code, JSON.stringify(response.body)).toBe(code);
  if (message !== undefined) expect(response.body.error).toBe(message);
}

/**
 * Deletes every row the files before wrote, so the calling file starts from the same empty
 * database as a backend of its own. Purging _Session last also empties Parse's cache of
 * signed-in users, purging _Role its role cache; the schema (fields, permissions, the unique
 * vote index) stays.
 */
async function emptyDatabase(server: TestBackend): Promise<void> {
  const schemas = await server.request('GET', '/schemas', undefined, { master: true });
  expect(schemas.status, JSON.stringify(schemas.body)).toBe(200);
  const classes = (schemas.body.results as { className: string }[]).map(({ className }) => className);
  for (const className of classes.sort((a, b) => Number(a === '_Session') - Number(b === '_Session'))) {
    const purged = await server.request('DELETE', `/purge/${className}`, undefined, { master: true });
    expect(purged.status, `${className}: ${JSON.stringify(purged.body)}`).toBe(200);
  }
}

/** The run's shared backend (rate limits off), emptied, for a file that needs nothing of its own. */
export async function sharedTestBackend(): Promise<TestBackend> {
  const server = new TestBackend(inject('sharedBackend'), async () => undefined);
  await emptyDatabase(server);
  return server;
}

/** The shared backend with an admin and two visitors signed in, as the feedback files' tests need them. */
export interface FeedbackCast {
  server: TestBackend;
  admin: Visitor;
  alice: Visitor;
  bob: Visitor;
}

/** Sets the cast up before the calling file's tests (`use` receives it) and stops the server after them. */
export function withFeedbackCast(use: (cast: FeedbackCast) => void): void {
  let server: TestBackend | undefined;
  beforeAll(async () => {
    server = await sharedTestBackend();
    const [admin, alice, bob] = await Promise.all([server.signInAdmin(), server.signUpVisitor(), server.signUpVisitor()]);
    use({ server, admin, alice, bob });
  });
  afterAll(async () => {
    await server?.stop();
  });
}

/**
 * A Parse Server of the calling file's own on the shared database, emptied; stop() stops it. For
 * a file that counts rate limits per address (every test request comes from one address, and the
 * counters live in the server's memory), sets the environment the server reads at start, reads
 * its log or runs it as a hosted Parse would. A Parse Server start without one of PostgreSQL.
 */
export async function startOwnParseServer(
  options: Pick<BackendOptions, 'cloudCodeOnly' | 'onOutput'> & { rateLimits: boolean },
): Promise<TestBackend<RunningBackend>> {
  const backend = await startBackend({
    ...options,
    parsePort: await freePort(),
    databaseURI: inject('sharedBackend').databaseURI,
    // BACKEND_LOGS=1 shows Parse Server's output when a test needs debugging.
    silent: process.env.BACKEND_LOGS !== '1',
    cloudFile: inject('cloudFile'),
  });
  const server = new TestBackend(backend, () => backend.stop());
  await emptyDatabase(server);
  return server;
}

export const ERROR = {
  validation: 142,
  alreadyVoted: 137,
  forbidden: 119,
  notFound: 101,
  noSession: 209,
} as const;
