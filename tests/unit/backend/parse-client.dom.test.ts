// src/backend/parse-client.ts without any VITE_PARSE_* setting (a build made without them), and
// its reading of the SDK's failures. The client reads its settings once, when its module loads: this
// file loads its own copy (the unit-dom files share one worker) and leaves none behind.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const LOCAL_ENGINE = '../../../src/features/optimizer/local-engine.ts';
let client: typeof import('../../../src/backend/parse-client.ts');
let runOptimizer: typeof import('../../../src/features/optimizer/run-optimizer.ts').runOptimizer;

beforeAll(async () => {
  vi.resetModules();
  vi.doMock(LOCAL_ENGINE, () => ({
    optimizeOnDevice: async (text: string) => ({ text: `${text}🍕`, changes: [{ word: text, emoji: '🍕', index: 0 }] }),
  }));
  client = await import('../../../src/backend/parse-client.ts');
  ({ runOptimizer } = await import('../../../src/features/optimizer/run-optimizer.ts'));
});

afterAll(() => {
  vi.doUnmock(LOCAL_ENGINE);
  vi.resetModules();
});

describe('parse client', () => {
  it('rejects with "misconfigured" when the build has no Parse settings', async () => {
    vi.stubEnv('VITE_PARSE_APP_ID', '');
    vi.stubEnv('VITE_PARSE_JS_KEY', '');
    vi.stubEnv('VITE_PARSE_SERVER_URL', '');
    try {
      const failure = await client.callCloudFunction('optimizeText', {}).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(client.BackendError);
      expect(failure).toMatchObject({ code: 100, messageKey: 'misconfigured', message: 'misconfigured', unreachable: true });
      // The optimizer then answers on this device.
      await expect(runOptimizer('pizza', 'add', 'en')).resolves.toEqual({
        result: { text: 'pizza🍕', changes: [{ word: 'pizza', emoji: '🍕', index: 0 }] },
        onDevice: 'unreachable',
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it.each([
    ['a failed fetch', new TypeError('Failed to fetch'), 100, 'unreachable'],
    ["the SDK's connection failure", { code: 100, message: 'XMLHttpRequest failed: "Unable to connect to the Parse API"' }, 100, 'unreachable'],
    ['a validation error', { code: 142, message: 'tooShort' }, 142, 'tooShort'],
    ['the rate limit (HTTP 429)', { code: 100, message: 'rateLimited' }, 100, 'rateLimited'],
    ['a second vote', { code: 137, message: 'alreadyVoted' }, 137, 'alreadyVoted'],
  ])('reads %s', (_, error, code, messageKey) => {
    expect(client.toBackendError(error)).toMatchObject({ code, messageKey });
  });
});
