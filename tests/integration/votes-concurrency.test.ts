// The vote counter under load (one unique vote row per voter, then an atomic increment), and
// repeated sequential calls answering the same (their latency is printed for the closing notes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random.ts';
import { ERROR, sharedTestBackend, type TestBackend, type Visitor } from './backend-fixture.ts';

const VOTERS = 50;
const VOTES_PER_VOTER = 4;
const SEQUENTIAL_CALLS = 100;
/** The order of the simultaneous votes: seeded, so a failing order can be replayed. */
const SHUFFLE_SEED = 17;

let server: TestBackend;
let admin: Visitor;
let author: Visitor;

beforeAll(async () => {
  // Rate limits off: this file floods the server from one address on purpose.
  server = await sharedTestBackend();
  [admin, author] = await Promise.all([server.signInAdmin(), server.signUpVisitor()]);
});

afterAll(async () => {
  await server?.stop();
});

function shuffled<T>(items: T[], seed: number): T[] {
  const random = seededRandom(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

describe('concurrent votes', () => {
  it(`${VOTERS * VOTES_PER_VOTER} simultaneous votes from ${VOTERS} voters count exactly ${VOTERS}`, async () => {
    const id = await server.approvedFeedback(author, admin, 'Everyone vote at once');
    const voters = await Promise.all(Array.from({ length: VOTERS }, () => server.signUpVisitor()));
    const attempts = shuffled(
      voters.flatMap((voter) => Array.from({ length: VOTES_PER_VOTER }, () => voter)),
      SHUFFLE_SEED,
    );

    const started = performance.now();
    const responses = await Promise.all(attempts.map((voter) => server.call('voteFeedback', { id }, voter)));
    const elapsed = performance.now() - started;

    const accepted = responses.filter((response) => response.status === 200);
    const duplicates = responses.filter((response) => response.body?.code === ERROR.alreadyVoted);
    expect(accepted).toHaveLength(VOTERS);
    expect(duplicates).toHaveLength(VOTERS * (VOTES_PER_VOTER - 1));
    // Each accepted vote saw its own increment: the answers are exactly 1..50.
    const counts = accepted.map((response) => response.body.result.votes).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: VOTERS }, (_, index) => index + 1));

    const feedbackPointer = { __type: 'Pointer', className: 'Feedback', objectId: id };
    expect((await server.masterGet('Feedback', id)).votes).toBe(VOTERS);
    expect(await server.countRows('FeedbackVote', { feedback: feedbackPointer })).toBe(VOTERS);
    for (const voter of voters.slice(0, 5)) {
      const voterPointer = { __type: 'Pointer', className: '_User', objectId: voter.userId };
      expect(await server.countRows('FeedbackVote', { feedback: feedbackPointer, voter: voterPointer })).toBe(1);
    }
    const listed = (await server.result('listFeedback', { sort: 'popular', limit: 1 }, voters[0])).items[0];
    expect(listed).toMatchObject({ id, votes: VOTERS, votedByMe: true });
    console.log(
      `[concurrency] ${attempts.length} simultaneous votes by ${VOTERS} voters in ${elapsed.toFixed(0)} ms: ` +
        `${accepted.length} counted, ${duplicates.length} refused with 137, final count ${VOTERS}, ${VOTERS} vote rows`,
    );
  });
});

describe('sequential calls', () => {
  it(`${SEQUENTIAL_CALLS} sequential calls of getProfile and listFeedback each answer the same`, async () => {
    const visitor = await server.signUpVisitor();
    const timings: Record<string, number> = {};
    for (const [name, params] of [
      ['getProfile', {}],
      ['listFeedback', { sort: 'latest' }],
    ] as const) {
      const started = performance.now();
      const answers = new Set<string>();
      for (let call = 0; call < SEQUENTIAL_CALLS; call += 1) answers.add(JSON.stringify(await server.result(name, params, visitor)));
      timings[name] = performance.now() - started;
      // The nickname is assigned once, on the first call; nothing else changes the list meanwhile.
      expect(
        [...answers].map((answer) => JSON.parse(answer)),
        name,
      ).toEqual([await server.result(name, params, visitor)]);
    }
    console.log(
      `[latency] ${SEQUENTIAL_CALLS} sequential calls: getProfile ${timings.getProfile?.toFixed(0)} ms, ` +
        `listFeedback ${timings.listFeedback?.toFixed(0)} ms`,
    );
  });
});
