import { useTranslation } from 'react-i18next';
import type { Nickname } from './feedback-types.ts';

// The word keys of docs/CONTRACT.md; the server stores nicknames as these and each page translates them.
const ADJECTIVES = ['happy', 'creative', 'brilliant', 'friendly', 'awesome', 'cool', 'smart', 'kind', 'funny', 'sweet', 'lucky', 'gentle'] as const;
const NOUNS = ['star', 'moon', 'cloud', 'river', 'mountain', 'flower', 'ocean', 'forest', 'sky', 'dream', 'heart', 'smile'] as const;

const isOneOf = <T extends string>(words: readonly T[], key: string): key is T => (words as readonly string[]).includes(key);

/** Formats a nickname in the page's language; a word this build does not know is shown as sent. */
export function useNicknameText(): (nickname: Nickname) => string {
  const { t } = useTranslation();
  return ({ adjective, noun }) =>
    t('nickname.format', {
      adjective: isOneOf(ADJECTIVES, adjective) ? t(`nickname.adjectives.${adjective}`) : adjective,
      noun: isOneOf(NOUNS, noun) ? t(`nickname.nouns.${noun}`) : noun,
    });
}
