// Every Cloud Function of docs/CONTRACT.md: happy paths, FeedbackView shapes, and each error code.
import { describe, expect, it } from 'vitest';
import { NICKNAME_ADJECTIVES, NICKNAME_NOUNS } from '../../cloud/nickname.ts';
import { ERROR, expectParseError, type TestBackend, type Visitor, withFeedbackCast } from './backend-fixture.ts';

let server: TestBackend;
let admin: Visitor;
let alice: Visitor;
let bob: Visitor;

withFeedbackCast((cast) => ({ server, admin, alice, bob } = cast));

const FEEDBACK_VIEW_KEYS = ['content', 'createdAt', 'id', 'nickname', 'replies', 'votedByMe', 'votes'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('getProfile', () => {
  it('gives each visitor a nickname from the contract lists, the same on every call', async () => {
    const first = await server.result('getProfile', {}, alice);
    expect(NICKNAME_ADJECTIVES).toContain(first.nickname.adjective);
    expect(NICKNAME_NOUNS).toContain(first.nickname.noun);
    expect(first).toEqual({ nickname: first.nickname, isAdmin: false });
    expect(await server.result('getProfile', {}, alice)).toEqual(first);
  });

  it('keeps the nickname across anonymous logins with the same id', async () => {
    const authData = { anonymous: { id: 'returning-visitor-0001' } };
    const signUp = await server.request('POST', '/users', { authData });
    const logIn = await server.request('POST', '/users', { authData });
    expect([signUp.status, logIn.status]).toEqual([201, 200]);
    const before = await server.result('getProfile', {}, { userId: '', sessionToken: signUp.body.sessionToken });
    const after = await server.result('getProfile', {}, { userId: '', sessionToken: logIn.body.sessionToken });
    expect(after).toEqual(before);
  });

  it('tells admins apart', async () => {
    expect((await server.result('getProfile', {}, admin)).isAdmin).toBe(true);
  });

  it('needs a session (209) and takes no params (142)', async () => {
    expectParseError(await server.call('getProfile', {}), ERROR.noSession, 'noSession');
    expectParseError(await server.call('getProfile', { nickname: 'x' }, alice), ERROR.validation, 'invalid');
  });
});

describe('submitFeedback', () => {
  it('stores trimmed content as pending, with the contact, and answers { id, status }', async () => {
    const result = await server.result('submitFeedback', { content: '  Great site!  ', contact: ' me@example.com ' }, alice);
    expect(result).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9]{10}$/), status: 'pending' });
    const row = await server.masterGet('Feedback', result.id);
    expect(row).toMatchObject({ content: 'Great site!', contact: 'me@example.com', status: 'pending', votes: 0 });
    const profile = await server.result('getProfile', {}, alice);
    expect({ adjective: row.nicknameAdjective, noun: row.nicknameNoun }).toEqual(profile.nickname);
  });

  it('treats a blank contact as none', async () => {
    const { id } = await server.result('submitFeedback', { content: 'No contact here', contact: '   ' }, alice);
    expect((await server.masterGet('Feedback', id)).contact).toBeUndefined();
  });

  it('counts length as a reader sees it: 5 emoji or 5 CJK characters are 5', async () => {
    const family = '👨‍👩‍👧‍👦';
    const flag = '🏴󠁧󠁢󠁳󠁣󠁴󠁿';
    for (const content of [family.repeat(5), '你好世界啊', `${flag}🇯🇵👍🏽❤️‍🔥👩🏿‍💻`, '한국어입니', '字'.repeat(1000)]) {
      expect((await server.call('submitFeedback', { content }, alice)).status, content).toBe(200);
    }
    for (const content of [family.repeat(4), '你好世界', 'abcd']) {
      expectParseError(await server.call('submitFeedback', { content }, alice), ERROR.validation, 'tooShort');
    }
    expectParseError(await server.call('submitFeedback', { content: '字'.repeat(1001) }, alice), ERROR.validation, 'tooLong');
    expectParseError(await server.call('submitFeedback', { content: family.repeat(1001) }, alice), ERROR.validation, 'tooLong');
  });

  it('limits the contact to 200 characters', async () => {
    expect((await server.call('submitFeedback', { content: 'Contact at limit', contact: '😀'.repeat(200) }, alice)).status).toBe(200);
    expectParseError(
      await server.call('submitFeedback', { content: 'Contact too long', contact: 'x'.repeat(201) }, alice),
      ERROR.validation,
      'tooLong',
    );
  });

  it('refuses missing or blank content (required) and a caller without a session (209)', async () => {
    expectParseError(await server.call('submitFeedback', {}, alice), ERROR.validation, 'required');
    expectParseError(await server.call('submitFeedback', { content: ' \n\t ' }, alice), ERROR.validation, 'required');
    expectParseError(await server.call('submitFeedback', { content: 'Hello there' }), ERROR.noSession, 'noSession');
  });
});

