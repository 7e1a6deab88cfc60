import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Converter } from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { subgroupNamesByLanguage } from '../../../scripts/build/emoji-pages.ts';
import { ROOT } from '../../../scripts/lib/env.ts';
import { LANGUAGE_CODES } from '../../../src/i18n/languages.ts';

const require = createRequire(import.meta.url);
type Messages = { subgroups: { key: string; message: string }[] };
const emojibaseSubgroups = (require('emojibase-data/en/messages.json') as Messages).subgroups.map((s) => s.key);
const table = JSON.parse(readFileSync(join(ROOT, 'data/subgroup-names/names.json'), 'utf8')) as {
  names: Record<string, Record<string, string>>;
};
const names = subgroupNamesByLanguage(emojibaseSubgroups);
const toTraditional = Converter({ from: 'cn', to: 'tw' });
const toSimplified = Converter({ from: 'tw', to: 'cn' });

describe('the subgroup names table (data/subgroup-names)', () => {
  it('names every emojibase subgroup in every language, and nothing else', () => {
    expect(Object.keys(table.names).sort()).toEqual([...emojibaseSubgroups].sort());
    for (const code of LANGUAGE_CODES) {
      expect(names[code]).toHaveLength(emojibaseSubgroups.length);
      for (const name of names[code]) expect(name.trim()).toBe(name);
    }
  });

  it('gives no two subgroups the same name in a language (a "More in …" heading names one)', () => {
    for (const code of LANGUAGE_CODES) {
      const repeated = names[code].filter((name, at) => names[code].indexOf(name) !== at);
      expect(repeated, code).toEqual([]);
    }
  });

  it('writes Simplified Chinese with no Traditional-only character, and Traditional with no Simplified-only one', () => {
    const traditionalInSimplified = names.zh.filter((name) => toSimplified(name) !== name);
    const simplifiedInTraditional = names.zh_tw.filter((name) => toTraditional(name) !== name);
    expect(traditionalInSimplified).toEqual([]);
    expect(simplifiedInTraditional).toEqual([]);
  });

  it('the check catches what the machine table wrote on Simplified pages', () => {
    expect(toSimplified('哺乳類動物')).not.toBe('哺乳類動物');
    expect(toTraditional('情绪')).not.toBe('情绪');
  });

  it('takes no name from emojibase where its machine translation was wrong', () => {
    const wrong: Record<string, Record<string, string>> = {
      zh: {
        'animal-mammal': '哺乳類動物',
        'person-sport': '競技',
        'book-paper': '印书纸',
        'light-video': '轻视频',
        household: '一家人',
        'person-role': '演员',
      },
      ja: {
        'person-activity': '有効化',
        phone: '電話番号',
        'animal-mammal': '哺乳 類',
        'face-concerned': '関係',
        'face-negative': '負',
        'animal-bug': 'バグ',
      },
      ko: {
        'hand-fingers-closed': '손가락 닫기',
        alphanum: '거형 기호',
        'face-negative': '마이너스',
        'face-unwell': '웰빙이 좋지 않은',
        money: '돈을',
      },
      es: { lock: 'bloquear y llaves', 'food-sweet': 'dulces y dulces', 'arts-crafts': 'artes y oficios' },
    };
    for (const [code, byKey] of Object.entries(wrong)) {
      for (const [key, machine] of Object.entries(byKey)) {
        expect(table.names[key]![code], `${code} ${key}`).not.toBe(machine);
      }
    }
  });

  it('has no stray space inside a Chinese or Japanese name (哺乳 類)', () => {
    for (const code of ['zh', 'zh_tw', 'ja'] as const) {
      expect(names[code].filter((name) => /\s/.test(name))).toEqual([]);
    }
  });
});
