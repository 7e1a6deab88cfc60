/**
 * A local backend that cannot start for a reason a person can fix: the message says what happened
 * and what to do, and is printed alone, without a stack trace (`npm start`, `npm run backend`).
 */
export class LocalBackendError extends Error {
  override name = 'LocalBackendError';
}

/** Prints a LocalBackendError's message and exits non-zero; anything else is a bug and is rethrown. */
export function exitOnLocalBackendError(error: unknown): never {
  if (!(error instanceof LocalBackendError)) throw error;
  console.error(`\n  ${error.message}\n`);
  process.exit(1);
}