describe('review and listing', () => {
  it('never lists a pending or rejected item, even to its author', async () => {
    const pending = await server.result('submitFeedback', { content: 'Still waiting for review' }, bob);
    const rejected = await server.result('submitFeedback', { content: 'This one gets rejected' }, bob);
    expect(await server.result('reviewFeedback', { id: rejected.id, decision: 'reject' }, admin)).toEqual({
      id: rejected.id,
      status: 'rejected',
    });
    for (const sort of ['latest', 'popular']) {
      for (const caller of [bob, alice, undefined]) {
        const { items } = await server.result('listFeedback', { sort, limit: 50 }, caller);
        const ids = items.map((item: { id: string }) => item.id);
        expect(ids).not.toContain(pending.id);
        expect(ids).not.toContain(rejected.id);
      }
    }
  });

  it('lists approved items as FeedbackView, never with the contact', async () => {
    const contact = 'secret-contact@example.com';
    const { id } = await server.result('submitFeedback', { content: 'Please add a dark mode', contact }, alice);
    expect(await server.result('reviewFeedback', { id, decision: 'approve' }, admin)).toEqual({ id, status: 'approved' });
    for (const caller of [alice, bob, undefined]) {
      const response = await server.call('listFeedback', { sort: 'latest' }, caller);
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body)).not.toContain(contact);
      expect(JSON.stringify(response.body)).not.toContain('contact');
      const item = response.body.result.items.find((candidate: { id: string }) => candidate.id === id);
      expect(Object.keys(item).sort()).toEqual(FEEDBACK_VIEW_KEYS);
      expect(item).toEqual({
        id,
        content: 'Please add a dark mode',
        nickname: (await server.result('getProfile', {}, alice)).nickname,
        votes: 0,
        createdAt: expect.stringMatching(ISO_DATE),
        votedByMe: false,
        replies: [],
      });
    }
  });

  it('shows pending items with their contact to admins, newest first', async () => {
    const older = await server.result('submitFeedback', { content: 'Pending one', contact: 'one@example.com' }, bob);
    const newer = await server.result('submitFeedback', { content: 'Pending two' }, bob);
    const { items, hasMore } = await server.result('listPendingFeedback', {}, admin);
    expect(hasMore).toBe(false);
    const ids = items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const withContact = items.find((item: { id: string }) => item.id === older.id);
    expect(withContact).toMatchObject({ content: 'Pending one', contact: 'one@example.com', votes: 0, replies: [] });
    const withoutContact = items.find((item: { id: string }) => item.id === newer.id);
    expect(Object.keys(withoutContact).sort()).toEqual(FEEDBACK_VIEW_KEYS);
  });

  it('pages the pending list 20 at a time', async () => {
    for (let i = 0; i < 20; i += 1) await server.result('submitFeedback', { content: `Bulk pending ${i}` }, bob);
    const first = await server.result('listPendingFeedback', { page: 0 }, admin);
    const second = await server.result('listPendingFeedback', { page: 1 }, admin);
    expect(first.items).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const firstIds = new Set(first.items.map((item: { id: string }) => item.id));
    expect(second.items.some((item: { id: string }) => firstIds.has(item.id))).toBe(false);
  });

  it('refuses review and the pending list to visitors (119) and callers without a session (209)', async () => {
    const { id } = await server.result('submitFeedback', { content: 'Approve me please' }, bob);
    expectParseError(await server.call('reviewFeedback', { id, decision: 'approve' }, bob), ERROR.forbidden, 'forbidden');
    expectParseError(await server.call('listPendingFeedback', {}, bob), ERROR.forbidden, 'forbidden');
    expectParseError(await server.call('reviewFeedback', { id, decision: 'approve' }), ERROR.noSession);
    expectParseError(await server.call('listPendingFeedback', {}), ERROR.noSession);
    expect((await server.masterGet('Feedback', id)).status).toBe('pending');
  });

  it('answers 101 for an unknown id and 142 for a bad decision or id', async () => {
    expectParseError(await server.call('reviewFeedback', { id: 'AAAAAAAAAA', decision: 'approve' }, admin), ERROR.notFound, 'notFound');
    const { id } = await server.result('submitFeedback', { content: 'Decide wisely' }, bob);
    expectParseError(await server.call('reviewFeedback', { id, decision: 'maybe' }, admin), ERROR.validation, 'invalid');
    expectParseError(await server.call('reviewFeedback', { id: 'short', decision: 'approve' }, admin), ERROR.validation, 'invalid');
    expectParseError(await server.call('reviewFeedback', { id }, admin), ERROR.validation, 'required');
  });
});

