import type * as ParseSdk from 'parse/node';

// The stored keys of docs/CONTRACT.md; the UI shows them translated.
export const NICKNAME_ADJECTIVES = [
  'happy',
  'creative',
  'brilliant',
  'friendly',
  'awesome',
  'cool',
  'smart',
  'kind',
  'funny',
  'sweet',
  'lucky',
  'gentle',
] as const;
export const NICKNAME_NOUNS = ['star', 'moon', 'cloud', 'river', 'mountain', 'flower', 'ocean', 'forest', 'sky', 'dream', 'heart', 'smile'] as const;

export interface Nickname {
  adjective: (typeof NICKNAME_ADJECTIVES)[number];
  noun: (typeof NICKNAME_NOUNS)[number];
}

/** _User fields holding the nickname; only the server (master key) ever writes them. */
export const NICKNAME_FIELDS = { adjective: 'nicknameAdjective', noun: 'nicknameNoun' } as const;

function pick<T>(choices: readonly T[]): T {
  return choices[Math.floor(Math.random() * choices.length)] as T;
}

export function randomNickname(): Nickname {
  return { adjective: pick(NICKNAME_ADJECTIVES), noun: pick(NICKNAME_NOUNS) };
}

export function readNickname(row: ParseSdk.Object): Nickname {
  const adjective: unknown = row.get(NICKNAME_FIELDS.adjective);
  const noun: unknown = row.get(NICKNAME_FIELDS.noun);
  if (!(NICKNAME_ADJECTIVES as readonly unknown[]).includes(adjective) || !(NICKNAME_NOUNS as readonly unknown[]).includes(noun)) {
    throw new Error(`${row.className} ${row.id} has no valid nickname`);
  }
  return { adjective, noun } as Nickname;
}
