// Clients reach data only through the Cloud Functions: every direct REST call with the public
// JavaScript key that would create, read, update or delete a row is refused, and nothing changes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ParseResponse, sharedTestBackend, type TestBackend, type Visitor } from './backend-fixture.ts';

let server: TestBackend;
let admin: Visitor;
let visitor: Visitor;
let feedbackId: string;
let adminRoleId: string;

const pointer = (className: string, objectId: string) => ({ __type: 'Pointer', className, objectId });

interface Target {
  className: string;
  /** The REST route clients would use for this class. */
  route: string;
  rowId: () => string;
  createBody: () => Record<string, unknown>;
  updateBody: Record<string, unknown>;
}

let targets: Target[];

beforeAll(async () => {
  server = await sharedTestBackend();
  [admin, visitor] = await Promise.all([server.signInAdmin(), server.signUpVisitor()]);
  feedbackId = await server.approvedFeedback(visitor, admin, 'Permission test item');
  await server.result('voteFeedback', { id: feedbackId }, visitor);
  await server.result('replyFeedback', { id: feedbackId, content: 'An admin reply' }, admin);
  const masterRowId = async (className: string, where: Record<string, unknown> = {}): Promise<string> => {
    const query = `?limit=1&where=${encodeURIComponent(JSON.stringify(where))}`;
    const response = await server.request('GET', `/classes/${className}${query}`, undefined, { master: true });
    return response.body.results[0].objectId;
  };
  const voteId = await masterRowId('FeedbackVote');
  const replyId = await masterRowId('FeedbackReply');
  adminRoleId = await masterRowId('_Role', { name: 'admin' });
  const sessionId = await masterRowId('_Session', { sessionToken: visitor.sessionToken });
  const installation = await server.request('POST', '/installations', { deviceType: 'web', installationId: randomUUID() }, { master: true });
  const feedbackRow = {
    content: 'Injected directly',
    status: 'approved',
    votes: 999,
    nicknameAdjective: 'cool',
    nicknameNoun: 'moon',
    author: pointer('_User', visitor.userId),
  };
  targets = [
    { className: 'Feedback', route: '/classes/Feedback', rowId: () => feedbackId, createBody: () => feedbackRow, updateBody: { votes: 1000 } },
    {
      className: 'FeedbackVote',
      route: '/classes/FeedbackVote',
      rowId: () => voteId,
      createBody: () => ({ feedback: pointer('Feedback', feedbackId), voter: pointer('_User', admin.userId) }),
      updateBody: { voter: pointer('_User', admin.userId) },
    },
    {
      className: 'FeedbackReply',
      route: '/classes/FeedbackReply',
      rowId: () => replyId,
      createBody: () => ({ feedback: pointer('Feedback', feedbackId), content: 'Fake admin reply', author: pointer('_User', admin.userId) }),
      updateBody: { content: 'Edited reply' },
    },
    {
      className: '_User',
      route: '/users',
      rowId: () => admin.userId,
      createBody: () => ({ username: `intruder-${randomUUID()}`, password: 'password-123' }),
      updateBody: { password: 'taken-over' },
    },
    {
      className: '_Role',
      route: '/roles',
      rowId: () => adminRoleId,
      createBody: () => ({ name: 'moderator', ACL: {} }),
      updateBody: { name: 'owner' },
    },
    {
      className: '_Session',
      route: '/sessions',
      rowId: () => sessionId,
      createBody: () => ({}),
      updateBody: { expiresAt: { __type: 'Date', iso: '2099-01-01T00:00:00.000Z' } },
    },
    {
      className: '_Installation',
      route: '/installations',
      rowId: () => installation.body.objectId,
      createBody: () => ({ deviceType: 'web', installationId: randomUUID() }),
      updateBody: { channels: ['all'] },
    },
  ];
});

afterAll(async () => {
  await server?.stop();
});

function expectRefused(response: ParseResponse): void {
  expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
}

/** Each caller a client could be: a signed-in visitor, and no session at all. */
const callers = () => [{ sessionToken: visitor.sessionToken }, {}];

