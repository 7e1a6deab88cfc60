import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import { FEEDBACK_DRAFT_KEY } from '../../../../src/features/feedback/feedback-draft.ts';
import FeedbackScreen from '../../../../src/features/feedback/feedback-screen.tsx';
import type { FeedbackView } from '../../../../src/features/feedback/feedback-types.ts';
import { createI18n } from '../../../../src/i18n/i18n.ts';
import { PageLanguageContext } from '../../../../src/i18n/page-language.ts';
import { ToastProvider } from '../../../../src/ui/toast.tsx';
import { serveParseFrom } from '../../parse-test-server.ts';

/**
 * The feedback page against msw stand-ins for Parse Server's REST endpoints: the real Parse SDK
 * (through src/backend/) makes the calls, the handlers below answer them as Parse Server would.
 */
type CloudParams = Record<string, unknown>;
type CloudAnswer = { result: unknown } | { status: number; code: number; error: string } | 'network-error';
type CloudHandler = (params: CloudParams) => CloudAnswer;

const calls: { name: string; params: CloudParams }[] = [];
let cloud: Record<string, CloudHandler> = {};

const server = setupServer(
  // Anonymous sign-up of the visitor (Parse.AnonymousUtils.logIn).
  http.post('*/parse_server/users', () =>
    HttpResponse.json({ objectId: 'visitor', sessionToken: 'r:visitor-session', createdAt: new Date().toISOString() }, { status: 201 }),
  ),
  http.post('*/parse_server/login', async ({ request }) => {
    const body = (await request.json()) as CloudParams;
    if (body.username === 'admin' && body.password === 'secret') {
      return HttpResponse.json({ objectId: 'admin', username: 'admin', sessionToken: 'r:admin-session', createdAt: new Date().toISOString() });
    }
    return HttpResponse.json({ code: 101, error: 'Invalid username/password.' }, { status: 404 });
  }),
  http.post('*/parse_server/logout', () => HttpResponse.json({})),
  http.post('*/parse_server/functions/:name', async ({ request, params }) => {
    const name = String(params.name);
    // The SDK sends params and its own fields (_ApplicationId, _SessionToken, ...) in one body.
    const body = Object.fromEntries(Object.entries((await request.json()) as CloudParams).filter(([key]) => !key.startsWith('_')));
    calls.push({ name, params: body });
    const handler = cloud[name];
    if (!handler) return HttpResponse.json({ code: 141, error: `no handler for ${name}` }, { status: 400 });
    const answer = handler(body);
    if (answer === 'network-error') return HttpResponse.error();
    if ('result' in answer) return HttpResponse.json(answer);
    return HttpResponse.json({ code: answer.code, error: answer.error }, { status: answer.status });
  }),
);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function feedback(id: string, change: Partial<FeedbackView> = {}): FeedbackView {
  return {
    id,
    content: `Feedback ${id}`,
    nickname: { adjective: 'happy', noun: 'star' },
    votes: 0,
    createdAt: minutesAgo(5),
    votedByMe: false,
    replies: [],
    ...change,
  };
}

const visitorProfile: CloudHandler = () => ({ result: { nickname: { adjective: 'gentle', noun: 'river' }, isAdmin: false } });
const listOf =
  (items: FeedbackView[], hasMore = false): CloudHandler =>
  () => ({ result: { items, hasMore } });

async function pageElement(children: ReactNode = <FeedbackScreen />) {
  const i18n = await createI18n('en', async () => en);
  return (
    <I18nextProvider i18n={i18n}>
      <PageLanguageContext value="en">
        <ToastProvider>{children}</ToastProvider>
      </PageLanguageContext>
    </I18nextProvider>
  );
}

const renderPage = async () => render(await pageElement());

const content = () => screen.getByTestId('feedback-content') as HTMLTextAreaElement;
const formMessage = () => screen.getByTestId('feedback-form-message');
const items = () => screen.queryAllByTestId('feedback-item');
const callsOf = (name: string) => calls.filter((call) => call.name === name);

