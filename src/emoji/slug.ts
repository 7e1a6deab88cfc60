import { type LanguageCode, languagePrefix, needsPrefix } from '../i18n/languages.ts';
import type { Emoji } from './types.ts';

/**
 * The emoji page's URL slug: the English CLDR label in lower-case ASCII words joined by '-'
 * (grinning-face, flag-china, keycap-1). Accents are dropped (piñata -> pinata), apostrophes
 * close up their word (woman’s hat -> womans-hat), and the two keycap symbols are spelled out
 * (keycap: # -> keycap-number-sign). All 1,914 labels of Emoji 17 give distinct slugs (a unit
 * test checks), so no counter is ever appended and a slug depends on its label alone: stable.
 */
export function slugOfLabel(englishLabel: string): string {
  return englishLabel
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .replace(/#/g, ' number sign ')
    .replace(/\*/g, ' asterisk ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The slug of an emoji record in any language's file (the English file has no separate enLabel). */
export function slugOf(emoji: Pick<Emoji, 'label' | 'enLabel'>): string {
  return slugOfLabel(emoji.enLabel ?? emoji.label);
}

/** An emoji page's path (CONTRACT.md): /emoji/{slug} for Chinese, /{lang}/emoji/{slug} otherwise. */
export function emojiPagePath(lang: LanguageCode, slug: string, prefixed = needsPrefix(lang)): string {
  return `${languagePrefix(lang, prefixed)}/emoji/${slug}`;
}

/**
 * The page the service worker shows for an emoji page never opened on this device while offline
 * (emoji pages are too many to precache): /emoji-offline for Chinese, /{lang}/emoji-offline.
 */
export function emojiOfflinePath(lang: LanguageCode): string {
  return `${languagePrefix(lang)}/emoji-offline`;
}
