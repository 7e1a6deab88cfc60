import type { LanguageCode } from './languages.ts';
import type { Messages } from './i18n.ts';

/**
 * Each language's strings are their own chunk in the browser (a page needs only its own); the
 * prerender in Node bundles all six.
 */
const lazyMessages = import.meta.glob<Messages>('../../locales/*.json', { import: 'default' });

export function loadMessages(lang: LanguageCode): Promise<Messages> {
  const load = lazyMessages[`../../locales/${lang}.json`];
  if (!load) throw new Error(`no locale file for ${lang}`);
  return load();
}
