// The optimizer screen with the real Parse SDK (through src/backend/) against msw stand-ins for
// Parse Server's REST endpoints and for the emoji data file the on-device engine fetches.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import { OPTIMIZER_DRAFT_KEY } from '../../../../src/features/optimizer/optimizer-draft.ts';
import OptimizerScreen from '../../../../src/features/optimizer/optimizer-screen.tsx';
import { createI18n } from '../../../../src/i18n/i18n.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../../../src/i18n/languages.ts';
import { PageLanguageContext } from '../../../../src/i18n/page-language.ts';
import { loadOptimizerWords } from '../../../../src/optimizer/everyday.ts';
import { optimize } from '../../../../src/optimizer/optimize.ts';
import { vocabularyFor } from '../../../../src/optimizer/vocabulary.ts';
import { ToastProvider } from '../../../../src/ui/toast.tsx';
import { generatedDataFile, generatedEmoji } from '../../generated-emoji.ts';
import { serveParseFrom } from '../../parse-test-server.ts';

type CloudAnswer = { result: unknown } | { status: number; code: number; error: string } | 'network-error';

const optimizeCalls: Record<string, unknown>[] = [];
let answerOptimize: (params: Record<string, unknown>) => CloudAnswer = () => 'network-error';
let dataAvailable = true;

const server = setupServer(
  http.post('*/parse_server/users', () =>
    HttpResponse.json({ objectId: 'visitor', sessionToken: 'r:visitor', createdAt: new Date().toISOString() }, { status: 201 }),
  ),
  http.post('*/parse_server/functions/optimizeText', async ({ request }) => {
    // The SDK sends the params and its own fields (_ApplicationId, ...) in one body.
    const body = Object.fromEntries(Object.entries((await request.json()) as Record<string, unknown>).filter(([key]) => !key.startsWith('_')));
    optimizeCalls.push(body);
    const answer = answerOptimize(body);
    if (answer === 'network-error') return HttpResponse.error();
    if ('result' in answer) return HttpResponse.json(answer);
    return HttpResponse.json({ code: answer.code, error: answer.error }, { status: answer.status });
  }),
  http.get('*/src/generated/emoji-:lang.json', ({ params }) =>
    dataAvailable ? HttpResponse.json(generatedDataFile(params.lang as LanguageCode)) : HttpResponse.error(),
  ),
);

async function pageElement(lang: LanguageCode = 'en') {
  const i18n = await createI18n('en', async () => en);
  return (
    <I18nextProvider i18n={i18n}>
      <PageLanguageContext value={lang}>
        <ToastProvider>
          <OptimizerScreen />
        </ToastProvider>
      </PageLanguageContext>
    </I18nextProvider>
  );
}

const input = () => screen.getByTestId('optimizer-input') as HTMLTextAreaElement;
const status = () => screen.getByTestId('optimizer-status');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const optimizeNow = () => fireEvent.click(screen.getByTestId('optimizer-run'));
beforeAll(() => Promise.all(LANGUAGE_CODES.map((lang) => loadOptimizerWords(lang))));

const onDevice = (text: string, mode: 'add' | 'replace', lang: LanguageCode = 'en') =>
  optimize(text, mode, vocabularyFor(generatedEmoji(lang), lang));

function stubClipboard(clipboard: Partial<Clipboard>) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