describe('listFeedback', () => {
  it('sorts by latest, or by votes and then newest, and pages with hasMore', async () => {
    const voters = await Promise.all(Array.from({ length: 3 }, () => server.signUpVisitor()));
    const a = await server.approvedFeedback(alice, admin, 'Sort test A');
    const b = await server.approvedFeedback(alice, admin, 'Sort test B');
    const c = await server.approvedFeedback(alice, admin, 'Sort test C');
    for (const voter of voters) await server.result('voteFeedback', { id: a }, voter);
    for (const voter of voters.slice(0, 2)) await server.result('voteFeedback', { id: c }, voter);
    await server.result('voteFeedback', { id: b }, voters[0]);
    const d = await server.approvedFeedback(alice, admin, 'Sort test D');
    await server.result('voteFeedback', { id: d }, voters[0]);

    const ours = new Set([a, b, c, d]);
    const order = async (sort: string): Promise<string[]> =>
      (await server.result('listFeedback', { sort, limit: 50 })).items.map((item: { id: string }) => item.id).filter((id: string) => ours.has(id));
    expect(await order('latest')).toEqual([d, c, b, a]);
    expect(await order('popular')).toEqual([a, c, d, b]);

    const total = (await server.result('listFeedback', { sort: 'latest', limit: 50 })).items.length;
    const firstPage = await server.result('listFeedback', { sort: 'latest', page: 0, limit: 2 });
    const lastPage = await server.result('listFeedback', { sort: 'latest', page: Math.ceil(total / 2) - 1, limit: 2 });
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.hasMore).toBe(true);
    expect(lastPage.hasMore).toBe(false);
    expect((await server.result('listFeedback', { sort: 'latest' })).items.length).toBe(Math.min(total, 20));
  });

  it('validates sort, page and limit', async () => {
    expectParseError(await server.call('listFeedback', {}), ERROR.validation, 'required');
    expectParseError(await server.call('listFeedback', { sort: 'oldest' }), ERROR.validation, 'invalid');
    expectParseError(await server.call('listFeedback', { sort: 'latest', limit: 51 }), ERROR.validation, 'invalid');
    expectParseError(await server.call('listFeedback', { sort: 'latest', limit: 0 }), ERROR.validation, 'invalid');
    expectParseError(await server.call('listFeedback', { sort: 'latest', page: -1 }), ERROR.validation, 'invalid');
    expectParseError(await server.call('listFeedback', { sort: 'latest', page: 1.5 }), ERROR.validation, 'invalid');
  });
});

