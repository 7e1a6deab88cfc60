// `npm run admin -- --username U --password P`: creates the user, or sets its password, and makes
// it a member of the Parse Role `admin`, on the server that VITE_PARSE_SERVER_URL names (the
// local backend must be running). Needs PARSE_MASTER_KEY; talks REST so it works against any Parse.

import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ADMIN_ROLE } from '../../cloud/roles.ts';
import { loadEnv, requiredSetting, setting } from '../lib/env.ts';
import { masterRequest, type ParseConnection } from '../lib/parse-rest.ts';

const MIN_PASSWORD_LENGTH = 12;
// The most common passwords of 12+ characters (breach lists) and keyboard walks.
const COMMON_PASSWORDS = new Set([
  'password1234',
  'password12345',
  'password123456',
  '123456789012',
  '1234567890123',
  'qwertyuiopas',
  'qwerty123456',
  '1q2w3e4r5t6y',
  'abcdefghijkl',
  'iloveyou1234',
  'adminadmin12',
  'administrator',
  'passwordpassword',
  '111111111111',
  '000000000000',
  'aaaaaaaaaaaa',
  'letmein12345',
  'welcome12345',
]);

/**
 * Why `password` is too weak for an admin, or null. The admin sign-in is public: "1" or "x"
 * fall to the first guesses. Parse Server's passwordPolicy (cloud/server-options.ts) repeats
 * the length rule on a self-hosted server.
 */
export function weakPasswordReason(username: string, password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `it has fewer than ${MIN_PASSWORD_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'it is one of the most common passwords';
  if (new Set(lower).size < 5) return 'it repeats too few different characters';
  if (username !== '' && lower.includes(username.toLowerCase())) return 'it contains the username';
  return null;
}

function whereQuery(where: Record<string, string>): string {
  return `?where=${encodeURIComponent(JSON.stringify(where))}&limit=1`;
}

/** Creates or updates `username` with `password` and puts it in the admin role. */
export async function ensureAdmin(
  connection: ParseConnection,
  { username, password }: { username: string; password: string },
): Promise<{ userId: string; created: boolean }> {
  const weakness = weakPasswordReason(username, password);
  if (weakness) throw new Error(`The password is too weak: ${weakness}. Choose ${MIN_PASSWORD_LENGTH} or more characters that are hard to guess.`);
  const users = await masterRequest<{ results: { objectId: string }[] }>(connection, 'GET', `/users${whereQuery({ username })}`);
  const existing = users.results[0];
  if (existing) await masterRequest(connection, 'PUT', `/users/${existing.objectId}`, { password });
  const userId = existing
    ? existing.objectId
    : (await masterRequest<{ objectId: string }>(connection, 'POST', '/users', { username, password })).objectId;

  const member = { __op: 'AddRelation', objects: [{ __type: 'Pointer', className: '_User', objectId: userId }] };
  const roles = await masterRequest<{ results: { objectId: string }[] }>(connection, 'GET', `/roles${whereQuery({ name: ADMIN_ROLE })}`);
  const role = roles.results[0];
  if (role) await masterRequest(connection, 'PUT', `/roles/${role.objectId}`, { users: member });
  // An empty ACL: only the master key reads or changes the role itself.
  else await masterRequest(connection, 'POST', '/roles', { name: ADMIN_ROLE, ACL: {}, users: member });
  return { userId, created: !existing };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { username: { type: 'string' }, password: { type: 'string' } } });
  if (!values.username || !values.password) {
    console.error('Usage: npm run admin -- --username NAME --password PASSWORD');
    process.exit(2);
  }
  loadEnv();
  const connection = {
    serverURL: requiredSetting('VITE_PARSE_SERVER_URL'),
    appId: requiredSetting('VITE_PARSE_APP_ID'),
    masterKey: setting('PARSE_MASTER_KEY') ?? '',
  };
  if (connection.masterKey === '') {
    console.error('PARSE_MASTER_KEY is not set (.env or the environment)');
    process.exit(2);
  }
  try {
    const { userId, created } = await ensureAdmin(connection, { username: values.username, password: values.password });
    console.log(`${created ? 'Created' : 'Updated'} admin "${values.username}" (${userId}) on ${connection.serverURL}`);
  } catch (error) {
    console.error(`Could not set up the admin on ${connection.serverURL}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
