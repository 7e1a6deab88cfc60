// The Parse Server options that make this backend safe, in one place: the local backend
// (scripts/local-backend/parse-app.ts) spreads them into its options, and a self-hosted deployment does
// the same (`new ParseServer({ ...serverOptions(), appId, masterKey, ... })`). A hosted Parse
// does not take server options; what it still enforces lives in Cloud Code (README, Deploy).
// Not part of the Cloud Code bundle: nothing in cloud/main.ts imports this file.
import { createRequire } from 'node:module';
import type { RateLimitOptions } from 'parse-server/types/Options';
import { ACCOUNT_LOCKOUT, FUNCTION_LIMITS, LOGIN_LIMIT, MINUTE, RATE_LIMITED, rateLimitStore, SIGN_UP_LIMIT } from './rate-limit-table.ts';

// ---- Paths -------------------------------------------------------------------------------------

// Express decodes route parameters, so `/functions/submit%46eedback` runs submitFeedback, but
// Parse's rate limiter and routeAllowList match the raw path, so the encoded name skipped every
// limit (40 of 40 accepted). Percent-encoded unreserved characters mean the character itself
// (RFC 3986, 6.2.2.2): decoding them first makes every limit and rule see the plain path.
const ENCODED_UNRESERVED = /%(2[dDeE]|3[0-9]|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;

interface MutableRequest {
  url: string;
  originalUrl?: string;
}

function normalizedPath(url: string): string {
  const query = url.indexOf('?');
  const pathPart = query === -1 ? url : url.slice(0, query);
  const normalized = pathPart.replace(ENCODED_UNRESERVED, (encoded) => decodeURIComponent(encoded));
  return query === -1 ? normalized : normalized + url.slice(query);
}

/** Express middleware, mounted before Parse (startApp's `middleware` option, or app.use). */
export function normalizeEncodedPaths(request: MutableRequest, _response: unknown, next: () => void): void {
  request.url = normalizedPath(request.url);
  if (request.originalUrl !== undefined) request.originalUrl = normalizedPath(request.originalUrl);
  next();
}

// Parse Server 9.10 creates the session of a client's POST /sessions (or /classes/_Session)
// before it checks the class-level permission: the answer is 119 but the row stays, with every
// posted field added as a column. /upgradeToRevocableSession answers 500 and also creates one.
// Nothing here uses those routes (sign-in is /login, sign-out /logout), so they are closed to
// clients. Express routes ignore case and repeated slashes, so the pattern does too. A path
// that still holds a percent sign after the normalisation above (an encoded reserved character,
// also inside /batch, whose sub-request paths no middleware sees) names nothing this app serves.
const anyCase = (word: string): string => word.replace(/[a-z]/gi, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);
const CLOSED_ROUTES = `/*(?:${anyCase('sessions')}|${anyCase('classes')}/+_${anyCase('session')}|${anyCase('upgradeToRevocableSession')})(?:/.*)?`;
const ROUTE_ALLOW_LIST = [`(?!${CLOSED_ROUTES}$)(?!.*%).*`];

// ---- Rate limits -------------------------------------------------------------------------------

// The same figures Cloud Code checks inside each call (cloud/define-function.ts, user-rules.ts);
// here they answer HTTP 429 before any work, and only here can sign-in attempts be counted
// (Cloud Code's beforeLogin runs only after a correct password). Applied to loopback too
// (includeInternalRequests), otherwise local runs and tests would never see a 429.
function rateLimits(): RateLimitOptions[] {
  const rules: RateLimitOptions[] = [
    { requestPath: '/users', requestMethods: ['POST'], requestTimeWindow: SIGN_UP_LIMIT.windowMs, requestCount: SIGN_UP_LIMIT.count, zone: 'ip' },
    { requestPath: '/login', requestTimeWindow: LOGIN_LIMIT.windowMs, requestCount: LOGIN_LIMIT.count, zone: 'ip' },
  ];
  for (const [name, limit] of Object.entries(FUNCTION_LIMITS)) {
    const requestPath = `/functions/${name}`;
    rules.push(
      { requestPath, requestTimeWindow: MINUTE, requestCount: limit.perVisitor, zone: 'user' },
      { requestPath, requestTimeWindow: MINUTE, requestCount: limit.perAddress, zone: 'ip' },
    );
  }
  return rules.map((rule) => ({ ...rule, includeInternalRequests: true, errorResponseMessage: RATE_LIMITED, ...rateLimitStore() }));
}

// ---- Logs --------------------------------------------------------------------------------------

// Refusals a visitor can cause on purpose (rate limited, not found, forbidden, already voted,
// invalid input, no session, locked account): information, not errors, and never with a stack.
const EXPECTED_CODES = new Set([100, 101, 119, 137, 142, 209]);
const MAX_LOGGED_CHARACTERS = 1000;

interface LoggerAdapter {
  log(level: string, message: unknown, ...meta: unknown[]): void;
  query(options: unknown, callback?: (result: unknown) => void): unknown;
}

const { WinstonLoggerAdapter } = createRequire(import.meta.url)('parse-server/lib/Adapters/Logger/WinstonLoggerAdapter') as {
  WinstonLoggerAdapter: new (options: unknown) => LoggerAdapter;
};

function capped(text: string): string {
  return text.length > MAX_LOGGED_CHARACTERS ? `${text.slice(0, MAX_LOGGED_CHARACTERS)}… (${text.length} characters)` : text;
}

function parseErrorCode(value: unknown): number | undefined {
  const code = (value as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Parse Server's logger with two rules on top: an expected refusal is one `info` line without
 * a stack, and no line carries more than 1,000 characters of message or any request data (the
 * only objects passed on are errors, which Parse already sanitised).
 */
class SanitizingLoggerAdapter implements LoggerAdapter {
  private readonly winston: LoggerAdapter;

  constructor(options: unknown) {
    this.winston = new WinstonLoggerAdapter(options);
  }

  log(level: string, message: unknown, ...meta: unknown[]): void {
    const text = capped(typeof message === 'string' ? message : String(message));
    const code = meta.map(parseErrorCode).find((found) => found !== undefined);
    if (code !== undefined && EXPECTED_CODES.has(code)) {
      const reason = capped(String((meta.find((item) => parseErrorCode(item) === code) as { message?: unknown }).message ?? ''));
      // Parse's own text for these is just "Parse error: ".
      const context = text.replace(/^Parse error:\s*/, '');
      this.winston.log('info', `refused: ${code} ${reason}${context === '' ? '' : ` (${context})`}`);
      return;
    }
    // Parse's own "Permission denied for action ... on class ..." is what every closed class answers.
    if (level === 'error' && /^Permission denied for action \w+ on class \w+\.$/.test(text)) {
      this.winston.log('info', text);
      return;
    }
    this.winston.log(level, text, ...meta.filter((item) => item instanceof Error));
  }

  query(options: unknown, callback?: (result: unknown) => void): unknown {
    return this.winston.query(options, callback);
  }
}

// ---- All options -------------------------------------------------------------------------------

/**
 * The security-relevant Parse Server options of this app. `rateLimits: false` is for tests that
 * flood the server on purpose. Several options are missing from Parse Server's TypeScript options
 * type or typed narrower than Parse accepts (middleware, validatorPattern), hence the record type.
 */
export function serverOptions({ rateLimits: withRateLimits = true }: { rateLimits?: boolean } = {}): Record<string, unknown> {
  return {
    // Parse Server 9 warns at start-up that these defaults will change; adopting the announced
    // (stricter) values now keeps the output quiet and the behaviour stable across upgrades.
    pages: { encodePageParamHeaders: true },
    readOnlyMasterKeyIps: ['127.0.0.1', '::1'],
    requestComplexity: {
      includeDepth: 10,
      includeCount: 100,
      subqueryDepth: 10,
      queryDepth: 10,
      graphQLDepth: 20,
      graphQLFields: 200,
      batchRequestLimit: 100,
    },
    protectedFieldsOwnerExempt: false,
    protectedFieldsTriggerExempt: true,
    protectedFieldsSaveResponseExempt: false,
    installation: { duplicateDeviceTokenActionEnforceAuth: true },
    allowAggregationForReadOnlyMasterKey: false,

    middleware: normalizeEncodedPaths,
    routeAllowList: ROUTE_ALLOW_LIST,
    allowClientClassCreation: false,
    enableAnonymousUsers: true,
    rateLimit: withRateLimits ? rateLimits() : [],
    accountLockout: { duration: ACCOUNT_LOCKOUT.durationMinutes, threshold: ACCOUNT_LOCKOUT.threshold, unlockOnPasswordReset: false },
    // Admins are the only users with passwords; scripts/run/admin.ts checks the same rule first.
    passwordPolicy: { validatorPattern: /^.{12,}$/su, doNotAllowUsername: true, validationError: 'weakPassword' },

    // Nothing in the app uploads files; no client may store one. Request bodies: the largest
    // legitimate one is a 1,000-character feedback (at most 32,000 UTF-16 units, under 200 KB as
    // escaped JSON); up to 3 MB a call still reaches the function and gets its clear 142 answer,
    // beyond that the server refuses it unread (413). Parse's default of 20 MB let four posts
    // grow the database by 106 MiB.
    fileUpload: {
      enableForPublic: false,
      enableForAnonymousUser: false,
      enableForAuthenticatedUser: false,
      allowedFileUrlDomains: [],
    },
    maxUploadSize: '3mb',

    // Parse logs the params of every call at info level and of every failed call at error level,
    // contact details included; neither is logged, and the refusal itself is (SanitizingLoggerAdapter).
    logLevels: {
      cloudFunctionSuccess: 'silent',
      cloudFunctionError: 'silent',
      triggerAfter: 'silent',
      triggerBeforeSuccess: 'silent',
      triggerBeforeError: 'silent',
    },
    loggerAdapter: SanitizingLoggerAdapter,
  };
}
