import { loadParse } from './parse-client.ts';

/**
 * Admin sign-in for the feedback page. It replaces the browser's anonymous visitor session with
 * the admin's, so every later Cloud Function call is made as the admin.
 */
export async function signInWithPassword(username: string, password: string): Promise<void> {
  const Parse = await loadParse();
  await Parse.User.logIn(username, password);
}

/** Back to being a visitor: the next call signs in anonymously again. */
export async function signOut(): Promise<void> {
  const Parse = await loadParse();
  try {
    await Parse.User.logOut();
  } catch {
    // logOut forgets the local session before it tells the server; a server that cannot be
    // reached only leaves a session token behind that nobody holds any more.
  }
}
