// The local (self-hosted) backend, cloud/server-options.ts applied: `%`-encoded function names and
// /batch meet the rate limits, `/classes/%5FSession` and `/upgradeToRevocableSession` are closed,
// and a refused call logs one line without its params (contact) or a stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_LIMITS } from '../../cloud/rate-limit-table.ts';
import { type LoggedBackend, startHostileBackend, statusCounts } from './hostile-backend.ts';

const PER_VISITOR = FUNCTION_LIMITS.submitFeedback.perVisitor;

let server: LoggedBackend;

beforeAll(async () => {
  server = await startHostileBackend();
});

afterAll(async () => {
  await server?.stop();
});

const authorCount = (userId: string) => server.countRows('Feedback', { author: { __type: 'Pointer', className: '_User', objectId: userId } });

// First: the later tests spend this address's submitFeedback budget.
describe('the log', () => {
  it('holds no visitor text or contact, and no error line or stack for expected refusals', async () => {
    const admin = await server.signInAdmin();
    const [author, voter] = [await server.signUpVisitor(), await server.signUpVisitor()];
    const id = await server.approvedFeedback(author, admin, 'Approved item for the log test');
    await server.takeLog();
    const secret = 'private-contact-7731@example.com';
    expect((await server.call('submitFeedback', { content: 'abc', contact: secret }, author)).body.code).toBe(142);
    expect((await server.call('submitFeedback', { content: 'Private words 4417 here', contact: 5 }, author)).body.code).toBe(142);
    await server.result('voteFeedback', { id }, voter);
    expect((await server.call('voteFeedback', { id }, voter)).body).toEqual({ code: 137, error: 'alreadyVoted' });
    expect((await server.call('getProfile', {})).body.code).toBe(209);
    const log = await server.takeLog();
    expect(log).not.toContain(secret);
    expect(log).not.toContain('Private words 4417');
    expect(log).not.toMatch(/^error:/m);
    expect(log).not.toMatch(/\n\s+at /);
    expect(log.match(/^info: refused: /gm)).toHaveLength(4);
  });

  it('grows by at most a few hundred bytes for a 200 KB parameter, and a 5 MB body is refused unread', async () => {
    const visitor = await server.signUpVisitor();
    await server.takeLog();
    for (let call = 0; call < 3; call += 1) {
      expect((await server.call('listFeedback', { sort: 'y'.repeat(200_000) }, visitor)).body.code).toBe(142);
    }
    expect((await server.takeLog()).length).toBeLessThan(3 * 300);
    const huge = await server.call('listFeedback', { sort: 'y'.repeat(5 * 1024 * 1024) }, visitor);
    expect(huge.status).toBe(413);
    expect((await server.takeLog()).length).toBeLessThan(2000);
  });
});

describe('percent-encoded function names', () => {
  it(`meet the same limit as the plain name: 40 calls, ${PER_VISITOR} stored, the rest 429`, async () => {
    const visitor = await server.signUpVisitor();
    const responses = [];
    for (let call = 0; call < 40; call += 1) {
      const route = call % 2 === 0 ? '/functions/submit%46eedback' : '/functions/%73ubmitFeedback';
      responses.push(await server.request('POST', route, { content: `Encoded call ${call}` }, { sessionToken: visitor.sessionToken }));
    }
    expect(statusCounts(responses)).toEqual({ 200: PER_VISITOR, 429: 40 - PER_VISITOR });
    expect(responses.at(-1)?.body).toEqual({ code: 100, error: 'rateLimited' });
    expect(await authorCount(visitor.userId)).toBe(PER_VISITOR);
  });

  it('are refused inside /batch, where no path normalisation reaches', async () => {
    const visitor = await server.signUpVisitor();
    const requests = Array.from({ length: 40 }, (_, call) => ({
      method: 'POST',
      path: '/parse_server/functions/submit%46eedback',
      body: { content: `Batched call ${call}` },
    }));
    const response = await server.request('POST', '/batch', { requests }, { sessionToken: visitor.sessionToken });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(119);
    expect(await authorCount(visitor.userId)).toBe(0);
  });
});

describe('session routes and schema changes', () => {
  it('refuse creating a session through /classes/%5FSession, plain or encoded, however big the body', async () => {
    const visitor = await server.signUpVisitor();
    const sessionsBefore = await server.countRows('_Session');
    const columnsBefore = Object.keys((await server.request('GET', '/schemas/_Session', undefined, { master: true })).body.fields);
    const fields: Record<string, string> = {};
    for (let index = 0; index < 100; index += 1) fields[`extra${index}`] = 'x'.repeat(2000);
    for (const route of ['/classes/%5FSession', '/classes/_Session', '/classes/%5f%53ession', '/sessions', '/%73essions']) {
      const response = await server.request('POST', route, fields, { sessionToken: visitor.sessionToken });
      expect([response.status, response.body.code], route).toEqual([400, 119]);
    }
    // A body past the 3 MB request limit is refused before anything reads it.
    const huge = await server.request('POST', '/classes/%5FSession', { big: 'x'.repeat(15 * 1024 * 1024) }, { sessionToken: visitor.sessionToken });
    expect(huge.status).toBe(413);
    expect(await server.countRows('_Session')).toBe(sessionsBefore);
    const columnsAfter = Object.keys((await server.request('GET', '/schemas/_Session', undefined, { master: true })).body.fields);
    expect(columnsAfter).toEqual(columnsBefore);
  });

  it('refuse /upgradeToRevocableSession without creating a session', async () => {
    const visitor = await server.signUpVisitor();
    const sessionsBefore = await server.countRows('_Session');
    for (const route of ['/upgradeToRevocableSession', '/upgradeTo%52evocableSession']) {
      const response = await server.request('POST', route, {}, { sessionToken: visitor.sessionToken });
      expect([response.status, response.body.code], route).toEqual([400, 119]);
    }
    expect(await server.countRows('_Session')).toBe(sessionsBefore);
  });

  it('refuse a schema change by a visitor: no new class, no new column', async () => {
    const visitor = await server.signUpVisitor();
    const created = await server.request('POST', '/classes/Stuffing', { anything: 1 }, { sessionToken: visitor.sessionToken });
    expect(created.body.code).toBe(119);
    const schema = await server.request('POST', '/schemas/Stuffing', { className: 'Stuffing' }, { sessionToken: visitor.sessionToken });
    expect(schema.status).toBeGreaterThanOrEqual(400);
    expect((await server.request('GET', '/schemas/Stuffing', undefined, { master: true })).status).toBe(400);
  });
});
