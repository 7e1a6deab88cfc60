/**
 * The browser's one door to the Parse backend. The SDK (~200 KB) is imported on first use only,
 * so screens that never call the backend (home) never download it; importing this module costs
 * nothing. Every call goes through a Cloud Function (docs/CONTRACT.md), as an anonymous visitor signed
 * in once per browser.
 */
import type ParseSdk from 'parse';
import { SdkEventEmitter } from './sdk-event-emitter.ts';

type Parse = typeof ParseSdk;

/** Parse error codes the UI tells apart (docs/CONTRACT.md). */
export const PARSE_ERROR = {
  connectionFailed: 100,
  objectNotFound: 101,
  operationForbidden: 119,
  timeout: 124,
  duplicateValue: 137,
  validation: 142,
  invalidSessionToken: 209,
} as const;

/**
 * A failed backend call: the Parse error code and the server's message key (required, tooShort,
 * alreadyVoted, rateLimited, ...), or one of the client's own keys when no answer came back:
 * `misconfigured` (no VITE_PARSE_* settings), `unreachable` (offline, refused, DNS), `timeout`.
 * `message` is the key too, so code that reads `error.message` sees the same value.
 */
export class BackendError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: string,
  ) {
    super(messageKey);
    this.name = 'BackendError';
  }

  /** The server answered HTTP 429: this visitor (or address) made too many calls in its window. */
  get rateLimited(): boolean {
    return this.messageKey === 'rateLimited';
  }

  /** The server was never reached (as opposed to answering with an error). */
  get unreachable(): boolean {
    return this.messageKey === 'misconfigured' || this.messageKey === 'unreachable' || this.messageKey === 'timeout';
  }
}

/** The failure of any call, as a BackendError (unknown errors count as unreachable). */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const fields = error !== null && typeof error === 'object' ? (error as Record<string, unknown>) : {};
  const code = typeof fields.code === 'number' ? fields.code : undefined;
  const message = typeof fields.message === 'string' ? fields.message : '';
  // The SDK reports a failed fetch (offline, refused, CORS) as code 100 or with no code at all,
  // and a server that answered as code + message; rate limiting (HTTP 429) arrives as code 100
  // with the server's message key.
  if (code === undefined || (code === PARSE_ERROR.connectionFailed && !/^[a-z][A-Za-z]*$/.test(message))) {
    return new BackendError(PARSE_ERROR.connectionFailed, 'unreachable');
  }
  return new BackendError(code, message);
}

let parseReady: Promise<Parse> | undefined;

function settings() {
  const appId = import.meta.env.VITE_PARSE_APP_ID as string | undefined;
  const javascriptKey = import.meta.env.VITE_PARSE_JS_KEY as string | undefined;
  const serverURL = import.meta.env.VITE_PARSE_SERVER_URL as string | undefined;
  if (!appId || !javascriptKey || !serverURL) throw new BackendError(PARSE_ERROR.connectionFailed, 'misconfigured');
  return { appId, javascriptKey, serverURL };
}

/** The initialised SDK, loaded on first use; a failed load is retried by the next call. */
export function loadParse(): Promise<Parse> {
  parseReady ??= (async () => {
    const { appId, javascriptKey, serverURL } = settings();
    const { default: Parse } = await import('parse');
    Parse.CoreManager.setEventEmitter(SdkEventEmitter);
    Parse.initialize(appId, javascriptKey);
    Parse.serverURL = serverURL;
    return Parse;
  })();
  parseReady.catch(() => {
    parseReady = undefined;
  });
  return parseReady;
}

let visitorReady: Promise<void> | undefined;

/** Signs in as this browser's anonymous visitor unless someone (visitor or admin) already is. */
function ensureUser(Parse: Parse): Promise<void> {
  if (Parse.User.current()) return Promise.resolve();
  visitorReady ??= Parse.AnonymousUtils.logIn().then(
    () => {
      visitorReady = undefined;
    },
    (error: unknown) => {
      visitorReady = undefined;
      throw error;
    },
  );
  return visitorReady;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number | undefined): Promise<T> {
  if (timeoutMs === undefined) return promise;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new BackendError(PARSE_ERROR.timeout, 'timeout')), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export interface CallOptions {
  /** Give up after this long (sign-in included) with a `timeout` BackendError. */
  timeoutMs?: number;
}

/**
 * Runs a Cloud Function as the current visitor and resolves with its result, unchecked: the
 * caller validates the shape. Rejects with a BackendError.
 */
export async function callCloudFunction<T = unknown>(name: string, params: Record<string, unknown>, options: CallOptions = {}): Promise<T> {
  // The browser knows it has no network: answer at once instead of sending requests that can only
  // fail (and fill the console with connection errors).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new BackendError(PARSE_ERROR.connectionFailed, 'unreachable');
  }
  const call = async () => {
    const Parse = await loadParse();
    await ensureUser(Parse);
    try {
      return (await Parse.Cloud.run(name, params)) as T;
    } catch (error) {
      // A stored session the server no longer knows (its database was reset, the session was
      // revoked): forget it and try once more as a fresh visitor.
      if (toBackendError(error).code !== PARSE_ERROR.invalidSessionToken) throw error;
      await Parse.User.logOut().catch(() => undefined);
      await ensureUser(Parse);
      return (await Parse.Cloud.run(name, params)) as T;
    }
  };
  try {
    return await withTimeout(call(), options.timeoutMs);
  } catch (error) {
    throw toBackendError(error);
  }
}
