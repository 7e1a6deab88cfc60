/**
 * The optional language-model path of the optimizeText Cloud Function: an OpenAI-compatible chat
 * endpoint is asked for emoji placements, and its answer is used only when it passes
 * applyPlacements (the original text, real emoji). Any failure - no answer within the time
 * limit, an HTTP error, malformed JSON, an unusable placement - throws, and the caller falls back
 * to the engine. Server-only (the key never reaches a browser); fetch and AbortController are Node's.
 */
import { type LanguageCode, languageByCode } from '../src/i18n/languages.ts';
import { applyPlacements } from '../src/optimizer/placements.ts';
import type { OptimizeMode, OptimizeResult } from '../src/optimizer/types.ts';

export interface LanguageModelSettings {
  /** the chat completions URL, or the API base it is under (…/v1) */
  url: string;
  /** sent as a bearer token when set; local servers often need none */
  key: string | undefined;
  model: string;
}

/** The limit: after this the engine answers instead. */
export const LANGUAGE_MODEL_TIMEOUT_MS = 8_000;

/** The settings from OPTIMIZER_LLM_URL / _KEY / _MODEL, or null when the model is not configured. */
export function languageModelSettings(env: Record<string, string | undefined>): LanguageModelSettings | null {
  const url = env.OPTIMIZER_LLM_URL?.trim();
  const model = env.OPTIMIZER_LLM_MODEL?.trim();
  if (!url || !model) return null;
  return { url, key: env.OPTIMIZER_LLM_KEY?.trim() || undefined, model };
}

function chatCompletionsUrl(url: string): string {
  return /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/chat/completions`;
}

const INSTRUCTIONS = [
  'You decorate texts with emoji. You never change the text itself.',
  'Reply with JSON only, in this form: {"placements":[{"word":"<a word copied exactly from the text>","emoji":"<one emoji>"}]}.',
  'List placements in the order the words appear in the text. At most one emoji per word.',
  'Choose the words an emoji illustrates well (things, animals, food, weather, feelings, events);',
  'never function words, pronouns or numbers. For long texts, decorate about one word in five at most.',
].join(' ');

function userMessage(text: string, mode: OptimizeMode, lang: LanguageCode): string {
  const { tag, name } = languageByCode(lang);
  const purpose = mode === 'add' ? 'Each emoji will be inserted right after its word.' : 'Each chosen word will be replaced by its emoji.';
  return `Language: ${name} (${tag}). ${purpose}\nText:\n${text}`;
}

/** The model's content as JSON, tolerating a Markdown code fence around it. */
function readPlacements(content: unknown): unknown {
  if (typeof content !== 'string') throw new Error('the answer has no message content');
  const json = content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  const parsed: unknown = JSON.parse(json);
  if (Array.isArray(parsed)) return parsed;
  if (typeof parsed === 'object' && parsed !== null) return (parsed as { placements?: unknown }).placements;
  throw new Error('the answer is neither a list nor an object of placements');
}

/**
 * Asks the model; resolves with a result that passed the checks, else rejects (time limit
 * included: the request, body and all, is aborted after `timeoutMs`).
 */
export async function optimizeWithLanguageModel(
  request: { text: string; mode: OptimizeMode; lang: LanguageCode; emojiSet: ReadonlySet<string> },
  settings: LanguageModelSettings,
  { timeoutMs = LANGUAGE_MODEL_TIMEOUT_MS, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<OptimizeResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  try {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (settings.key) headers.Authorization = `Bearer ${settings.key}`;
    const response = await fetchImpl(chatCompletionsUrl(settings.url), {
      method: 'POST',
      headers,
      signal: controller.signal,
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: userMessage(request.text, request.mode, request.lang) },
        ],
      }),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const placements = readPlacements(body.choices?.[0]?.message?.content);
    const result = applyPlacements(request.text, request.mode, placements, request.emojiSet);
    if (!result) throw new Error('the placements do not fit the text or name unknown emoji');
    return result;
  } finally {
    clearTimeout(timer);
  }
}
