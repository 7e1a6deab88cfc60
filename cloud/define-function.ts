import type * as ParseSdk from 'parse/node';
import { Parse } from './parse-runtime.ts';
import { whenSchemaReady } from './schema.ts';

/** Registers a Cloud Function that runs only once the classes, permissions and indexes exist. */
export function defineFunction(
  name: string,
  handler: (request: ParseSdk.Cloud.FunctionRequest) => Promise<unknown>,
): void {
  Parse.Cloud.define(name, async (request) => {
    await whenSchemaReady();
    return handler(request);
  });
}