serveParseFrom(server);
beforeEach(() => {
  optimizeCalls.length = 0;
  answerOptimize = () => 'network-error';
  dataAvailable = true;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('prerender and hydration', () => {
  it('renders the empty form without touching browser storage, then hydrates to the stored draft without a mismatch', async () => {
    localStorage.setItem(OPTIMIZER_DRAFT_KEY, JSON.stringify({ text: 'Stored pizza text', mode: 'replace' }));
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const html = renderToString(await pageElement());
    expect(getItem).not.toHaveBeenCalled();
    getItem.mockRestore();
    expect(html).toContain('data-testid="optimizer-input"');
    expect(html).not.toContain('Stored pizza text');
    expect(html).toMatch(/data-testid="optimizer-mode-add"[^>]*checked|checked[^>]*data-testid="optimizer-mode-add"/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const element = await pageElement();
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect((container.querySelector('[data-testid="optimizer-input"]') as HTMLTextAreaElement).value).toBe('Stored pizza text');
    expect((container.querySelector('[data-testid="optimizer-mode-replace"]') as HTMLInputElement).checked).toBe(true);
    container.remove();
  });
});

describe('form', () => {
  it('labels the text area and offers the modes as radio buttons', async () => {
    render(await pageElement());
    expect(screen.getByLabelText('Your text')).toBe(input());
    const add = screen.getByRole('radio', { name: 'Add emoji' });
    const replace = screen.getByRole('radio', { name: 'Replace words' });
    expect(screen.getByRole('group', { name: 'Mode' })).toBeTruthy();
    expect((add as HTMLInputElement).checked).toBe(true);
    fireEvent.click(replace);
    expect((replace as HTMLInputElement).checked).toBe(true);
    expect((add as HTMLInputElement).checked).toBe(false);
  });

  it.each([
    ['nothing', '', 'Please enter text'],
    ['blanks', '   ', 'Please enter text'],
    ['only invisible characters', '\u200b\u200d\u2060\u200e\u3164\u200b', 'Please enter text'],
    ['four characters', 'pizz', 'Text must be at least 5 characters'],
    ['5,001 characters', 'a'.repeat(5_001), 'Text must be at most 5,000 characters'],
  ])('refuses %s before calling the server', async (_, text, message) => {
    render(await pageElement());
    type(text);
    optimizeNow();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(status().textContent).toBe('');
    expect(optimizeCalls).toHaveLength(0);
  });

  it('counts the characters as a reader sees them', async () => {
    render(await pageElement());
    type('  I love 👨‍👩‍👧‍👦  ');
    expect(screen.getByText('8 / 5,000')).toBeTruthy();
  });

  it('keeps the text and mode across a reload, and ignores a corrupt stored value', async () => {
    const first = render(await pageElement());
    type('Pizza tonight?');
    fireEvent.click(screen.getByTestId('optimizer-mode-replace'));
    expect(JSON.parse(localStorage.getItem(OPTIMIZER_DRAFT_KEY)!)).toEqual({ text: 'Pizza tonight?', mode: 'replace' });
    first.unmount();

    render(await pageElement());
    await waitFor(() => expect(input().value).toBe('Pizza tonight?'));
    cleanup();

    localStorage.setItem(OPTIMIZER_DRAFT_KEY, '{"text": 42, "mode": "shout"');
    render(await pageElement());
    await act(async () => undefined);
    expect(input().value).toBe('');
    expect((screen.getByTestId('optimizer-mode-add') as HTMLInputElement).checked).toBe(true);
  });
});

describe('optimizing', () => {
  it('shows the server result with the emoji highlighted', async () => {
    answerOptimize = () => ({
      result: {
        text: 'I love❤️ pizza🍕',
        changes: [
          { word: 'love', emoji: '❤️', index: 2 },
          { word: 'pizza', emoji: '🍕', index: 7 },
        ],
      },
    });
    render(await pageElement());
    type('I love pizza');
    optimizeNow();
    expect(status().textContent).toBe('Optimizing...');
    await waitFor(() => expect(status().textContent).toBe('Optimization complete'));
    expect(optimizeCalls).toEqual([{ text: 'I love pizza', mode: 'add', lang: 'en' }]);
    const output = screen.getByTestId('optimizer-output');
    expect(output.textContent).toBe('I love❤️ pizza🍕');
    expect([...output.querySelectorAll('mark')].map((mark) => [mark.textContent, mark.title])).toEqual([
      ['❤️', 'love'],
      ['🍕', 'pizza'],
    ]);
    expect(screen.getByText('Emoji added: 2')).toBeTruthy();
  });

  it('answers on this device and says so when the server cannot be reached', async () => {
    const text = 'We ate pizza and ice cream with the cats.';
    render(await pageElement());
    type(text);
    fireEvent.click(screen.getByTestId('optimizer-mode-replace'));
    optimizeNow();
    // The on-device engine first loads its word lists and builds its vocabulary: seconds on a busy machine.
    await waitFor(() => expect(status().textContent).toBe('Optimized on this device because the server could not be reached.'));
    const expected = onDevice(text, 'replace');
    expect(expected.changes.length).toBeGreaterThan(0);
    expect(screen.getByTestId('optimizer-output').textContent).toBe(expected.text);
    expect(screen.getByTestId('optimizer-output').querySelectorAll('mark')).toHaveLength(expected.changes.length);
  });

  it('says the server is rate limited (HTTP 429), not unreachable, and answers on this device meanwhile', async () => {
    // What Parse Server's rate limiter answers (scripts/local-backend/child-process.ts: errorResponseMessage).
    answerOptimize = () => ({ status: 429, code: 100, error: 'rateLimited' });
    const text = 'We ate pizza and ice cream with the cats.';
    render(await pageElement());
    type(text);
    optimizeNow();
    await waitFor(() =>
      expect(status().textContent).toBe('Optimized on this device: the server is rate limited after 20 runs in a minute. Try it again in a minute.'),
    );
    expect(optimizeCalls).toHaveLength(1);
    expect(screen.getByTestId('optimizer-output').textContent).toBe(onDevice(text, 'add').text);
  });

  it('shows the message of a text the server refuses', async () => {
    answerOptimize = () => ({ status: 400, code: 142, error: 'tooShort' });
    render(await pageElement());
    type('👨‍👩‍👧‍👦 ok ok');
    optimizeNow();
    expect((await screen.findByRole('alert')).textContent).toBe('Text must be at least 5 characters');
    expect(status().textContent).toBe('');
  });

  it('fails when neither the server nor this device can optimize', async () => {
    dataAvailable = false;
    render(await pageElement('ko'));
    type('고양이가 우산을 좋아해요');
    optimizeNow();
    await waitFor(() => expect(status().textContent).toBe('Optimization failed, please try again.'));
    expect(screen.queryByTestId('optimizer-output')).toBeNull();
  });
});

describe('clipboard', () => {
  it('pastes the clipboard into the text area', async () => {
    stubClipboard({ readText: async () => 'Pasted pizza party' });
    render(await pageElement());
    fireEvent.click(screen.getByTestId('optimizer-paste'));
    await waitFor(() => expect(input().value).toBe('Pasted pizza party'));
    expect(screen.getByTestId('toast').textContent).toBe('Pasted successfully');
  });

  it('says so when pasting is refused, with the hint to paste by hand, and focuses the text area', async () => {
    stubClipboard({ readText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    render(await pageElement());
    fireEvent.click(screen.getByTestId('optimizer-paste'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('Paste failed'));
    expect(screen.getByText('Please paste manually with Ctrl+V or Cmd+V.')).toBeTruthy();
    expect(document.activeElement).toBe(input());
  });

  it('copies the result, and says when it could not', async () => {
    answerOptimize = () => ({ result: { text: 'pizza🍕 night', changes: [{ word: 'pizza', emoji: '🍕', index: 0 }] } });
    const writeText = vi.fn(async () => undefined);
    stubClipboard({ writeText });
    render(await pageElement());
    type('pizza night');
    optimizeNow();
    await screen.findByTestId('optimizer-output');
    fireEvent.click(screen.getByTestId('optimizer-copy'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('Copied successfully'));
    expect(writeText).toHaveBeenCalledWith('pizza🍕 night');

    stubClipboard({ writeText: () => Promise.reject(new Error('denied')) });
    document.execCommand = () => false;
    fireEvent.click(screen.getByTestId('optimizer-copy'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('Copy failed'));
  });
});

describe("opened by a share (the manifest's share_target)", () => {
  // jsdom lays nothing out and has no scrollIntoView (kept for the file's end: a result's effect may run after its test).
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    history.replaceState(null, '', '/');
    Reflect.deleteProperty(navigator, 'share');
  });

  it('puts the shared title, text and link into the box in place of the draft, runs once, and takes the parameters off the URL', async () => {
    localStorage.setItem(OPTIMIZER_DRAFT_KEY, JSON.stringify({ text: 'An older draft', mode: 'replace' }));
    answerOptimize = ({ text }) => ({ result: { text: `${text as string}🍕`, changes: [{ word: 'pizza', emoji: '🍕', index: 0 }] } });
    history.replaceState(null, '', '/en/optimizer?title=Plans&text=Pizza+tonight%3F&url=https%3A%2F%2Fexample.com%2F&q=kept');
    render(await pageElement());
    await waitFor(() => expect(status().textContent).toBe('Optimization complete'));
    expect(input().value).toBe('Plans\nPizza tonight?\nhttps://example.com/');
    expect(optimizeCalls).toEqual([{ text: 'Plans\nPizza tonight?\nhttps://example.com/', mode: 'replace', lang: 'en' }]);
    expect(`${location.pathname}${location.search}`).toBe('/en/optimizer?q=kept');
    expect(JSON.parse(localStorage.getItem(OPTIMIZER_DRAFT_KEY)!)).toEqual({ text: 'Plans\nPizza tonight?\nhttps://example.com/', mode: 'replace' });
    // Its result is scrolled into view (on a phone it is below the fold), once: a run by hand stays where it is.
    expect(scrollIntoView.mock.contexts).toEqual([screen.getByTestId('optimizer-output').closest('section')]);
    optimizeNow();
    await waitFor(() => expect(optimizeCalls).toHaveLength(2));
    await waitFor(() => expect(status().textContent).toBe('Optimization complete'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['', 'Please enter text'],
    ['hey', 'Text must be at least 5 characters'],
    ['ha'.repeat(2_501), 'Text must be at most 5,000 characters'],
    ['\u200B\u200D\u2066\u2069\u200B\u200D', 'Please enter text'],
  ])('a shared %j gets the message a typed one gets, without calling the server', async (text, message) => {
    history.replaceState(null, '', `/en/optimizer?text=${encodeURIComponent(text)}`);
    render(await pageElement());
    expect((await screen.findByTestId('optimizer-error')).textContent).toBe(message);
    expect(input().value).toBe(text);
    expect(optimizeCalls).toEqual([]);
  });

  it('sends the result back through the system share sheet where there is one, and copies it where the sheet refuses', async () => {
    answerOptimize = () => ({ result: { text: 'pizza🍕 night', changes: [{ word: 'pizza', emoji: '🍕', index: 0 }] } });
    const share = vi.fn(async (_data: ShareData) => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const writeText = vi.fn(async () => undefined);
    stubClipboard({ writeText });
    history.replaceState(null, '', '/en/optimizer?text=pizza+night');
    render(await pageElement());
    fireEvent.click(await screen.findByTestId('optimizer-share'));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ text: 'pizza🍕 night' }));
    expect(writeText).not.toHaveBeenCalled();

    share.mockRejectedValueOnce(new DOMException('not allowed', 'NotAllowedError'));
    fireEvent.click(screen.getByTestId('optimizer-share'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('Copied successfully'));
    expect(writeText).toHaveBeenCalledWith('pizza🍕 night');
  });

  it('offers no share button where the device has no share sheet', async () => {
    answerOptimize = () => ({ result: { text: 'pizza🍕 night', changes: [{ word: 'pizza', emoji: '🍕', index: 0 }] } });
    history.replaceState(null, '', '/en/optimizer?text=pizza+night');
    render(await pageElement());
    await screen.findByTestId('optimizer-copy');
    expect(screen.queryByTestId('optimizer-share')).toBeNull();
  });
});
