// As a hosted Parse runs this app: the Cloud Code bundle and none of cloud/server-options.ts (no
// path normalisation, no route rules, no server rate limits, no log settings). What holds here is what Cloud Code enforces by itself; a refusal it makes is
// code 100 `rateLimited` (HTTP 400: Cloud Code cannot choose the status; the page reads the key).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_LIMITS, SIGN_UP_LIMIT, VOTES_PER_ADDRESS_PER_ITEM } from '../../cloud/rate-limit-table.ts';
import { type LoggedBackend, startHostileBackend, statusCounts } from './hostile-backend.ts';

const PER_VISITOR = FUNCTION_LIMITS.submitFeedback.perVisitor;
const RATE_LIMITED = { code: 100, error: 'rateLimited' };

let server: LoggedBackend;

beforeAll(async () => {
  server = await startHostileBackend({ cloudCodeOnly: true });
});

afterAll(async () => {
  await server?.stop();
});

const authorCount = (userId: string) => server.countRows('Feedback', { author: { __type: 'Pointer', className: '_User', objectId: userId } });

describe('Cloud Code limits on a hosted Parse', () => {
  it('keeps contact and text out of the failure log Parse writes', async () => {
    const visitor = await server.signUpVisitor();
    await server.takeLog();
    const secret = 'hosted-contact-5521@example.com';
    expect((await server.call('submitFeedback', { content: 'abc', contact: secret }, visitor)).body.code).toBe(142);
    expect((await server.call('listFeedback', { sort: 'z'.repeat(200_000) }, visitor)).body.code).toBe(142);
    const log = await server.takeLog();
    expect(log).toContain('Input: {}');
    expect(log).not.toContain(secret);
    expect(log.length).toBeLessThan(5000);
  });

  it(`limit an encoded function name like the plain one: 40 calls, ${PER_VISITOR} stored`, async () => {
    const visitor = await server.signUpVisitor();
    const responses = [];
    for (let call = 0; call < 40; call += 1) {
      responses.push(
        await server.request(
          'POST',
          '/functions/submit%46eedback',
          { content: `Hosted encoded call ${call}` },
          { sessionToken: visitor.sessionToken },
        ),
      );
    }
    expect(statusCounts(responses)).toEqual({ 200: PER_VISITOR, 400: 40 - PER_VISITOR });
    expect(responses.at(-1)?.body).toEqual(RATE_LIMITED);
    expect(await authorCount(visitor.userId)).toBe(PER_VISITOR);
  });

  it('limit calls inside /batch', async () => {
    const visitor = await server.signUpVisitor();
    const requests = Array.from({ length: 40 }, (_, call) => ({
      method: 'POST',
      path: '/parse_server/functions/submit%46eedback',
      body: { content: `Hosted batched call ${call}` },
    }));
    const response = await server.request('POST', '/batch', { requests }, { sessionToken: visitor.sessionToken });
    expect(response.status).toBe(200);
    const refused = response.body.filter((item: { error?: unknown }) => item.error !== undefined);
    expect(refused).toHaveLength(40 - PER_VISITOR);
    expect(refused[0].error).toEqual({ code: 100, error: 'rateLimited' });
    expect(await authorCount(visitor.userId)).toBe(PER_VISITOR);
  });

  it(`cap votes from one address on one item at ${VOTES_PER_ADDRESS_PER_ITEM}`, async () => {
    const admin = await server.signInAdmin();
    const id = await server.approvedFeedback(await server.signUpVisitor(), admin);
    const answers = [];
    for (let index = 0; index < VOTES_PER_ADDRESS_PER_ITEM + 2; index += 1) {
      answers.push(await server.call('voteFeedback', { id }, await server.signUpVisitor()));
    }
    expect(statusCounts(answers)).toEqual({ 200: VOTES_PER_ADDRESS_PER_ITEM, 400: 2 });
    expect((await server.masterGet('Feedback', id)).votes).toBe(VOTES_PER_ADDRESS_PER_ITEM);
  });

  it(`take ${SIGN_UP_LIMIT.count} sign-ups an hour from one address: 300 attempts`, async () => {
    const answers = [];
    for (let index = 0; index < 300; index += 1) {
      answers.push(await server.request('POST', '/users', { authData: { anonymous: { id: randomUUID() } } }));
    }
    expect(answers.filter((answer) => answer.status === 400).every((answer) => answer.body.code === 100)).toBe(true);
    expect((await server.countRows('_User')) - 1).toBe(SIGN_UP_LIMIT.count); // less the admin
  });
});
