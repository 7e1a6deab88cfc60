import type * as ParseSdk from 'parse/node';
import { forbiddenError, noSessionError } from './errors.ts';
import { Parse } from './parse-runtime.ts';
import { ADMIN_ROLE } from './roles.ts';

/** The signed-in caller (anonymous visitor or admin); code 209 without a session. */
export function requireUser(request: ParseSdk.Cloud.FunctionRequest): ParseSdk.User {
  if (!request.user) throw noSessionError();
  return request.user;
}

export async function isAdmin(user: ParseSdk.User): Promise<boolean> {
  const membership = await new Parse.Query(Parse.Role).equalTo('name', ADMIN_ROLE).equalTo('users', user).first({ useMasterKey: true });
  return membership !== undefined;
}

/** The caller, who must be a member of the `admin` role: 209 without a session, 119 otherwise. */
export async function requireAdmin(request: ParseSdk.Cloud.FunctionRequest): Promise<ParseSdk.User> {
  const user = requireUser(request);
  if (!(await isAdmin(user))) throw forbiddenError();
  return user;
}
