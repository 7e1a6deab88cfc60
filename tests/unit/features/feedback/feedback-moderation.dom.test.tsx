// Moderation on the page (an admin hides an approved item; a visitor sees their own items
// waiting for review, marked) and text refused before the server is called (invisible or
// direction-flipping), against msw stand-ins for Parse Server's REST endpoints.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import ja from '../../../../locales/ja.json';
import { PageContext } from '../../../../src/app/page-context.tsx';
import FeedbackScreen from '../../../../src/features/feedback/feedback-screen.tsx';
import type { FeedbackView } from '../../../../src/features/feedback/feedback-types.ts';
import { createI18n } from '../../../../src/i18n/i18n.ts';
import type { LanguageCode } from '../../../../src/i18n/languages.ts';
import { ToastProvider } from '../../../../src/ui/toast.tsx';
import { serveParseFrom } from '../../parse-test-server.ts';

type CloudParams = Record<string, unknown>;
type CloudHandler = (params: CloudParams) => { result: unknown } | { status: number; code: number; error: string };

const calls: { name: string; params: CloudParams }[] = [];
let cloud: Record<string, CloudHandler> = {};

const server = setupServer(
  http.post('*/parse_server/users', () =>
    HttpResponse.json({ objectId: 'visitor', sessionToken: 'r:visitor-session', createdAt: new Date().toISOString() }, { status: 201 }),
  ),
  http.post('*/parse_server/functions/:name', async ({ request, params }) => {
    const name = String(params.name);
    const body = Object.fromEntries(Object.entries((await request.json()) as CloudParams).filter(([key]) => !key.startsWith('_')));
    calls.push({ name, params: body });
    const answer = cloud[name]?.(body) ?? { status: 400, code: 141, error: `no handler for ${name}` };
    if ('result' in answer) return HttpResponse.json(answer);
    return HttpResponse.json({ code: answer.code, error: answer.error }, { status: answer.status });
  }),
);

function feedback(id: string, content: string): FeedbackView {
  return {
    id,
    content,
    nickname: { adjective: 'happy', noun: 'star' },
    votes: 2,
    createdAt: new Date().toISOString(),
    votedByMe: false,
    replies: [],
  };
}

const profile =
  (isAdmin: boolean): CloudHandler =>
  () => ({ result: { nickname: { adjective: 'gentle', noun: 'river' }, isAdmin } });
const listOf =
  (items: FeedbackView[]): CloudHandler =>
  () => ({ result: { items, hasMore: false } });
const callsOf = (name: string) => calls.filter((call) => call.name === name);

/** The page's loads on mount: renderPage waits until they have reached the server. */
const LOADS_ON_MOUNT = ['getProfile', 'listFeedback', 'listMyPendingFeedback'];

/**
 * Renders the page and waits until its loads have gone out. A test that ended sooner left them
 * waiting behind the visitor's sign-in, to land among the next test's calls (shuffled runs: two
 * listMyPendingFeedback calls in 'show nothing when there are none').
 */
async function renderPage(lang: LanguageCode = 'en') {
  const i18n = await createI18n(lang, async () => (lang === 'ja' ? ja : en));
  const callsBefore = calls.length;
  const view = render(
    <I18nextProvider i18n={i18n}>
      <PageContext value={{ lang, screen: 'feedback', prefixed: true }}>
        <ToastProvider>
          <FeedbackScreen />
        </ToastProvider>
      </PageContext>
    </I18nextProvider>,
  );
  await waitFor(() => expect(calls.slice(callsBefore).map((call) => call.name)).toEqual(expect.arrayContaining(LOADS_ON_MOUNT)));
  return view;
}

