// Text the board would show as nothing is refused: five or six zero-width spaces, text built on
// bidi overrides (U+202E), and in optimizeText too NUL and the other C0 controls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR, expectParseError, sharedTestBackend, type TestBackend, type Visitor } from './backend-fixture.ts';

let server: TestBackend;
let admin: Visitor;
let visitor: Visitor;

beforeAll(async () => {
  server = await sharedTestBackend();
  [admin, visitor] = await Promise.all([server.signInAdmin(), server.signUpVisitor()]);
});

afterAll(async () => {
  await server?.stop();
});

const ZWSP = '\u200B';
const RLO = '\u202E';

describe('visible characters and forbidden characters', () => {
  it('counts only visible characters towards the minimum', async () => {
    const before = await server.countRows('Feedback');
    expectParseError(await server.call('submitFeedback', { content: ZWSP.repeat(6) }, visitor), ERROR.validation, 'required');
    expectParseError(await server.call('submitFeedback', { content: `\u2060\uFEFF\u200C\u200D${ZWSP}` }, visitor), ERROR.validation, 'required');
    expectParseError(await server.call('submitFeedback', { content: `ab${ZWSP.repeat(10)}cd` }, visitor), ERROR.validation, 'tooShort');
    expectParseError(await server.call('submitFeedback', { content: `a\u0301\u0301\u0301${ZWSP}bc` }, visitor), ERROR.validation, 'tooShort');
    expect(await server.countRows('Feedback')).toBe(before);
    // Joiners inside emoji and marks on letters are text: a ZWJ family counts once, as it looks.
    expect((await server.call('submitFeedback', { content: '👨‍👩‍👧‍👦 café ok' }, visitor)).status).toBe(200);
  });

  it('refuses bidi overrides, isolates, C1 controls and unassigned code points in content, contact and replies', async () => {
    const before = await server.countRows('Feedback');
    for (const content of [
      `${RLO}txt.exe is safe`,
      `Hello \u2066world\u2069 ok`,
      `Text with \u0085 next line`,
      `Unassigned \u{E0080} here`,
      `Noncharacter \uFFFF here`,
    ]) {
      expectParseError(await server.call('submitFeedback', { content }, visitor), ERROR.validation, 'invalid');
    }
    expectParseError(
      await server.call('submitFeedback', { content: 'A fine message', contact: `me${RLO}@example.com` }, visitor),
      ERROR.validation,
      'invalid',
    );
    expect(await server.countRows('Feedback')).toBe(before);
    const id = await server.approvedFeedback(visitor, admin);
    expectParseError(await server.call('replyFeedback', { id, content: `${RLO}Thanks` }, admin), ERROR.validation, 'invalid');
    expectParseError(await server.call('replyFeedback', { id, content: ZWSP.repeat(3) }, admin), ERROR.validation, 'required');
    expect(await server.countRows('FeedbackReply')).toBe(0);
  });

  it('refuses NUL, C0 controls and bidi overrides in optimizeText with 142 invalid', async () => {
    for (const text of ['Pizza\u0000tonight', 'Pizza\u0007tonight', 'Pizza\u001Btonight', `Pizza ${RLO}tonight`]) {
      expectParseError(await server.call('optimizeText', { text, mode: 'add', lang: 'en' }, visitor), ERROR.validation, 'invalid');
    }
    const fine = await server.call('optimizeText', { text: 'Pizza\ttonight\r\nyes', mode: 'add', lang: 'en' }, visitor);
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
  });
});