describe('direct REST access with the JavaScript key', () => {
  it('cannot create rows in any class', async () => {
    for (const target of targets) {
      const before = await server.countRows(target.className);
      for (const auth of callers()) {
        expectRefused(await server.request('POST', target.route, target.createBody(), auth));
        expectRefused(await server.request('POST', `/classes/${target.className}`, target.createBody(), auth));
      }
      expect(await server.countRows(target.className), target.className).toBe(before);
    }
  });

  it('cannot find, count or get rows of any class', async () => {
    for (const target of targets) {
      for (const auth of callers()) {
        for (const route of [target.route, `/classes/${target.className}`]) {
          expectRefused(await server.request('GET', route, undefined, auth));
          expectRefused(await server.request('GET', `${route}?count=1&limit=0`, undefined, auth));
          expectRefused(await server.request('GET', `${route}/${target.rowId()}`, undefined, auth));
        }
      }
    }
  });

  it('cannot update or delete rows of any class', async () => {
    for (const target of targets) {
      const before = await server.masterGet(target.className, target.rowId());
      for (const auth of callers()) {
        expectRefused(await server.request('PUT', `${target.route}/${target.rowId()}`, target.updateBody, auth));
        expectRefused(await server.request('DELETE', `${target.route}/${target.rowId()}`, undefined, auth));
      }
      expect(await server.masterGet(target.className, target.rowId()), target.className).toEqual(before);
    }
  });

  it('cannot change its own nickname or any field of its own user row', async () => {
    const own = { sessionToken: visitor.sessionToken };
    const before = await server.masterGet('_User', visitor.userId);
    for (const body of [{ nicknameAdjective: 'cool', nicknameNoun: 'moon' }, { username: 'renamed' }, { isAdmin: true }]) {
      expectRefused(await server.request('PUT', `/users/${visitor.userId}`, body, own));
      expectRefused(await server.request('PUT', `/classes/_User/${visitor.userId}`, body, own));
    }
    expectRefused(await server.request('GET', '/users/me', undefined, own));
    expectRefused(await server.request('DELETE', `/users/${visitor.userId}`, undefined, own));
    expect(await server.masterGet('_User', visitor.userId)).toEqual(before);
  });

  it('cannot choose a nickname or a password when signing up', async () => {
    const before = await server.countRows('_User');
    const anonymous = { anonymous: { id: randomUUID() } };
    expectRefused(await server.request('POST', '/users', { authData: anonymous, nicknameAdjective: 'cool' }));
    expectRefused(await server.request('POST', '/users', { authData: anonymous, password: 'secret-123' }));
    expectRefused(await server.request('POST', '/users', { username: 'plain-user', password: 'secret-123' }));
    expect(await server.countRows('_User')).toBe(before);
  });

  it('cannot join the admin role', async () => {
    const join = { users: { __op: 'AddRelation', objects: [pointer('_User', visitor.userId)] } };
    expectRefused(await server.request('PUT', `/roles/${adminRoleId}`, join, { sessionToken: visitor.sessionToken }));
    expect((await server.result('getProfile', {}, visitor)).isAdmin).toBe(false);
  });

  it('cannot create a class or write through a batch request', async () => {
    expectRefused(await server.request('POST', '/classes/Hack', { anything: 1 }, { sessionToken: visitor.sessionToken }));
    const schemas = await server.request('GET', '/schemas/Hack', undefined, { master: true });
    expect(schemas.body.code).toBe(103);

    const before = await server.masterGet('Feedback', feedbackId);
    const batch = await server.request(
      'POST',
      '/batch',
      {
        requests: [
          { method: 'POST', path: '/parse_server/classes/Feedback', body: targets[0]?.createBody() },
          { method: 'PUT', path: `/parse_server/classes/Feedback/${feedbackId}`, body: { votes: 1000 } },
          { method: 'DELETE', path: `/parse_server/classes/FeedbackReply/${targets[2]?.rowId()}` },
        ],
      },
      { sessionToken: visitor.sessionToken },
    );
    expect(batch.status).toBe(200);
    expect(batch.body).toHaveLength(3);
    for (const outcome of batch.body) expect(outcome.error, JSON.stringify(outcome)).toBeDefined();
    expect(await server.masterGet('Feedback', feedbackId)).toEqual(before);
    expect(await server.countRows('Feedback')).toBe(1);
    expect(await server.countRows('FeedbackReply')).toBe(1);
  });

  it('cannot upload files, not even as an admin', async () => {
    for (const caller of [visitor, admin]) {
      const response = await fetch(`${server.backend.serverURL}/files/note.txt`, {
        method: 'POST',
        headers: {
          'X-Parse-Application-Id': server.backend.appId,
          'X-Parse-JavaScript-Key': server.backend.javascriptKey,
          'X-Parse-Session-Token': caller.sessionToken,
          'Content-Type': 'text/plain',
        },
        body: 'not welcome',
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: number }).code).toBe(130);
    }
  });
});
