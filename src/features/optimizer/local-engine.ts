import { loadEmojiData } from '../../emoji/load.ts';
import type { LanguageCode } from '../../i18n/languages.ts';
import { loadOptimizerWords } from '../../optimizer/everyday.ts';
import { ENGINE_BUDGET_MS, optimize } from '../../optimizer/optimize.ts';
import type { OptimizeMode, OptimizeResult } from '../../optimizer/types.ts';
import { loadVocabulary } from '../../optimizer/vocabulary.ts';

/**
 * The optimizer on this device: the language's emoji data (fetched once per page, and cached by
 * the service worker for offline use) and the engine the Cloud Function runs too. The
 * vocabulary is built on first use and kept. The time budget keeps the tab responsive whatever
 * is pasted.
 */
export async function optimizeOnDevice(text: string, mode: OptimizeMode, lang: LanguageCode): Promise<OptimizeResult> {
  const emoji = await loadEmojiData(lang);
  return optimize(text, mode, await loadVocabulary(emoji, lang), { budgetMs: ENGINE_BUDGET_MS });
}

/** Fetches the data ahead of need, so the engine can answer once the network is gone. */
export function prepareOnDevice(lang: LanguageCode): void {
  Promise.all([loadEmojiData(lang), loadOptimizerWords(lang)]).catch(() => {
    // Offline before the data ever arrived: optimizing on this device will report the failure.
  });
}
