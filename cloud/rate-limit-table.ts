// Every rate limit of the backend, in one table. Cloud Code enforces the function limits itself
// (cloud/rate-limiter.ts via define-function.ts), so a hosted Parse applies them too; a
// self-hosted Parse Server also gets them as server options (cloud/server-options.ts), which
// answer HTTP 429 before the function runs.

export const MINUTE = 60_000;

export interface FunctionLimit {
  /** Calls per minute by one signed-in visitor (by address when there is no session). */
  perVisitor: number;
  /** Calls per minute from one address, whoever the visitor; several people can share one. */
  perAddress: number;
}

// Figures: a person writes a few items a minute, votes on a page of items (20) in a minute, and
// pages through the board; the address figure leaves room for a household or an office.
export const FUNCTION_LIMITS = {
  getProfile: { perVisitor: 30, perAddress: 120 },
  listFeedback: { perVisitor: 60, perAddress: 240 },
  listMyPendingFeedback: { perVisitor: 30, perAddress: 120 },
  submitFeedback: { perVisitor: 5, perAddress: 20 },
  voteFeedback: { perVisitor: 30, perAddress: 120 },
  replyFeedback: { perVisitor: 30, perAddress: 60 },
  listPendingFeedback: { perVisitor: 60, perAddress: 120 },
  reviewFeedback: { perVisitor: 60, perAddress: 120 },
  hideFeedback: { perVisitor: 60, perAddress: 120 },
  // Each call may cost a language-model request.
  optimizeText: { perVisitor: 20, perAddress: 60 },
} as const satisfies Record<string, FunctionLimit>;

export type FunctionName = keyof typeof FUNCTION_LIMITS;

/**
 * Anonymous sign-ups (POST /users) from one address: a school's or an office's browsers behind
 * one address, not a voter farm. Votes are capped per address and item
 * anyway (below); this bounds how fast one address makes new visitors for anything else.
 */
export const SIGN_UP_LIMIT = { count: 60, windowMs: 60 * MINUTE } as const;

/** Sign-in attempts (POST /login) from one address. */
export const LOGIN_LIMIT = { count: 10, windowMs: 15 * MINUTE } as const;

/** Wrong passwords in a row that lock an account, and for how long (self-hosted only). */
export const ACCOUNT_LOCKOUT = { threshold: 5, durationMinutes: 15 } as const;

/** Votes that one address can add to one item: a household votes a few times, not a hundred. */
export const VOTES_PER_ADDRESS_PER_ITEM = 5;

/** The message key of every rate-limit refusal; the UI translates it. */
export const RATE_LIMITED = 'rateLimited';

/**
 * Tests that flood the server on purpose start it with this set; nothing else should. It turns
 * off every rule that counts per address (rate limits, the vote cap): test requests all come
 * from one address.
 */
export const RATE_LIMITS_OFF_ENV = 'EMOJI_ATLAS_RATE_LIMITS_OFF';

export function rateLimitsOff(): boolean {
  return process.env[RATE_LIMITS_OFF_ENV] === '1';
}

/**
 * Where Parse Server keeps its rate-limit counters: its own memory unless
 * PARSE_RATE_LIMIT_REDIS_URL names a Redis server, which several instances then share.
 */
export function rateLimitStore(): { redisUrl?: string } {
  const redisUrl = process.env.PARSE_RATE_LIMIT_REDIS_URL;
  return redisUrl ? { redisUrl } : {};
}
