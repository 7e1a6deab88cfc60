// An admin takes an approved item down again (hideFeedback), and a visitor sees
// their own items that wait for review (listMyPendingFeedback), nobody else's.
import { describe, expect, it } from 'vitest';
import { ERROR, expectParseError, type TestBackend, type Visitor, withFeedbackCast } from './backend-fixture.ts';

let server: TestBackend;
let admin: Visitor;
let alice: Visitor;
let bob: Visitor;

withFeedbackCast((cast) => ({ server, admin, alice, bob } = cast));

const listedIds = async () => (await server.result('listFeedback', { sort: 'latest', limit: 50 })).items.map((item: { id: string }) => item.id);

describe('hideFeedback', () => {
  it('takes an approved item off the board, keeping its votes, and only for admins', async () => {
    const id = await server.approvedFeedback(alice, admin, 'Approved, then taken down');
    await server.result('voteFeedback', { id }, bob);
    expect(await listedIds()).toContain(id);
    expectParseError(await server.call('hideFeedback', { id }, alice), ERROR.forbidden, 'forbidden');
    expectParseError(await server.call('hideFeedback', { id }), ERROR.noSession, 'noSession');
    expect(await server.result('hideFeedback', { id }, admin)).toEqual({ id, status: 'hidden' });
    expect(await listedIds()).not.toContain(id);
    expect(await server.masterGet('Feedback', id)).toMatchObject({ status: 'hidden', votes: 1 });
    // Hidden items take no votes and cannot be hidden twice.
    expectParseError(await server.call('voteFeedback', { id }, alice), ERROR.notFound, 'notFound');
    expectParseError(await server.call('hideFeedback', { id }, admin), ERROR.notFound, 'notFound');
    // An admin can approve it again.
    await server.result('reviewFeedback', { id, decision: 'approve' }, admin);
    expect(await listedIds()).toContain(id);
  });

  it('refuses pending items (101) and malformed ids (142)', async () => {
    const { id } = await server.result('submitFeedback', { content: 'Still waiting here' }, alice);
    expectParseError(await server.call('hideFeedback', { id }, admin), ERROR.notFound, 'notFound');
    expectParseError(await server.call('hideFeedback', { id: 'nope' }, admin), ERROR.validation, 'invalid');
    expectParseError(await server.call('hideFeedback', { id, extra: 1 }, admin), ERROR.validation, 'invalid');
  });
});

describe('listMyPendingFeedback', () => {
  it("lists the caller's own pending items, newest first, never another visitor's or a reviewed one", async () => {
    const carol = await server.signUpVisitor();
    const first = (await server.result('submitFeedback', { content: 'Carol first idea', contact: 'carol@example.com' }, carol)).id;
    const second = (await server.result('submitFeedback', { content: 'Carol second idea' }, carol)).id;
    const rejected = (await server.result('submitFeedback', { content: 'Carol rejected idea' }, carol)).id;
    await server.result('reviewFeedback', { id: rejected, decision: 'reject' }, admin);
    await server.result('submitFeedback', { content: 'Bob waiting too' }, bob);

    const mine = await server.result('listMyPendingFeedback', {}, carol);
    expect(mine.items.map((item: { id: string }) => item.id)).toEqual([second, first]);
    expect(mine.items[1]).toMatchObject({ content: 'Carol first idea', votes: 0, votedByMe: false, replies: [] });
    expect(mine.items[1].contact).toBeUndefined();
    expect(mine.hasMore).toBe(false);

    await server.result('reviewFeedback', { id: first, decision: 'approve' }, admin);
    expect((await server.result('listMyPendingFeedback', {}, carol)).items.map((item: { id: string }) => item.id)).toEqual([second]);
    expect((await server.result('listMyPendingFeedback', {}, await server.signUpVisitor())).items).toEqual([]);
  });

  it('needs a session (209) and takes no params (142)', async () => {
    expectParseError(await server.call('listMyPendingFeedback', {}), ERROR.noSession, 'noSession');
    expectParseError(await server.call('listMyPendingFeedback', { page: 1 }, alice), ERROR.validation, 'invalid');
  });
});

describe('admin sign-in', () => {
  it('reads back the admin without a permission error, and still shows nobody another user row', async () => {
    const login = await server.request('POST', '/login', { username: 'admin', password: 'correct-horse-battery-1' });
    expect(login.status).toBe(200);
    // The full row came back (before: only { objectId, sessionToken }, after a logged permission error).
    expect(login.body).toMatchObject({ username: 'admin', nicknameAdjective: expect.any(String) });
    const asAdmin = { sessionToken: login.body.sessionToken };
    expect((await server.request('GET', `/users/${alice.userId}`, undefined, asAdmin)).status).toBe(404);
    expect((await server.request('GET', `/users/${admin.userId}`, undefined, { sessionToken: alice.sessionToken })).status).toBeGreaterThanOrEqual(
      400,
    );
    expect((await server.request('GET', `/users/${alice.userId}`, undefined, { sessionToken: alice.sessionToken })).status).toBeGreaterThanOrEqual(
      400,
    );
  });
});
