import type * as ParseSdk from 'parse/node';
import { Parse } from './parse-runtime.ts';
import { FUNCTION_LIMITS, type FunctionName, MINUTE } from './rate-limit-table.ts';
import { enforceLimit, WindowCounter } from './rate-limiter.ts';
import { whenSchemaReady } from './schema.ts';

const calls = new WindowCounter(MINUTE);

/**
 * The params, taken out of the request. Parse logs `request.params` (the same object) when a
 * function fails, contact details and a 5 MB `sort` included; emptied, that log line has none.
 */
function takeParams(request: ParseSdk.Cloud.FunctionRequest): Record<string, unknown> {
  const given = request.params as Record<string, unknown>;
  const params = { ...given };
  for (const key of Object.keys(given)) delete given[key];
  return params;
}

/**
 * Registers a Cloud Function that runs only once the classes, permissions and indexes exist,
 * with its rate limits (cloud/rate-limit-table.ts) checked inside the call, where no encoded path or
 * /batch gets around them and a hosted Parse applies them too (code 100 `rateLimited`; a
 * self-hosted server answers HTTP 429 before the call, cloud/server-options.ts).
 */
export function defineFunction(name: FunctionName, handler: (request: ParseSdk.Cloud.FunctionRequest) => Promise<unknown>): void {
  const limit = FUNCTION_LIMITS[name];
  Parse.Cloud.define(name, async (request) => {
    const params = takeParams(request);
    enforceLimit(calls, `${name} visitor ${request.user?.id ?? request.ip}`, limit.perVisitor);
    enforceLimit(calls, `${name} address ${request.ip}`, limit.perAddress);
    await whenSchemaReady();
    return handler({ ...request, params });
  });
}
