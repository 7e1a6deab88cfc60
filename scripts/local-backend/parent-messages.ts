/** What the local backend (backend.ts) and its child process (child-process.ts) say to each other over IPC. */

export interface BackendProcessConfig {
  appId: string;
  javascriptKey: string;
  masterKey: string;
  port: number;
  /** An external database; unset means embedded PostgreSQL in `dataDir`. */
  databaseURI: string | undefined;
  dataDir: string;
  cloudFile: string;
  rateLimits: boolean;
  /** Only Cloud Code's rules, none of cloud/server-options.ts: how a hosted Parse runs it. */
  cloudCodeOnly: boolean;
  silent: boolean;
}

export type ParentMessage = { type: 'start'; config: BackendProcessConfig } | { type: 'stop' };
export type ChildMessage =
  | { type: 'ready'; serverURL: string; databaseURI: string }
  /** `plain`: a LocalBackendError, whose message alone tells the person what to do. */
  | { type: 'failed'; message: string; plain: boolean }
  /** Sent just before the process exits on its own, after start-up (its database went away). */
  | { type: 'died'; message: string };

/** In the child: tells the parent, while it is still connected. */
export function sendToParent(message: ChildMessage): void {
  if (process.connected) process.send?.(message);
}
