// Parse Server's REST API as the scripts and tests call it: with the master key, as an admin tool
// does, or with the JavaScript key, as the browser's SDK does.

export interface ParseConnection {
  serverURL: string;
  appId: string;
  masterKey: string;
}

/** A REST call with the master key; throws with Parse's code and message when the server refuses it. */
export async function masterRequest<T>(connection: ParseConnection, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
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

/** A REST call as a client with the JavaScript key, as the browser's SDK makes it. */
export async function clientRequest(
  connection: Omit<ParseConnection, 'masterKey'> & { javascriptKey: string },
  path: string,
  body: unknown,
  sessionToken?: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${connection.serverURL}${path}`, {
    method: 'POST',
    headers: {
      'X-Parse-Application-Id': connection.appId,
      'X-Parse-JavaScript-Key': connection.javascriptKey,
      'Content-Type': 'application/json',
      ...(sessionToken === undefined ? {} : { 'X-Parse-Session-Token': sessionToken }),
    },
    body: JSON.stringify(body),
  });
  const payload = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`POST ${path} failed: ${JSON.stringify(payload)}`);
  return payload;
}