serveParseFrom(server);
beforeEach(() => {
  calls.length = 0;
  cloud = { getProfile: profile(false), listFeedback: listOf([]), listMyPendingFeedback: listOf([]) };
  window.history.replaceState(null, '', '/en/feedback');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("a visitor's own items waiting for review", () => {
  it('are listed above the board, marked as waiting and visible only to them, and refreshed after a submission', async () => {
    cloud.listMyPendingFeedback = listOf([feedback('p1', 'My earlier idea')]);
    cloud.submitFeedback = () => ({ result: { id: 'p2', status: 'pending' } });
    await renderPage();
    const own = await screen.findByTestId('feedback-own-pending');
    expect(within(own).getByRole('heading').textContent).toBe('Your feedback waiting for review');
    expect(within(own).getByText('My earlier idea')).toBeTruthy();
    expect(within(own).getByTestId('feedback-pending-badge').textContent).toBe('Waiting for review — only you can see it');
    // Waiting items cannot be voted on, and are no board items (CONTRACT.md's feedback-item).
    expect(screen.queryAllByTestId('feedback-item')).toHaveLength(0);
    expect(within(own).queryByTestId('feedback-vote')).toBeNull();

    cloud.listMyPendingFeedback = listOf([feedback('p2', 'A brand new idea'), feedback('p1', 'My earlier idea')]);
    fireEvent.change(screen.getByTestId('feedback-content'), { target: { value: 'A brand new idea' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(within(screen.getByTestId('feedback-own-pending')).getAllByTestId('feedback-own-item')).toHaveLength(2));
    expect(callsOf('listMyPendingFeedback')).toHaveLength(2);
  });

  it('show nothing when there are none, and the badge in the page language', async () => {
    await renderPage();
    await waitFor(() => expect(callsOf('listMyPendingFeedback')).toHaveLength(1));
    expect(screen.queryByTestId('feedback-own-pending')).toBeNull();
    cleanup();
    cloud.listMyPendingFeedback = listOf([feedback('p1', '審査待ちの案')]);
    await renderPage('ja');
    expect((await screen.findByTestId('feedback-pending-badge')).textContent).toBe('審査待ち — あなただけに表示されています');
  });
});

describe('an admin hiding an approved item', () => {
  it('takes it off the board with hideFeedback; visitors get no hide button', async () => {
    cloud.listFeedback = listOf([feedback('a1', 'Approved but off-topic'), feedback('a2', 'Approved and fine')]);
    await renderPage();
    await screen.findByText('Approved but off-topic');
    expect(screen.queryAllByTestId('admin-hide')).toHaveLength(0);
    cleanup();

    cloud.getProfile = profile(true);
    cloud.hideFeedback = ({ id }) => ({ result: { id, status: 'hidden' } });
    await renderPage();
    const item = (await screen.findByText('Approved but off-topic')).closest('[data-testid="feedback-item"]') as HTMLElement;
    fireEvent.click(within(item).getByTestId('admin-hide'));
    await screen.findByText('Hidden from the board');
    await waitFor(() => expect(screen.queryByText('Approved but off-topic')).toBeNull());
    expect(screen.getByText('Approved and fine')).toBeTruthy();
    expect(callsOf('hideFeedback')[0]?.params).toEqual({ id: 'a1' });
  });
});

describe('text the board would show as nothing', () => {
  it.each([
    ['six zero-width spaces', '\u200B'.repeat(6), 'Please enter feedback content'],
    ['four letters padded with zero-width spaces', `ab${'\u200B'.repeat(8)}cd`, 'Feedback must be at least 5 characters'],
    ['a right-to-left override', '\u202Egnp.exe is a photo', 'Feedback contains control or text-direction characters. Please remove them.'],
  ])('refuses %s before calling the server', async (_label, typed, message) => {
    await renderPage();
    fireEvent.change(screen.getByTestId('feedback-content'), { target: { value: typed } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(screen.getByTestId('feedback-form-message').textContent).toBe(message);
    expect(callsOf('submitFeedback')).toHaveLength(0);
  });

  it("shows the server's 'invalid' answer as the characters message", async () => {
    cloud.submitFeedback = () => ({ status: 400, code: 142, error: 'invalid' });
    await renderPage();
    fireEvent.change(screen.getByTestId('feedback-content'), { target: { value: 'Unassigned \u{E0080} character' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('feedback-form-message').textContent).toBe(
        'Feedback contains control or text-direction characters. Please remove them.',
      ),
    );
  });
});
