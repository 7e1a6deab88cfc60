import type * as ParseSdk from 'parse/node';
import { forbiddenError } from './errors.ts';
import { NICKNAME_FIELDS, randomNickname } from './nickname.ts';
import { Parse } from './parse-runtime.ts';
import { SIGN_UP_LIMIT } from './rate-limit-table.ts';
import { enforceLimit, WindowCounter } from './rate-limiter.ts';
import { whenSchemaReady } from './schema.ts';

/** A client-side sign-up may carry nothing but an anonymous identity: visitors are anonymous. */
function isAnonymousSignUp(user: ParseSdk.User): boolean {
  const authData: unknown = user.get('authData');
  return (
    user.dirtyKeys().every((key) => key === 'authData') &&
    typeof authData === 'object' &&
    authData !== null &&
    Object.keys(authData).join() === 'anonymous'
  );
}

// Each anonymous sign-up is one more voter: without a limit one client was any number of voters
// (300 sign-ups in 5 s).
const signUps = new WindowCounter(SIGN_UP_LIMIT.windowMs);

// Next to the _User CLP (no client updates at all), this keeps sign-ups anonymous and limited per
// address, keeps clients from writing their own user row even where that CLP was loosened, and
// gives each user, once, the nickname they keep.
Parse.Cloud.beforeSave(Parse.User, async (request) => {
  await whenSchemaReady();
  const user = request.object;
  if (!request.master && (request.original || !isAnonymousSignUp(user))) throw forbiddenError();
  if (!request.master && !request.original) enforceLimit(signUps, request.ip, SIGN_UP_LIMIT.count);
  if (!request.original && user.get(NICKNAME_FIELDS.adjective) === undefined) {
    const nickname = randomNickname();
    user.set(NICKNAME_FIELDS.adjective, nickname.adjective);
    user.set(NICKNAME_FIELDS.noun, nickname.noun);
  }
});
