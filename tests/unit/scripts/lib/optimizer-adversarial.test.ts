// Hostile input (scripts/lib/optimizer-adversarial.ts) in every language and mode: the engine answers
// quickly and leaves the text intact. '가' × 5,000 took 40 s in Korean before the engine bounded
// its search by the longest vocabulary word. The bound here is generous on purpose: the speed
// budget (20 ms) lives in npm run bench; this only catches a return of the super-linear cases.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADVERSARIAL_TEXTS } from '../../../../scripts/lib/optimizer-adversarial.ts';
import { LANGUAGE_CODES } from '../../../../src/i18n/languages.ts';
import { loadOptimizerWords } from '../../../../src/optimizer/everyday.ts';
import { optimize } from '../../../../src/optimizer/optimize.ts';
import { OPTIMIZE_MODES } from '../../../../src/optimizer/types.ts';
import { vocabularyFor } from '../../../../src/optimizer/vocabulary.ts';
import { generatedEmoji } from '../../generated-emoji.ts';

const GENEROUS_MS = 2_000;

// Vocabularies are built beforehand (a second or two each), so the bound times the engine alone.
beforeAll(async () => {
  await Promise.all(LANGUAGE_CODES.map((lang) => loadOptimizerWords(lang)));
  for (const lang of LANGUAGE_CODES) vocabularyFor(generatedEmoji(lang), lang);
}, 120_000);

describe.each(LANGUAGE_CODES)('hostile text in %s', (lang) => {
  it.each(ADVERSARIAL_TEXTS.flatMap(({ name, text }) => OPTIMIZE_MODES.map((mode) => ({ name, text, mode }))))(
    '$name, $mode: answers within 2 s, complete, the text kept',
    ({ text, mode }) => {
      const vocabulary = vocabularyFor(generatedEmoji(lang), lang);
      const started = performance.now();
      const result = optimize(text, mode, vocabulary);
      expect(performance.now() - started).toBeLessThan(GENEROUS_MS);
      expect(result.partial).toBeUndefined();
      for (const change of result.changes) expect(text.slice(change.index, change.index + change.word.length)).toBe(change.word);
      if (mode === 'add') {
        // Add mode only inserts: the text is the original with each emoji after its word.
        let cursor = 0;
        let expected = '';
        for (const change of result.changes) {
          const end = change.index + change.word.length;
          expected += text.slice(cursor, end) + change.emoji;
          cursor = end;
        }
        expect(result.text).toBe(expected + text.slice(cursor));
      }
    },
  );
});

describe('the time budget', () => {
  const text = '我们一起吃了披萨和冰淇淋，还有巧克力。'.repeat(250);

  it('stops looking once spent and flags the result partial, the text kept', () => {
    const vocabulary = vocabularyFor(generatedEmoji('zh'), 'zh');
    const whole = optimize(text, 'add', vocabulary);
    const cut = optimize(text, 'add', vocabulary, { budgetMs: 0 });
    expect(cut.partial).toBe(true);
    expect(cut.changes.length).toBeLessThan(whole.changes.length);
    expect(cut.changes).toEqual(whole.changes.slice(0, cut.changes.length));
    expect(cut.text.replace(/\p{Extended_Pictographic}\uFE0F?/gu, '')).toBe(text);
  });

  it('leaves a result within its budget unflagged', () => {
    const vocabulary = vocabularyFor(generatedEmoji('zh'), 'zh');
    const result = optimize(text, 'replace', vocabulary, { budgetMs: 60_000 });
    expect(result).not.toHaveProperty('partial');
    expect(result).toEqual(optimize(text, 'replace', vocabulary));
  });
});
