// 1,000 malformed parameter sets across every Cloud Function: wrong types, numbers as strings,
// nested objects, Parse-encoded objects, arrays, unknown fields, null bytes, control characters,
// unpaired surrogates, huge strings. Every one must answer 142 and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random.ts';
import { ERROR, type ParseResponse, sharedTestBackend, type TestBackend, type Visitor } from './backend-fixture.ts';

const TOTAL = 1000;
const PARALLEL = 10;

let server: TestBackend;
let admin: Visitor;
let visitor: Visitor;
let approvedId: string;
let pendingId: string;

beforeAll(async () => {
  server = await sharedTestBackend();
  [admin, visitor] = await Promise.all([server.signInAdmin(), server.signUpVisitor()]);
  approvedId = await server.approvedFeedback(visitor, admin, 'Approved target');
  pendingId = (await server.result('submitFeedback', { content: 'Pending target', contact: 'x@y.z' }, visitor)).id;
});

afterAll(async () => {
  await server?.stop();
});

type Params = Record<string, unknown>;

interface FunctionSpec {
  name: string;
  asAdmin: boolean;
  valid: () => Params;
  /** Values that are wrong for each field, whatever the other fields hold. */
  wrong: Record<string, unknown[]>;
}

const HUGE = 'x'.repeat(2_000_000);
const parseEncoded = () => [
  { __type: 'Pointer', className: 'Feedback', objectId: approvedId },
  { __type: 'Date', iso: '2020-01-01T00:00:00.000Z' },
  { __type: 'Bytes', base64: 'AAAA' },
  { __op: 'Increment', amount: 1 },
  { $gt: '' },
  { $regex: '.*' },
];
const notStrings = () => [null, true, false, 0, 1, -1, 1.5, 1e308, [], ['text'], {}, { nested: { deep: { deeper: 'x' } } }, ...parseEncoded()];
const badText = [
  'hello\u0000world',
  '\u0000\u0000\u0000\u0000\u0000',
  'bell\u0007rings here',
  'escape\u001b[31m red',
  'del\u007fcharacter',
  'lone \ud800 surrogate',
  'lone \udfff low',
  HUGE,
  '字'.repeat(40_000),
  '😀'.repeat(20_000),
];
const notIntegers = () => [null, true, '0', '1', '10', '1e1', ' 5', 1.5, -0.5, [], [1], {}, { value: 1 }, ...parseEncoded()];
const badIds = () => [
  '',
  'short',
  'x'.repeat(11),
  'abc$defghi',
  'abcdefghi\u0000',
  `${approvedId} `,
  ` ${approvedId}`,
  'ÄÖÜäöüßabc',
  `${approvedId.slice(0, 9)}!`,
  HUGE,
  1234567890,
  null,
  true,
  [approvedId],
  { objectId: approvedId },
  ...parseEncoded(),
];
const badChoices = (valid: string) => [valid.toUpperCase(), ` ${valid}`, `${valid}\u0000`, '', 'other', 0, 1, null, true, [valid], { [valid]: true }];

/** Built once the target rows exist: several wrong values are derived from their ids. */
const buildSpecs = (): FunctionSpec[] => [
  { name: 'getProfile', asAdmin: false, valid: () => ({}), wrong: {} },
  {
    name: 'listFeedback',
    asAdmin: false,
    valid: () => ({ sort: 'latest', page: 0, limit: 10 }),
    wrong: {
      sort: badChoices('latest'),
      page: [...notIntegers(), -1, 10_001, 2 ** 53],
      limit: [...notIntegers(), 0, -1, 51, 1000],
    },
  },
  {
    name: 'submitFeedback',
    asAdmin: false,
    valid: () => ({ content: 'Perfectly fine content', contact: 'me@example.com' }),
    wrong: {
      content: [...notStrings(), ...badText, '', '    ', 'abcd', '\n\t\n', '👍👍👍👍', '字'.repeat(1001)],
      contact: [...notStrings(), ...badText, 'x'.repeat(201), '😀'.repeat(201)],
    },
  },
  { name: 'voteFeedback', asAdmin: false, valid: () => ({ id: approvedId }), wrong: { id: badIds() } },
  {
    name: 'replyFeedback',
    asAdmin: true,
    valid: () => ({ id: approvedId, content: 'A valid reply' }),
    wrong: { id: badIds(), content: [...notStrings(), ...badText, '', '   ', '字'.repeat(1001)] },
  },
  { name: 'listPendingFeedback', asAdmin: true, valid: () => ({ page: 0 }), wrong: { page: [...notIntegers(), -1, 10_001] } },
  {
    name: 'reviewFeedback',
    asAdmin: true,
    valid: () => ({ id: pendingId, decision: 'approve' }),
    wrong: { id: badIds(), decision: badChoices('approve') },
  },
];

