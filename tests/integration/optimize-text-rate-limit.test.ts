// optimizeText under the local backend's real rate limits (cloud/rate-limit-table.ts, applied by scripts/local-backend/parse-app.ts): each
// call may cost a language-model request, so a visitor gets 20 a minute and one address 60.
// Every request here comes from one address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnParseServer, type TestBackend } from './backend-fixture.ts';

const PER_VISITOR = 20;

let server: TestBackend;

beforeAll(async () => {
  server = await startOwnParseServer({ rateLimits: true });
});

afterAll(async () => {
  await server?.stop();
});

describe('optimizeText rate limit', () => {
  it(`answers 429 to a visitor's call number ${PER_VISITOR + 1} within a minute, and not to the next visitor`, async () => {
    const params = { text: 'Pizza and ice cream tonight', mode: 'add', lang: 'en' };
    const visitor = await server.signUpVisitor();
    for (let call = 0; call < PER_VISITOR; call += 1) {
      expect((await server.call('optimizeText', params, visitor)).status).toBe(200);
    }
    const limited = await server.call('optimizeText', params, visitor);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'rateLimited' });
    expect((await server.call('optimizeText', params, await server.signUpVisitor())).status).toBe(200);
  });
});
