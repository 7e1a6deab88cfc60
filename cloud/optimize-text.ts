// The optimizeText Cloud Function (docs/CONTRACT.md): { text, mode: 'add' | 'replace', lang } ->
// { text, changes: { word, emoji, index }[] }. It runs the same engine as the browser
// (src/optimizer), over the same generated emoji data, and, when OPTIMIZER_LLM_URL and
// OPTIMIZER_LLM_MODEL are set, first asks that language model, falling back to the engine on any
// failure or after 8 s. The engine runs within a time budget (ENGINE_BUDGET_MS): a result cut
// short by it says `partial: true`.
import { hasForbiddenCharacters } from '../src/backend/text-rules.ts';
import { decodeEmojiData } from '../src/emoji/decode.ts';
import type { Emoji, EmojiDataFile } from '../src/emoji/types.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../src/i18n/languages.ts';
import { ENGINE_BUDGET_MS, optimize } from '../src/optimizer/optimize.ts';
import { textProblem } from '../src/optimizer/text-limits.ts';
import { OPTIMIZE_MODES, type OptimizeResult } from '../src/optimizer/types.ts';
import { loadVocabulary } from '../src/optimizer/vocabulary.ts';
import { defineFunction } from './define-function.ts';
import { validationError } from './errors.ts';
import { languageModelSettings, optimizeWithLanguageModel } from './language-model.ts';
import { type Field, oneOf, parseParams } from './params.ts';

// The six data files are bundled into the Cloud Code file (scripts/build/cloud.ts runs Vite,
// which inlines them), so a hosted Parse needs nothing next to it. Each language is decoded and
// its vocabulary built on its first request, then kept.
const DATA_FILES = import.meta.glob<EmojiDataFile>('../src/generated/emoji-*.json', { eager: true, import: 'default' });
const decoded = new Map<LanguageCode, Emoji[]>();

function emojiOf(lang: LanguageCode): Emoji[] {
  let emoji = decoded.get(lang);
  if (!emoji) {
    const file = DATA_FILES[`../src/generated/emoji-${lang}.json`];
    if (!file) throw new Error(`Cloud Code was bundled without the ${lang} emoji data (run npm run build:data)`);
    decoded.set(lang, (emoji = decodeEmojiData(file)));
  }
  return emoji;
}

/**
 * The text as sent, not trimmed: add mode must give it back byte for byte. Its length (graphemes,
 * surrounding spaces not counted) is checked by the rule the screen uses.
 */
const optimizerText: Field<string> = {
  optional: false,
  parse(value) {
    if (typeof value !== 'string') throw validationError('invalid');
    // NUL, other controls and bidi overrides were accepted here while every other function refused them.
    if (hasForbiddenCharacters(value)) throw validationError('invalid');
    const problem = textProblem(value);
    if (problem) throw validationError(problem);
    return value;
  },
};

defineFunction('optimizeText', async (request): Promise<OptimizeResult> => {
  const { text, mode, lang } = parseParams(request.params, {
    text: optimizerText,
    mode: oneOf(OPTIMIZE_MODES),
    lang: oneOf(LANGUAGE_CODES),
  });
  const vocabulary = await loadVocabulary(emojiOf(lang), lang);
  const model = languageModelSettings(process.env);
  if (model) {
    try {
      return await optimizeWithLanguageModel({ text, mode, lang, emojiSet: vocabulary.emojiSet }, model);
    } catch (error) {
      console.warn(`optimizeText: the language model did not answer usably (${String(error)}); the engine answers`);
    }
  }
  return optimize(text, mode, vocabulary, { budgetMs: ENGINE_BUDGET_MS });
});
