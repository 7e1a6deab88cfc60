import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { withoutVariationSelectors } from '../../../src/emoji/variation-selectors.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../../src/i18n/languages.ts';
import { loadOptimizerWords } from '../../../src/optimizer/everyday.ts';
import { optimize } from '../../../src/optimizer/optimize.ts';
import { type Change, OPTIMIZE_MODES, type OptimizeMode } from '../../../src/optimizer/types.ts';
import { vocabularyFor } from '../../../src/optimizer/vocabulary.ts';
import { generatedEmoji } from '../generated-emoji.ts';

interface EverydayMessage {
  text: string;
  /** emoji that clash with the message: none may appear */
  clash: string[];
  /** words no emoji may go inside, and replace mode swaps all of or none of */
  whole: string[];
}

const messagesOf = (lang: LanguageCode): EverydayMessage[] =>
  (
    JSON.parse(readFileSync(new URL(`../../../data/optimizer-eval/messages-${lang}.json`, import.meta.url), 'utf8')) as {
      messages: EverydayMessage[];
    }
  ).messages;

beforeAll(async () => {
  await Promise.all(LANGUAGE_CODES.map((lang) => loadOptimizerWords(lang)));
  for (const lang of LANGUAGE_CODES) vocabularyFor(generatedEmoji(lang), lang);
}, 60_000);

const run = (lang: LanguageCode, text: string, mode: OptimizeMode) => optimize(text, mode, vocabularyFor(generatedEmoji(lang), lang));

/** The changes that cut into `word` (a change over part of it), wherever it occurs in `text`. */
function splits(text: string, word: string, changes: Change[]): Change[] {
  const cut: Change[] = [];
  for (let start = text.indexOf(word); start >= 0; start = text.indexOf(word, start + 1)) {
    const end = start + word.length;
    for (const change of changes) {
      const changeEnd = change.index + change.word.length;
      const overlaps = change.index < end && start < changeEnd;
      if (overlaps && (change.index > start || changeEnd < end)) cut.push(change);
    }
  }
  return cut;
}

describe.each(LANGUAGE_CODES)('everyday messages in %s (data/optimizer-eval/messages-*.json)', (lang) => {
  it('has at least ten, each word to keep whole in its text', () => {
    const messages = messagesOf(lang);
    expect(messages.length).toBeGreaterThanOrEqual(10);
    for (const { text, whole } of messages) for (const word of whole) expect(text).toContain(word);
  });

  it.each(OPTIMIZE_MODES)('%s mode: no clashing emoji, no word split', (mode) => {
    const problems: string[] = [];
    for (const { text, clash, whole } of messagesOf(lang)) {
      const { changes } = run(lang, text, mode);
      const clashing = new Set(clash.map(withoutVariationSelectors));
      for (const change of changes)
        if (clashing.has(withoutVariationSelectors(change.emoji))) problems.push(`${change.emoji} on ${change.word} in ${text}`);
      for (const word of whole) {
        for (const change of splits(text, word, changes)) problems.push(`${change.word}${change.emoji} splits ${word} in ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the messages that showed the causes', () => {
  it.each([
    [
      'zh',
      'add',
      '祝你生日快乐！愿你新的一岁每天都开开心心，身体健康，万事如意。',
      '祝你生日快乐🥳！愿你新的🆕一岁每天都开开心心😄，身体健康💪，万事如意。',
    ],
    ['zh', 'replace', '祝你生日快乐！愿你新的一岁每天都开开心心，身体健康，万事如意。', '祝你🥳！愿你🆕一岁每天都😄，💪，万事如意。'],
    ['zh', 'add', '祝你身体越来越好！', '祝你身体🫀越来越好！'],
    ['zh', 'add', '今天高高兴兴去吃火锅店，注意安全。', '今天高高兴兴😊去吃火锅店🍲，注意安全🧷。'],
    ['zh_tw', 'add', '每天都開開心心', '每天都開開心心😄'],
    ['zh', 'replace', '祝大家新的一年身体健康，万事如意。', '㊗️大家🆕一年💪，万事如意。'],
    ['zh_tw', 'replace', '祝你身體健康，天天開心。', '祝你❤️‍🩹，😄。'],
    ['zh_tw', 'add', '大家出門注意安全，順便吃了一塊起司蛋糕。', '大家出門注意安全🧷，順便吃🍴了一塊起司蛋糕🍰。'],
    [
      'ja',
      'add',
      'お誕生日おめでとうございます！ラーメン屋に行こう。よろしくお願いします。',
      'お誕生日おめでとうございます🥳！ラーメン屋🍜に行こう。よろしく🤝お願いします🥺。',
    ],
    ['ja', 'replace', 'お誕生日おめでとうございます！', '🥳！'],
    ['en', 'add', 'Wishing you a year full of joy.', 'Wishing you a year full of joy😂.'],
    ['en', 'add', "I'm not happy with the hotel.", "I'm not happy with the hotel🏨."],
    ['es', 'add', 'Te deseo mucha salud. Hacía frío. Vamos a celebrarlo.', 'Te deseo mucha salud. Hacía frío🥶. Vamos a celebrarlo🙌.'],
  ] as const)('%s %s: %s', (lang, mode, text, expected) => {
    expect(run(lang, text, mode).text).toBe(expected);
  });
});
