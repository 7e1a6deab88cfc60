import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../src/i18n/languages.ts';

type Tree = { [key: string]: string | Tree };

/** Every string of a locale file by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object') for (const entry of flatten(value, `${prefix}${key}.`)) entries.set(...entry);
    else entries.set(prefix + key, value);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => match[1]).sort();

const files = import.meta.glob<Tree>('../../../locales/*.json', { eager: true, import: 'default' });
const locales = new Map(Object.entries(files).map(([path, tree]) => [/([^/]+)\.json$/.exec(path)![1]!, flatten(tree)]));
// en.json is the file the message types come from (src/i18n/i18n.ts), so it is the reference.
const reference = locales.get('en')!;

it('there is one locale file per language, no more', () => {
  expect([...locales.keys()].sort()).toEqual([...LANGUAGE_CODES].sort());
});

describe.each(LANGUAGE_CODES)('locales/%s.json', (code) => {
  const messages = locales.get(code)!;

  it('has exactly the keys of en.json', () => {
    expect([...messages.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it('holds only non-empty strings', () => {
    const notText = [...messages].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
    expect(notText).toEqual([]);
  });

  it('uses the same {{placeholders}} as en.json in every string', () => {
    const mismatched = [...reference]
      .filter(([key, english]) => messages.has(key) && placeholders(String(english)).join() !== placeholders(String(messages.get(key))).join())
      .map(([key]) => `${key}: ${messages.get(key)}`);
    expect(mismatched).toEqual([]);
  });
});
