// Account abuse on the local (self-hosted) backend: anonymous sign-ups from one address, votes
// per address on one item (also through the encoded path) and wrong admin passwords are limited.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LOCKOUT, LOGIN_LIMIT, SIGN_UP_LIMIT, VOTES_PER_ADDRESS_PER_ITEM } from '../../cloud/rate-limit-table.ts';
import { type LoggedBackend, startHostileBackend, statusCounts } from './hostile-backend.ts';

let server: LoggedBackend;

beforeAll(async () => {
  server = await startHostileBackend();
});

afterAll(async () => {
  await server?.stop();
});

describe('vote stuffing', () => {
  it(`counts at most ${VOTES_PER_ADDRESS_PER_ITEM} votes from one address on one item`, async () => {
    const admin = await server.signInAdmin();
    const author = await server.signUpVisitor();
    const id = await server.approvedFeedback(author, admin);
    const voters = [];
    for (let index = 0; index < VOTES_PER_ADDRESS_PER_ITEM + 3; index += 1) voters.push(await server.signUpVisitor());
    const answers = await Promise.all(voters.map((voter) => server.call('voteFeedback', { id }, voter)));
    // Each vote counts its address's rows after saving its own and removes itself when over the
    // cap, so racing votes never let more than the cap through; one that counts a racer's row
    // before that row removes itself also steps back (4 of 8 taken in one run at load 7).
    const taken = answers.filter((each) => each.status === 200).length;
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThanOrEqual(VOTES_PER_ADDRESS_PER_ITEM);
    for (const answer of answers.filter((each) => each.status !== 200)) {
      expect(answer.body).toEqual({ code: 137, error: 'addressVoteLimit' });
    }
    // One at a time, the address gets exactly up to the cap, then no more.
    for (let index = taken; index < VOTES_PER_ADDRESS_PER_ITEM; index += 1) {
      expect((await server.call('voteFeedback', { id }, await server.signUpVisitor())).status).toBe(200);
    }
    const oneTooMany = await server.call('voteFeedback', { id }, await server.signUpVisitor());
    expect(oneTooMany.body).toEqual({ code: 137, error: 'addressVoteLimit' });
    expect((await server.masterGet('Feedback', id)).votes).toBe(VOTES_PER_ADDRESS_PER_ITEM);
    const votes = (
      await server.request(
        'GET',
        `/classes/FeedbackVote?where=${encodeURIComponent(JSON.stringify({ feedback: { __type: 'Pointer', className: 'Feedback', objectId: id } }))}`,
        undefined,
        { master: true },
      )
    ).body.results;
    expect(votes).toHaveLength(VOTES_PER_ADDRESS_PER_ITEM);
    // The address is stored as a keyed hash, never as the address itself.
    for (const vote of votes) {
      expect(vote.address).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(JSON.stringify(vote)).not.toMatch(/127\.0\.0\.1|::1/);
    }
    // Another item still takes votes from the same address.
    const other = await server.approvedFeedback(author, admin, 'Another approved item');
    expect((await server.call('voteFeedback', { id: other }, voters[0])).status).toBe(200);
  });
});

describe('admin sign-in', () => {
  it(`locks the account after ${ACCOUNT_LOCKOUT.threshold} wrong passwords, and answers 429 after ${LOGIN_LIMIT.count} attempts`, async () => {
    const admin = await server.signInAdmin('lockout-admin', 'a-long-enough-secret-9');
    expect(admin.sessionToken).toMatch(/^r:/);
    const attempt = (password: string) => server.request('POST', '/login', { username: 'lockout-admin', password });
    const wrong = [];
    for (let index = 0; index < ACCOUNT_LOCKOUT.threshold; index += 1) wrong.push(await attempt(`wrong-guess-${index}`));
    expect(statusCounts(wrong)).toEqual({ 404: ACCOUNT_LOCKOUT.threshold });
    // The right password no longer opens the account for the lockout's duration.
    const locked = await attempt('a-long-enough-secret-9');
    expect(locked.status).toBe(404);
    expect(locked.body.error).toMatch(/locked/);
    const rest = [];
    for (let index = 0; index < 300; index += 1) rest.push(await attempt(`wrong-guess-${index}`));
    // Two sign-ins before (the vote test's admin, this one), the wrong and the locked attempts:
    // LOGIN_LIMIT.count attempts reach the server in all, the rest are 429.
    const reached = LOGIN_LIMIT.count - 2 - ACCOUNT_LOCKOUT.threshold - 1;
    expect(statusCounts(rest)).toEqual({ 404: reached, 429: 300 - reached });
  });

  it('refuses a weak admin password on the server too (passwordPolicy)', async () => {
    const response = await server.request('POST', '/users', { username: 'weak-admin', password: 'x' }, { master: true });
    expect(response.body).toMatchObject({ code: 142, error: 'weakPassword' });
  });
});

describe('sign-ups', () => {
  it(`takes ${SIGN_UP_LIMIT.count} sign-ups an hour from one address: 300 attempts, the rest 429`, async () => {
    const visitorsBefore = (await server.countRows('_User')) - 2; // the two admins
    const answers = [];
    for (let index = 0; index < 300; index += 1) {
      answers.push(await server.request('POST', '/users', { authData: { anonymous: { id: randomUUID() } } }));
    }
    const accepted = SIGN_UP_LIMIT.count - visitorsBefore;
    expect(statusCounts(answers)).toEqual({ 201: accepted, 429: 300 - accepted });
    expect((await server.countRows('_User')) - 2).toBe(SIGN_UP_LIMIT.count);
  });
});