describe('voteFeedback', () => {
  it('counts one vote per visitor: a second vote answers 137', async () => {
    const id = await server.approvedFeedback(alice, admin, 'Vote on me');
    expect(await server.result('voteFeedback', { id }, bob)).toEqual({ id, votes: 1 });
    expectParseError(await server.call('voteFeedback', { id }, bob), ERROR.alreadyVoted, 'alreadyVoted');
    expect(await server.result('voteFeedback', { id }, alice)).toEqual({ id, votes: 2 });
    expect(await server.countRows('FeedbackVote', { feedback: { __type: 'Pointer', className: 'Feedback', objectId: id } })).toBe(2);
  });

  it('reports votedByMe for the calling visitor only', async () => {
    const id = await server.approvedFeedback(alice, admin, 'Did I vote?');
    await server.result('voteFeedback', { id }, bob);
    const seenBy = async (caller?: Visitor): Promise<boolean> =>
      (await server.result('listFeedback', { sort: 'latest', limit: 50 }, caller)).items.find((item: { id: string }) => item.id === id).votedByMe;
    expect(await seenBy(bob)).toBe(true);
    expect(await seenBy(alice)).toBe(false);
    expect(await seenBy(undefined)).toBe(false);
  });

  it('answers 101 for pending or unknown items, 142 for a malformed id, 209 without a session', async () => {
    const { id: pendingId } = await server.result('submitFeedback', { content: 'Not approved yet' }, alice);
    expectParseError(await server.call('voteFeedback', { id: pendingId }, bob), ERROR.notFound, 'notFound');
    expectParseError(await server.call('voteFeedback', { id: 'ZZZZZZZZZZ' }, bob), ERROR.notFound, 'notFound');
    expectParseError(await server.call('voteFeedback', { id: 'not-an-id!' }, bob), ERROR.validation, 'invalid');
    expectParseError(await server.call('voteFeedback', {}, bob), ERROR.validation, 'required');
    expectParseError(await server.call('voteFeedback', { id: pendingId }), ERROR.noSession, 'noSession');
    expect((await server.masterGet('Feedback', pendingId)).votes).toBe(0);
  });
});

describe('replyFeedback', () => {
  it('lets an admin reply; the reply is listed with the admin label', async () => {
    const id = await server.approvedFeedback(alice, admin, 'Will you answer?');
    const reply = await server.result('replyFeedback', { id, content: ' Yes, soon! ' }, admin);
    expect(reply).toEqual({ id: expect.any(String), content: 'Yes, soon!', createdAt: expect.stringMatching(ISO_DATE), author: 'admin' });
    const second = await server.result('replyFeedback', { id, content: '好' }, admin);
    const item = (await server.result('listFeedback', { sort: 'latest', limit: 50 }, bob)).items.find(
      (candidate: { id: string }) => candidate.id === id,
    );
    expect(item.replies).toEqual([reply, second]);
  });

  it('allows replies on pending items, shown in the admin list', async () => {
    const { id } = await server.result('submitFeedback', { content: 'Pending with reply' }, alice);
    const reply = await server.result('replyFeedback', { id, content: 'Thanks, reviewing' }, admin);
    const item = (await server.result('listPendingFeedback', {}, admin)).items.find((candidate: { id: string }) => candidate.id === id);
    expect(item.replies).toEqual([reply]);
  });

  it('refuses visitors (119), no session (209), bad content (142) and unknown items (101)', async () => {
    const id = await server.approvedFeedback(alice, admin, 'Reply rules');
    expectParseError(await server.call('replyFeedback', { id, content: 'I am not admin' }, bob), ERROR.forbidden, 'forbidden');
    expectParseError(await server.call('replyFeedback', { id, content: 'Nobody' }), ERROR.noSession, 'noSession');
    expectParseError(await server.call('replyFeedback', { id, content: '   ' }, admin), ERROR.validation, 'required');
    expectParseError(await server.call('replyFeedback', { id }, admin), ERROR.validation, 'required');
    expectParseError(await server.call('replyFeedback', { id, content: '字'.repeat(1001) }, admin), ERROR.validation, 'tooLong');
    expect((await server.call('replyFeedback', { id, content: '字'.repeat(1000) }, admin)).status).toBe(200);
    expectParseError(await server.call('replyFeedback', { id: 'AAAAAAAAAA', content: 'Hello' }, admin), ERROR.notFound, 'notFound');
    expect(await server.countRows('FeedbackReply', { content: 'I am not admin' })).toBe(0);
  });
});

describe('admin script', () => {
  it('updates an existing admin password and keeps a single role membership', async () => {
    await server.signInAdmin('second-admin', 'first-password');
    const again = await server.signInAdmin('second-admin', 'second-password');
    expect((await server.result('getProfile', {}, again)).isAdmin).toBe(true);
    const oldPassword = await server.request('POST', '/login', { username: 'second-admin', password: 'first-password' });
    expect(oldPassword.body.code).toBe(101);
    expect(await server.countRows('_Role', { name: 'admin' })).toBe(1);
  });
});