serveParseFrom(server);
beforeEach(() => {
  calls.length = 0;
  cloud = { getProfile: visitorProfile, listFeedback: listOf([]) };
  window.history.replaceState(null, '', '/en/feedback');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('prerender', () => {
  it('renders the empty form and a loading list without calling the backend', async () => {
    localStorage.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify({ content: 'Stored draft', contact: '' }));
    const html = renderToString(await pageElement());
    expect(html).toContain('data-testid="feedback-content"');
    expect(html).toContain('data-testid="feedback-submit"');
    expect(html).toContain('Loading...');
    expect(html).not.toContain('Stored draft');
    expect(html).not.toContain('data-testid="feedback-item"');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
  });
});

describe('submit form', () => {
  it("shows the visitor's nickname, translated and not editable", async () => {
    await renderPage();
    const nickname = await screen.findByText('Gentle River');
    expect(nickname.getAttribute('data-testid')).toBe('feedback-nickname');
    expect(nickname.tagName).not.toMatch(/INPUT|TEXTAREA/);
    expect(screen.getByLabelText('Your feedback')).toBe(content());
    expect(screen.getByLabelText('Contact (optional, only visible to the team)')).toBe(screen.getByTestId('feedback-contact'));
  });

  it.each([
    ['nothing', '', 'Please enter feedback content'],
    ['blanks', '   ', 'Please enter feedback content'],
    ['four letters', 'abcd', 'Feedback must be at least 5 characters'],
    ['1,001 emoji', '😀'.repeat(1001), 'Feedback must be at most 1,000 characters'],
  ])('refuses %s before calling the server', async (_label, typed, message) => {
    await renderPage();
    fireEvent.change(content(), { target: { value: typed } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(formMessage().textContent).toBe(message);
    expect(content().getAttribute('aria-invalid')).toBe('true');
    expect(content()).toBe(document.activeElement);
    expect(callsOf('submitFeedback')).toHaveLength(0);
  });

  it('refuses a contact longer than 200 characters', async () => {
    await renderPage();
    fireEvent.change(content(), { target: { value: 'Five emoji: 🎉🎉🎉🎉🎉' } });
    fireEvent.change(screen.getByTestId('feedback-contact'), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(formMessage().textContent).toBe('Contact must be at most 200 characters');
    expect(callsOf('submitFeedback')).toHaveLength(0);
  });

  it('accepts five emoji, sends trimmed text, confirms, and clears the form and the draft', async () => {
    cloud.submitFeedback = () => ({ result: { id: 'new1', status: 'pending' } });
    await renderPage();
    fireEvent.change(content(), { target: { value: '  👨‍👩‍👧‍👦👍🏽🇯🇵😀🎉  ' } });
    fireEvent.change(screen.getByTestId('feedback-contact'), { target: { value: ' me@example.com ' } });
    expect(localStorage.getItem(FEEDBACK_DRAFT_KEY)).not.toBeNull();
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await screen.findByText('Submitted successfully, thank you for your feedback!');
    expect(formMessage().textContent).toContain('Your feedback will be displayed after review');
    expect(callsOf('submitFeedback')[0]?.params).toEqual({ content: '👨‍👩‍👧‍👦👍🏽🇯🇵😀🎉', contact: 'me@example.com' });
    expect(content().value).toBe('');
    expect((screen.getByTestId('feedback-contact') as HTMLInputElement).value).toBe('');
    expect(localStorage.getItem(FEEDBACK_DRAFT_KEY)).toBeNull();
  });

  it('leaves out an empty contact', async () => {
    cloud.submitFeedback = () => ({ result: { id: 'new1', status: 'pending' } });
    await renderPage();
    fireEvent.change(content(), { target: { value: 'Great site, thanks' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await screen.findByText('Submitted successfully, thank you for your feedback!');
    expect(callsOf('submitFeedback')[0]?.params).toEqual({ content: 'Great site, thanks' });
  });

  it('keeps the text (on screen and stored) when the submit fails', async () => {
    cloud.submitFeedback = () => 'network-error';
    await renderPage();
    fireEvent.change(content(), { target: { value: 'Please add more cats' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await screen.findByText('Submission failed, please try again later.');
    expect(content().value).toBe('Please add more cats');
    expect(JSON.parse(localStorage.getItem(FEEDBACK_DRAFT_KEY) ?? 'null')).toEqual({ content: 'Please add more cats', contact: '' });
  });

  it('says so when the rate limit refuses the submit (HTTP 429)', async () => {
    cloud.submitFeedback = () => ({ status: 429, code: 100, error: 'rateLimited' });
    await renderPage();
    fireEvent.change(content(), { target: { value: 'Please add more cats' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await screen.findByText('Too many submissions. Please wait a minute and try again.');
    expect(content().value).toBe('Please add more cats');
  });

  it("shows the server's validation message when it disagrees with the browser", async () => {
    cloud.submitFeedback = () => ({ status: 400, code: 142, error: 'tooShort' });
    await renderPage();
    fireEvent.change(content(), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await screen.findByText('Feedback must be at least 5 characters');
  });

  it('restores a stored draft after a reload, and ignores a corrupt one', async () => {
    localStorage.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify({ content: 'Half-written idea', contact: 'me@example.com' }));
    const first = await renderPage();
    await waitFor(() => expect(content().value).toBe('Half-written idea'));
    expect((screen.getByTestId('feedback-contact') as HTMLInputElement).value).toBe('me@example.com');
    first.unmount();

    localStorage.setItem(FEEDBACK_DRAFT_KEY, '{"content": 7');
    await renderPage();
    await screen.findByText('Gentle River');
    expect(content().value).toBe('');
  });
});

describe('feedback list', () => {
  it('lists items with nickname, relative time, votes and replies with the admin label', async () => {
    cloud.listFeedback = listOf([
      feedback('a', {
        votes: 3,
        createdAt: new Date().toISOString(),
        replies: [{ id: 'r1', content: 'Thanks!', createdAt: minutesAgo(1), author: 'admin' }],
      }),
      feedback('b', { nickname: { adjective: 'lucky', noun: 'moon' }, createdAt: minutesAgo(60 * 26) }),
    ]);
    await renderPage();
    await waitFor(() => expect(items()).toHaveLength(2));
    const [first, second] = items() as [HTMLElement, HTMLElement];
    expect(first.dataset.id).toBe('a');
    expect(within(first).getByTestId('feedback-nickname').textContent).toBe('Happy Star');
    expect(within(first).getByTestId('feedback-time').textContent).toBe('just now');
    expect(within(first).getByTestId('feedback-votes').textContent).toBe('3');
    const reply = within(first).getByTestId('reply');
    expect(within(reply).getByTestId('reply-admin-label').textContent).toBe('Admin');
    expect(reply.textContent).toContain('Thanks!');
    expect(within(second).getByTestId('feedback-nickname').textContent).toBe('Lucky Moon');
    expect(within(second).getByTestId('feedback-time').textContent).toBe('1 day ago');
    expect(within(first).queryByTestId('reply-input')).toBeNull();
    expect(callsOf('listFeedback')[0]?.params).toEqual({ sort: 'latest', page: 0 });
  });

  it('switches the sort order', async () => {
    cloud.listFeedback = ({ sort }) => ({ result: { items: [feedback(sort === 'popular' ? 'top' : 'new')], hasMore: false } });
    await renderPage();
    await waitFor(() => expect(items()[0]?.dataset.id).toBe('new'));
    expect(screen.getByTestId('feedback-sort-latest').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('feedback-sort-popular'));
    await waitFor(() => expect(items()[0]?.dataset.id).toBe('top'));
    expect(screen.getByTestId('feedback-sort-popular').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('feedback-sort-latest').getAttribute('aria-pressed')).toBe('false');
    expect(callsOf('listFeedback').at(-1)?.params).toEqual({ sort: 'popular', page: 0 });
  });

  it('loads more pages, skipping items already shown', async () => {
    cloud.listFeedback = ({ page }) =>
      page === 0
        ? { result: { items: [feedback('a'), feedback('b')], hasMore: true } }
        : { result: { items: [feedback('b'), feedback('c')], hasMore: false } };
    await renderPage();
    fireEvent.click(await screen.findByText('Load more'));
    await waitFor(() => expect(items().map((item) => item.dataset.id)).toEqual(['a', 'b', 'c']));
    expect(screen.queryByText('Load more')).toBeNull();
  });

  it('votes and shows the count the server answered', async () => {
    cloud.listFeedback = listOf([feedback('a', { votes: 4 })]);
    cloud.voteFeedback = ({ id }) => ({ result: { id, votes: 5 } });
    await renderPage();
    fireEvent.click(await screen.findByTestId('feedback-vote'));
    await screen.findByText('Voted successfully');
    expect(screen.getByTestId('feedback-votes').textContent).toBe('5');
    expect(screen.getByTestId('feedback-vote').getAttribute('aria-pressed')).toBe('true');
    expect(callsOf('voteFeedback')[0]?.params).toEqual({ id: 'a' });
  });

  it('says "already voted" for code 137 and "vote failed" otherwise', async () => {
    cloud.listFeedback = listOf([feedback('a', { votes: 4 })]);
    cloud.voteFeedback = () => ({ status: 400, code: 137, error: 'alreadyVoted' });
    await renderPage();
    fireEvent.click(await screen.findByTestId('feedback-vote'));
    await screen.findByText('You have already voted');
    expect(screen.getByTestId('feedback-votes').textContent).toBe('4');

    cloud.voteFeedback = () => 'network-error';
    fireEvent.click(screen.getByTestId('feedback-vote'));
    await screen.findByText('Vote failed, please try again later.');
  });

  it('says loading failed when the list cannot load, and the form still submits and keeps text', async () => {
    cloud.listFeedback = () => 'network-error';
    cloud.submitFeedback = () => 'network-error';
    await renderPage();
    await screen.findByText('Could not load: the server did not answer. Check your connection and try again.', { exact: false });
    fireEvent.change(content(), { target: { value: 'Written while offline' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await screen.findByText('Submission failed, please try again later.');
    expect(content().value).toBe('Written while offline');
  });
});

describe('admin', () => {
  const adminProfile: CloudHandler = () => ({ result: { nickname: { adjective: 'kind', noun: 'sky' }, isAdmin: true } });

  it('shows no sign-in form without ?admin', async () => {
    await renderPage();
    await screen.findByText('Gentle River');
    expect(screen.queryByText('Admin sign-in')).toBeNull();
  });

  it('signs in through ?admin, reviews pending items with their contact, and replies', async () => {
    window.history.replaceState(null, '', '/en/feedback?admin');
    const pending = feedback('p1', { content: 'Pending idea', contact: 'fan@example.com' });
    cloud.listPendingFeedback = listOf([pending]);
    cloud.reviewFeedback = ({ id, decision }) => ({ result: { id, status: decision === 'approve' ? 'approved' : 'rejected' } });
    cloud.replyFeedback = ({ content: reply }) => ({ result: { id: 'r1', content: reply, createdAt: new Date().toISOString(), author: 'admin' } });
    await renderPage();

    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('admin-sign-in'));
    await screen.findByText('Sign-in failed. Check the username and password.');

    cloud.getProfile = adminProfile;
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByTestId('admin-sign-in'));
    const queue = await screen.findByTestId('admin-pending');
    const item = await within(queue).findByTestId('feedback-item');
    expect(item.textContent).toContain('fan@example.com');

    // Reply box: required first, then sent; the reply shows with the admin label.
    fireEvent.click(within(item).getByTestId('reply-submit'));
    expect(within(item).getByText('Please enter reply content')).toBeTruthy();
    fireEvent.change(within(item).getByTestId('reply-input'), { target: { value: 'Thanks, on it' } });
    fireEvent.click(within(item).getByTestId('reply-submit'));
    await within(item).findByText('Reply sent successfully');
    expect(within(within(item).getByTestId('reply')).getByTestId('reply-admin-label').textContent).toBe('Admin');
    expect(callsOf('replyFeedback')[0]?.params).toEqual({ id: 'p1', content: 'Thanks, on it' });

    // Approving removes it from the queue and reloads the public list, where it now appears.
    cloud.listFeedback = listOf([{ ...pending, contact: undefined, replies: [] }]);
    const listLoads = callsOf('listFeedback').length;
    fireEvent.click(within(item).getByTestId('admin-approve'));
    await screen.findByText('Approved');
    await waitFor(() => expect(within(queue).queryAllByTestId('feedback-item')).toHaveLength(0));
    expect(callsOf('reviewFeedback')[0]?.params).toEqual({ id: 'p1', decision: 'approve' });
    await waitFor(() => expect(callsOf('listFeedback').length).toBeGreaterThan(listLoads));
    // Listed items get a reply box too, now that the viewer is an admin.
    const listed = await waitFor(() => {
      const found = items().find((element) => !queue.contains(element));
      if (!found) throw new Error('approved item not listed yet');
      return found;
    });
    expect(within(listed).getByTestId('reply-input')).toBeTruthy();
  });

  it('says "reply failed" when the reply is refused', async () => {
    cloud.getProfile = adminProfile;
    cloud.listFeedback = listOf([feedback('a')]);
    cloud.replyFeedback = () => ({ status: 400, code: 119, error: 'forbidden' });
    await renderPage();
    const item = (await screen.findAllByTestId('feedback-item'))[0]!;
    fireEvent.change(await within(item).findByTestId('reply-input'), { target: { value: 'Thanks' } });
    fireEvent.click(within(item).getByTestId('reply-submit'));
    await within(item).findByText('Reply failed, please try again later.');
    expect((within(item).getByTestId('reply-input') as HTMLTextAreaElement).value).toBe('Thanks');
  });

  it('signs a non-admin account straight out again', async () => {
    window.history.replaceState(null, '', '/en/feedback?admin=1');
    await renderPage();
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    await act(async () => fireEvent.click(screen.getByTestId('admin-sign-in')));
    await screen.findByText('This account is not an admin.');
    expect(screen.queryByTestId('admin-pending')).toBeNull();
  });
});
