// `npm run admin -- --username U --password P`: creates the user, or sets its password, and makes
// it a member of the Parse Role `admin`, on the server that VITE_PARSE_SERVER_URL names (the
// local backend must be running). Needs PARSE_MASTER_KEY; talks REST so it works against any Parse.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ADMIN_ROLE } from '../cloud/roles.ts';
import { loadEnv, setting } from './env.ts';

export interface ParseConnection {
  serverURL: string;
  appId: string;
  masterKey: string;
}

async function masterRequest<T>(
  connection: ParseConnection,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${connection.serverURL}${path}`, {
    method,
    headers: {
      'X-Parse-Application-Id': connection.appId,
      'X-Parse-Master-Key': connection.masterKey,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as T & { error?: string; code?: number };
  if (!response.ok) throw new Error(`${method} ${path} failed (${payload.code}): ${payload.error}`);
  return payload;
}

function whereQuery(where: Record<string, string>): string {
  return `?where=${encodeURIComponent(JSON.stringify(where))}&limit=1`;
}

/** Creates or updates `username` with `password` and puts it in the admin role. */
export async function ensureAdmin(
  connection: ParseConnection,
  { username, password }: { username: string; password: string },
): Promise<{ userId: string; created: boolean }> {
  const users = await masterRequest<{ results: { objectId: string }[] }>(
    connection, 'GET', `/users${whereQuery({ username })}`,
  );
  const existing = users.results[0];
  if (existing) await masterRequest(connection, 'PUT', `/users/${existing.objectId}`, { password });
  const userId = existing
    ? existing.objectId
    : (await masterRequest<{ objectId: string }>(connection, 'POST', '/users', { username, password })).objectId;

  const member = { __op: 'AddRelation', objects: [{ __type: 'Pointer', className: '_User', objectId: userId }] };
  const roles = await masterRequest<{ results: { objectId: string }[] }>(
    connection, 'GET', `/roles${whereQuery({ name: ADMIN_ROLE })}`,
  );
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
    serverURL: setting('VITE_PARSE_SERVER_URL') ?? 'http://localhost:1337/parse_server',
    appId: setting('VITE_PARSE_APP_ID') ?? 'emoji-atlas',
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
