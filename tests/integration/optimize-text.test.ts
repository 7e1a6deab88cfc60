// The optimizeText Cloud Function on a real Parse Server (scripts/local-backend/backend.ts), called over REST
// as the browser calls it, with a fake OpenAI-compatible endpoint on 127.0.0.1 standing in for
// the language model: one test run per behaviour of that endpoint (failing, answering well,
// answering badly).

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADVERSARIAL_TEXTS } from '../../scripts/lib/optimizer-adversarial.ts';
import { loadAllOptimizerWords, loadEmoji } from '../../scripts/lib/optimizer-data.ts';
import { hasForbiddenCharacters } from '../../src/backend/text-rules.ts';
import { optimize } from '../../src/optimizer/optimize.ts';
import { vocabularyFor } from '../../src/optimizer/vocabulary.ts';
import { ERROR, expectParseError, startOwnParseServer, type TestBackend } from './backend-fixture.ts';

interface ModelRequest {
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

type ModelBehaviour = (response: ServerResponse) => void;

/** A chat completions endpoint whose answer each test sets. */
class FakeLanguageModel {
  readonly requests: ModelRequest[] = [];
  behaviour: ModelBehaviour = (response) => response.writeHead(500).end();
  private readonly server: Server;

  constructor() {
    this.server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        this.requests.push({ authorization: request.headers.authorization, body: JSON.parse(body) as ModelRequest['body'] });
        this.behaviour(response);
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  answer(content: string): void {
    this.behaviour = (response) =>
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const model = new FakeLanguageModel();
let server: TestBackend;

beforeAll(async () => {
  await loadAllOptimizerWords();
  for (const lang of ['en', 'zh', 'ko'] as const) engine('warm up', 'add', lang);
  const url = await model.start();
  // The backend's process inherits this environment (copied at its start): Cloud Code reads the settings per call.
  vi.stubEnv('OPTIMIZER_LLM_URL', url);
  vi.stubEnv('OPTIMIZER_LLM_KEY', 'test-key');
  vi.stubEnv('OPTIMIZER_LLM_MODEL', 'fake-emoji-model');
  try {
    server = await startOwnParseServer({ rateLimits: false });
  } finally {
    vi.unstubAllEnvs();
  }
});

afterAll(async () => {
  await server?.stop();
  await model.stop();
});

beforeEach(() => {
  model.requests.length = 0;
  model.behaviour = (response) => response.writeHead(500).end();
});

// One decoded data set per language, so the vocabulary is built once (vocabularyFor caches per
// data set): rebuilt on every call, it took seconds, and the backend closed the idle keep-alive
// socket the next request then tried to use ("other side closed").
const emojiOf = new Map<string, ReturnType<typeof loadEmoji>>();
const engine = (text: string, mode: 'add' | 'replace', lang: 'en' | 'zh' | 'ko') => {
  if (!emojiOf.has(lang)) emojiOf.set(lang, loadEmoji(lang));
  return optimize(text, mode, vocabularyFor(emojiOf.get(lang)!, lang));
};

describe('optimizeText validation (code 142 and its message key)', () => {
  it.each([
    ['no text', { mode: 'add', lang: 'en' }, 'required'],
    ['blank text', { text: '   \n ', mode: 'add', lang: 'en' }, 'required'],
    ['invisible text', { text: '\u200b\u200c\u200d\u2060\u3164\ufeff', mode: 'add', lang: 'en' }, 'required'],
    ['four characters', { text: 'pizz', mode: 'add', lang: 'en' }, 'tooShort'],
    ['four emoji of many code units each', { text: '👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦🇯🇵', mode: 'add', lang: 'en' }, 'tooShort'],
    ['5,001 characters', { text: 'a'.repeat(5_001), mode: 'add', lang: 'en' }, 'tooLong'],
    ['a number for text', { text: 12345, mode: 'add', lang: 'en' }, 'invalid'],
    ['an unknown mode', { text: 'I love pizza', mode: 'swap', lang: 'en' }, 'invalid'],
    ['an unknown language', { text: 'I love pizza', mode: 'add', lang: 'fr' }, 'invalid'],
    ['an unknown parameter', { text: 'I love pizza', mode: 'add', lang: 'en', style: 'fun' }, 'invalid'],
    ['no mode', { text: 'I love pizza', lang: 'en' }, 'required'],
  ])('refuses %s', async (_, params, key) => {
    expectParseError(await server.call('optimizeText', params), ERROR.validation, key);
    // Refused before the model is asked.
    expect(model.requests).toHaveLength(0);
  });

  it('accepts exactly 5 and exactly 5,000 characters', async () => {
    expect((await server.call('optimizeText', { text: '猫猫猫猫猫', mode: 'add', lang: 'zh' })).status).toBe(200);
    expect((await server.call('optimizeText', { text: 'a'.repeat(5_000), mode: 'add', lang: 'en' })).status).toBe(200);
  });
});

describe('optimizeText with the engine (the model fails)', () => {
  it('answers the engine result when the model answers HTTP 500, to anyone without a session', async () => {
    const text = '  We ate pizza and ice cream, then the cats slept.\n';
    const result = await server.result('optimizeText', { text, mode: 'add', lang: 'en' });
    expect(model.requests).toHaveLength(1);
    expect(result).toEqual(engine(text, 'add', 'en'));
    // Add mode keeps the text byte for byte, surrounding spaces included.
    expect(result.text.replace(/\p{Extended_Pictographic}\uFE0F?/gu, '')).toBe(text);
    expect(result.changes.map((change: { word: string }) => change.word)).toContain('pizza');
  });

  it('answers replace mode in Chinese and Korean with the engine', async () => {
    const visitor = await server.signUpVisitor();
    for (const [text, lang] of [
      ['今天下雨了，我们一起吃披萨和冰淇淋吧', 'zh'],
      ['고양이가 우산을 좋아해요', 'ko'],
    ] as const) {
      const result = await server.result('optimizeText', { text, mode: 'replace', lang }, visitor);
      expect(result).toEqual(engine(text, 'replace', lang));
      expect(result.changes.length).toBeGreaterThan(0);
    }
  });

  it('falls back when the endpoint cannot be reached at all', async () => {
    model.behaviour = (response) => response.destroy();
    const text = 'My cat knocked my coffee over';
    expect(await server.result('optimizeText', { text, mode: 'replace', lang: 'en' })).toEqual(engine(text, 'replace', 'en'));
  });
});

describe('optimizeText on hostile text (it froze the server for 40 s)', () => {
  const QUICK_MS = 3_000;

  it('answers 5,000 Hangul syllables quickly, and /health answers meanwhile', async () => {
    const text = '가'.repeat(5_000);
    const started = performance.now();
    const [response, health] = await Promise.all([
      server.call('optimizeText', { text, mode: 'add', lang: 'ko' }),
      fetch(`${server.backend.serverURL}/health`),
    ]);
    expect(performance.now() - started).toBeLessThan(QUICK_MS);
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ text, changes: [] });
    expect(health.status).toBe(200);
  });

  // Bidi controls are refused before the engine runs, quickly too.
  it.each(ADVERSARIAL_TEXTS.map(({ name, text }) => [name, text]))('answers %s in every mode, as the engine does, or refuses it', async (_, text) => {
    for (const lang of ['ko', 'zh'] as const) {
      for (const mode of ['add', 'replace'] as const) {
        const started = performance.now();
        const response = await server.call('optimizeText', { text, mode, lang });
        expect(performance.now() - started).toBeLessThan(QUICK_MS);
        if (hasForbiddenCharacters(text)) expect(response.body).toEqual({ code: 142, error: 'invalid' });
        else expect(response.body.result).toEqual(engine(text, mode, lang));
      }
    }
  });
});

describe('optimizeText with the language model', () => {
  it('uses a good answer, asking with the configured model and key', async () => {
    model.answer('```json\n{"placements":[{"word":"love","emoji":"❤️"},{"word":"pizza","emoji":"🍕"}]}\n```');
    const text = 'I love pizza on Fridays';
    const added = await server.result('optimizeText', { text, mode: 'add', lang: 'en' });
    expect(added).toEqual({
      text: 'I love❤️ pizza🍕 on Fridays',
      changes: [
        { word: 'love', emoji: '❤️', index: 2 },
        { word: 'pizza', emoji: '🍕', index: 7 },
      ],
    });
    const replaced = await server.result('optimizeText', { text, mode: 'replace', lang: 'en' });
    expect(replaced.text).toBe('I ❤️ 🍕 on Fridays');

    const [request] = model.requests;
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('fake-emoji-model');
    expect(request?.body.messages.at(-1)?.content).toContain(text);
  });

  it.each([
    ['a word that is not in the text', '{"placements":[{"word":"pasta","emoji":"🍝"}]}'],
    ['something that is no emoji', '{"placements":[{"word":"pizza","emoji":"P"}]}'],
    ['an emoji that does not exist', '{"placements":[{"word":"pizza","emoji":"🫨🫨"}]}'],
    ['no placement at all', '{"placements":[]}'],
    ['prose instead of JSON', 'Sure! Here is your text: I love pizza🍕 on Fridays'],
  ])('falls back to the engine on %s', async (_, content) => {
    model.answer(content);
    const text = 'I love pizza on Fridays';
    expect(await server.result('optimizeText', { text, mode: 'add', lang: 'en' })).toEqual(engine(text, 'add', 'en'));
    expect(model.requests).toHaveLength(1);
  });
});
