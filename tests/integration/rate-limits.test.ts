// The real rate limits of the local backend (5 submissions a minute per visitor, 20 per IP),
// including requests from loopback. Every request in this file comes from one address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnParseServer, type TestBackend, type Visitor } from './backend-fixture.ts';

const PER_VISITOR = 5;
const PER_IP = 20;

let server: TestBackend;

beforeAll(async () => {
  server = await startOwnParseServer({ rateLimits: true });
});

afterAll(async () => {
  await server?.stop();
});

const submit = (visitor: Visitor, index: number) => server.call('submitFeedback', { content: `Rate limited feedback ${index}` }, visitor);

describe('rate limits', () => {
  it(`answers 429 to a visitor's submission number ${PER_VISITOR + 1} within a minute, storing nothing`, async () => {
    const visitor = await server.signUpVisitor();
    for (let index = 0; index < PER_VISITOR; index += 1) expect((await submit(visitor, index)).status).toBe(200);
    const limited = await submit(visitor, PER_VISITOR);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'rateLimited' });
    const author = { __type: 'Pointer', className: '_User', objectId: visitor.userId };
    expect(await server.countRows('Feedback', { author })).toBe(PER_VISITOR);
    // Other functions are not affected by the submission limit.
    expect((await server.call('getProfile', {}, visitor)).status).toBe(200);
  });

  it(`answers 429 once one address has made ${PER_IP} submissions, whoever the visitor`, async () => {
    // The first test already spent PER_VISITOR + 1 requests of this address's budget.
    let spent = PER_VISITOR + 1;
    let limited = false;
    while (!limited) {
      const visitor = await server.signUpVisitor();
      for (let index = 0; index < PER_VISITOR - 1 && !limited; index += 1) {
        const response = await submit(visitor, index);
        spent += 1;
        if (response.status === 429) limited = true;
        else expect(response.status).toBe(200);
      }
      expect(spent).toBeLessThanOrEqual(PER_IP + 1);
    }
    expect(spent).toBe(PER_IP + 1);
    expect(await server.countRows('Feedback')).toBe(PER_IP - 1);
  });
});