const UNKNOWN_FIELDS: Params[] = [
  { extra: 1 },
  { status: 'approved' },
  { votes: 100 },
  { author: 'someone' },
  { isAdmin: true },
  { nickname: { adjective: 'cool', noun: 'moon' } },
  { where: { status: 'pending' } },
  { constructor: 'x' },
  { $where: 'true' },
  { 'content ': 'x' },
  { Content: 'Shouted content' },
  { '': '' },
  { 'a.b': 1 },
  { id2: 'x' },
];

interface Case {
  spec: FunctionSpec;
  params: unknown;
  label: string;
}

function generateCases(specs: FunctionSpec[]): Case[] {
  const cases: Case[] = [];
  for (const spec of specs) {
    for (const [field, values] of Object.entries(spec.wrong)) {
      values.forEach((value, index) => {
        cases.push({ spec, params: { ...spec.valid(), [field]: value }, label: `${field} #${index}` });
      });
      if (!['page', 'limit', 'contact'].includes(field)) {
        const { [field]: _, ...rest } = spec.valid();
        cases.push({ spec, params: rest, label: `${field} missing` });
      }
    }
    UNKNOWN_FIELDS.forEach((extra, index) => {
      cases.push({ spec, params: { ...spec.valid(), ...extra }, label: `unknown field #${index}` });
    });
    if (Object.keys(spec.wrong).some((field) => !['page', 'limit', 'contact'].includes(field))) {
      // A JSON array body reaches the function as { "0": ..., "1": ... }.
      cases.push({ spec, params: ['a', 'b'], label: 'array body' });
      cases.push({ spec, params: [], label: 'empty array body' });
    }
  }
  // Fill up to TOTAL with random mixes: some fields wrong at once, sometimes an unknown one too.
  const next = seededRandom(20_240_601);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  while (cases.length < TOTAL) {
    const spec = pick(specs);
    const params: Params = spec.valid();
    const wrongFields = Object.keys(spec.wrong).filter(() => next() < 0.6);
    for (const field of wrongFields) params[field] = pick(spec.wrong[field] ?? []);
    const unknown = wrongFields.length === 0 || next() < 0.3;
    if (unknown) Object.assign(params, pick(UNKNOWN_FIELDS));
    cases.push({ spec, params, label: `random ${cases.length}: ${[...wrongFields, ...(unknown ? ['unknown'] : [])].join('+')}` });
  }
  return cases.slice(0, TOTAL);
}

async function snapshot(): Promise<unknown> {
  const [feedback, votes, replies, users, sessions, roles] = await Promise.all(
    ['Feedback', 'FeedbackVote', 'FeedbackReply', '_User', '_Session', '_Role'].map((className) => server.countRows(className)),
  );
  const approved = await server.masterGet('Feedback', approvedId);
  const pending = await server.masterGet('Feedback', pendingId);
  return { feedback, votes, replies, users, sessions, roles, approved, pending };
}

describe('malformed params', () => {
  it(`refuses ${TOTAL} malformed parameter sets with 142 and stores nothing`, async () => {
    const specs = buildSpecs();
    const cases = generateCases(specs);
    expect(cases).toHaveLength(TOTAL);
    expect(new Set(cases.map((testCase) => testCase.spec.name)).size).toBe(specs.length);
    const before = await snapshot();

    const failures: string[] = [];
    for (let start = 0; start < cases.length; start += PARALLEL) {
      const batch = cases.slice(start, start + PARALLEL);
      const responses: ParseResponse[] = await Promise.all(
        batch.map((testCase) => server.call(testCase.spec.name, testCase.params, testCase.spec.asAdmin ? admin : visitor)),
      );
      responses.forEach((response, index) => {
        const testCase = batch[index] as Case;
        if (response.status !== 400 || response.body?.code !== ERROR.validation) {
          failures.push(`${testCase.spec.name} ${testCase.label}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
        }
      });
    }
    expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
