// The language-model path of optimizeText, against a fake fetch: what is sent, which answers are
// used, and that everything else (errors, bad answers, the 8-second limit) rejects so the Cloud
// Function falls back to the engine.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LANGUAGE_MODEL_TIMEOUT_MS,
  type LanguageModelSettings,
  languageModelSettings,
  optimizeWithLanguageModel,
} from '../../../cloud/language-model.ts';
import { applyPlacements } from '../../../src/optimizer/placements.ts';

const emojiSet = new Set(['🍕', '❤', '🐈', '👍🏽']);
const settings: LanguageModelSettings = { url: 'http://127.0.0.1:9/v1', key: 'secret', model: 'emoji-model' };
const request = { text: 'I love pizza and my cat', mode: 'add' as const, lang: 'en' as const, emojiSet };

const chatAnswer = (content: string) =>
  new Response(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }), {
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('languageModelSettings', () => {
  it('needs a URL and a model; the key is optional', () => {
    expect(languageModelSettings({})).toBeNull();
    expect(languageModelSettings({ OPTIMIZER_LLM_URL: 'http://x/v1', OPTIMIZER_LLM_MODEL: '' })).toBeNull();
    expect(languageModelSettings({ OPTIMIZER_LLM_URL: ' http://x/v1 ', OPTIMIZER_LLM_MODEL: 'm', OPTIMIZER_LLM_KEY: '' })).toEqual({
      url: 'http://x/v1',
      model: 'm',
      key: undefined,
    });
  });
});

describe('optimizeWithLanguageModel', () => {
  it('posts a chat completion and uses placements that fit the text', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      chatAnswer('{"placements":[{"word":"love","emoji":"❤️"},{"word":"pizza","emoji":"🍕"},{"word":"cat","emoji":"🐈"}]}'),
    );
    const result = await optimizeWithLanguageModel(request, settings, { fetchImpl });
    expect(result).toEqual({
      text: 'I love❤️ pizza🍕 and my cat🐈',
      changes: [
        { word: 'love', emoji: '❤️', index: 2 },
        { word: 'pizza', emoji: '🍕', index: 7 },
        { word: 'cat', emoji: '🐈', index: 20 },
      ],
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:9/v1/chat/completions');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer secret' });
    const body = JSON.parse(String(init?.body)) as { model: string; messages: { content: string }[] };
    expect(body.model).toBe('emoji-model');
    expect(body.messages.at(-1)?.content).toContain(request.text);
  });

  it('takes a full chat completions URL as it is and sends no key when none is set', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => chatAnswer('[{"word":"pizza","emoji":"🍕"}]'));
    const result = await optimizeWithLanguageModel(
      { ...request, mode: 'replace' },
      { url: 'http://localhost:11434/v1/chat/completions', key: undefined, model: 'm' },
      { fetchImpl },
    );
    expect(result.text).toBe('I love 🍕 and my cat');
    expect(fetchImpl.mock.calls[0]![0]).toBe('http://localhost:11434/v1/chat/completions');
    expect(fetchImpl.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
  });

  it.each([
    ['HTTP 500', () => new Response('boom', { status: 500 })],
    ['prose', () => chatAnswer('Here you go: I love❤️ pizza🍕')],
    ['a word not in the text', () => chatAnswer('{"placements":[{"word":"pasta","emoji":"🍕"}]}')],
    ['placements out of order', () => chatAnswer('[{"word":"pizza","emoji":"🍕"},{"word":"love","emoji":"❤"}]')],
    ['an unknown emoji', () => chatAnswer('[{"word":"pizza","emoji":"🍝"}]')],
    ['no placements', () => chatAnswer('{"placements":[]}')],
    ['no choices', () => new Response('{}', { headers: { 'Content-Type': 'application/json' } })],
  ])('rejects on %s', async (_, answer) => {
    await expect(optimizeWithLanguageModel(request, settings, { fetchImpl: async () => answer() })).rejects.toThrow();
  });

  it('rejects on a network failure', async () => {
    const fetchImpl: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(optimizeWithLanguageModel(request, settings, { fetchImpl })).rejects.toThrow('fetch failed');
  });

  it(`aborts a request still unanswered after ${LANGUAGE_MODEL_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl: typeof fetch = (_, init) =>
      new Promise((_resolve, reject) => {
        signal = init?.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(signal?.reason));
      });
    const pending = optimizeWithLanguageModel(request, settings, { fetchImpl });
    const outcome = expect(pending).rejects.toThrow(`no answer within ${LANGUAGE_MODEL_TIMEOUT_MS} ms`);
    await vi.advanceTimersByTimeAsync(LANGUAGE_MODEL_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(signal?.aborted).toBe(true);
  });
});

describe('applyPlacements', () => {
  it('accepts emoji with or without U+FE0F and with skin tones, and repeated words in order', () => {
    const text = 'ok ok pizza';
    const result = applyPlacements(
      text,
      'add',
      [
        { word: 'ok', emoji: '👍🏽' },
        { word: 'ok', emoji: '❤️' },
      ],
      emojiSet,
    );
    expect(result?.changes).toEqual([
      { word: 'ok', emoji: '👍🏽', index: 0 },
      { word: 'ok', emoji: '❤️', index: 3 },
    ]);
    expect(result?.text).toBe('ok👍🏽 ok❤️ pizza');
  });

  it('refuses anything but a list of {word, emoji}', () => {
    expect(applyPlacements('pizza', 'add', { word: 'pizza', emoji: '🍕' }, emojiSet)).toBeNull();
    expect(applyPlacements('pizza', 'add', [{ word: 'pizza' }], emojiSet)).toBeNull();
    expect(applyPlacements('pizza', 'add', [{ word: ' ', emoji: '🍕' }], emojiSet)).toBeNull();
    expect(applyPlacements('pizza', 'add', [{ word: 'pizza', emoji: '🍕🍕' }], emojiSet)).toBeNull();
  });
});
