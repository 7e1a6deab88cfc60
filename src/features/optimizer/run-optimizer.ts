import { callCloudFunction, PARSE_ERROR, toBackendError } from '../../backend/parse-client.ts';
import type { LanguageCode } from '../../i18n/languages.ts';
import type { TextProblem } from '../../optimizer/text-limits.ts';
import type { OptimizeMode, OptimizeResult } from '../../optimizer/types.ts';
import { optimizeOnDevice } from './local-engine.ts';

/**
 * Why this device did the work: the server could not be reached (offline, misconfigured,
 * failing, timed out), or it refused the call for its rate limit (HTTP 429, 20 runs a minute per
 * visitor, cloud/rate-limit-table.ts) and will answer again once the minute is over.
 */
export type OnDeviceReason = 'unreachable' | 'rateLimited';

export interface OptimizeOutcome {
  result: OptimizeResult;
  /** null: the server answered; otherwise why this device did the work */
  onDevice: OnDeviceReason | null;
}

/** The server refused the text (code 142); the key names the rule. */
export class TextRefused extends Error {
  constructor(readonly problem: TextProblem | 'invalid') {
    super(problem);
    this.name = 'TextRefused';
  }
}

// The server itself answers within its 8-second language-model limit plus the engine's few
// milliseconds; past this, it is as good as unreachable.
const SERVER_TIMEOUT_MS = 12_000;

const isChange = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null) return false;
  const { word, emoji, index } = value as Record<string, unknown>;
  return typeof word === 'string' && typeof emoji === 'string' && typeof index === 'number' && Number.isInteger(index) && index >= 0;
};

/** The Cloud Function's answer if it has the contract's shape, else null. */
export function readOptimizeResult(value: unknown): OptimizeResult | null {
  if (typeof value !== 'object' || value === null) return null;
  const { text, changes } = value as Record<string, unknown>;
  if (typeof text !== 'string' || !Array.isArray(changes) || !changes.every(isChange)) return null;
  return { text, changes: changes as OptimizeResult['changes'] };
}

const REFUSAL_KEYS = new Set(['required', 'tooShort', 'tooLong', 'invalid']);

/**
 * Optimizes on the server (which may use a language model) and, when the server cannot give an
 * answer - offline, misconfigured, timed out, rate-limited, failing - on this device. Rejects
 * with TextRefused when the server refuses the text, and with the device's error when the
 * engine cannot run here either (its data never arrived).
 */
export async function runOptimizer(text: string, mode: OptimizeMode, lang: LanguageCode): Promise<OptimizeOutcome> {
  let reason: OnDeviceReason = 'unreachable';
  if (navigator.onLine !== false) {
    try {
      const answer = readOptimizeResult(await callCloudFunction('optimizeText', { text, mode, lang }, { timeoutMs: SERVER_TIMEOUT_MS }));
      if (answer) return { result: answer, onDevice: null };
    } catch (error) {
      const failure = toBackendError(error);
      if (failure.code === PARSE_ERROR.validation && REFUSAL_KEYS.has(failure.messageKey)) {
        throw new TextRefused(failure.messageKey as TextProblem | 'invalid');
      }
      if (failure.rateLimited) reason = 'rateLimited';
    }
  }
  return { result: await optimizeOnDevice(text, mode, lang), onDevice: reason };
}
