import type * as ParseSdk from 'parse/node';

interface StorageAdapter {
  ensureUniqueness(
    className: string,
    schema: { fields: Record<string, { type: string; targetClass?: string }> },
    fieldNames: string[],
  ): Promise<void>;
}

type ParseOnServer = typeof ParseSdk & {
  /** Set by Parse Server when it initialises its SDK; Cloud Code runs with it. */
  masterKey: string | undefined;
  /** Parse Server's live configuration; exposes the storage adapter to Cloud Code. */
  Server: { database: { adapter: StorageAdapter } };
};

// Parse Server puts its own, already initialised SDK on globalThis before it loads Cloud Code.
// Importing 'parse/node' instead would bundle a second, unconnected copy into dist-cloud/main.cjs.
export const Parse = (globalThis as unknown as { Parse: ParseOnServer }).Parse;

/** Options for SDK calls: the classes are closed to everyone but the master key. */
export const MASTER = { useMasterKey: true } as const;
