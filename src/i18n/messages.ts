import type { i18n } from 'i18next';
import type { Messages } from './i18n.ts';
import type { LanguageCode } from './languages.ts';
import { LATER_GROUPS, type MessagePart } from './message-parts.ts';

/**
 * Each language's strings are their own chunks in the browser (a page needs only its own): the
 * whole file, and its two parts (message-parts.ts, cut by the build). The prerender in Node
 * bundles all six.
 */
const wholeFiles = import.meta.glob<Messages>('../../locales/*.json', { import: 'default' });
const parts: Record<MessagePart, Record<string, () => Promise<Partial<Messages>>>> = {
  first: import.meta.glob<Partial<Messages>>('../../locales/*.json', { query: { part: 'first' }, import: 'default' }),
  later: import.meta.glob<Partial<Messages>>('../../locales/*.json', { query: { part: 'later' }, import: 'default' }),
};

function loader<T>(files: Record<string, () => Promise<T>>, lang: LanguageCode): Promise<T> {
  const load = files[`../../locales/${lang}.json`];
  if (!load) throw new Error(`no locale file for ${lang}`);
  return load();
}

export const loadMessages = (lang: LanguageCode): Promise<Messages> => loader(wholeFiles, lang);

/** What a home, index_v1 or 404 page needs: every string but the later groups. */
export const loadFirstMessages = (lang: LanguageCode): Promise<Partial<Messages>> => loader(parts.first, lang);

const hasLaterMessages = (instance: i18n) => instance.getResource(instance.language, 'translation', LATER_GROUPS[0]) !== undefined;

/**
 * Keyed by the instance's store, not the instance: react-i18next 17 hands each component a wrapper
 * of the instance, a new one on every render of a component that has not mounted yet. Keyed by
 * the instance, a screen suspended on these strings started their import again on each render:
 * offline, where it fails, 621 imports in 2 s.
 */
const adding = new WeakMap<object, Promise<void>>();

/**
 * Null when the instance holds the later groups; else the promise of adding them (once), for a
 * screen that shows them to suspend on after a client-side navigation from home.
 */
export function laterMessagesLoading(instance: i18n): Promise<void> | null {
  if (hasLaterMessages(instance)) return null;
  let promise = adding.get(instance.store);
  if (!promise) {
    const lang = instance.language as LanguageCode;
    promise = loader(parts.later, lang).then((later) => {
      instance.addResourceBundle(lang, 'translation', later, true, true);
    });
    adding.set(instance.store, promise);
  }
  return promise;
}
