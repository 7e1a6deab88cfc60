import type { EmojiPageModel } from '../../emoji/page-model.ts';
import type { LanguageCode } from '../../i18n/languages.ts';

type Source = (lang: LanguageCode, slug: string) => EmojiPageModel | null;

/**
 * Where emoji pages come from. The prerender builds every page from all six languages' data; a
 * browser only ever has the one page its HTML embeds (see EMBEDDED_MODEL_ID), because emoji
 * pages are reached by full page loads and loading six languages' data to hydrate one would cost
 * ~500 KB. Any other slug is no page there.
 */
let source: Source = () => null;

export function setEmojiPageSource(next: Source): void {
  source = next;
}

export function emojiPageModel(lang: LanguageCode, slug: string): EmojiPageModel | null {
  return source(lang, slug);
}

/** The id of the <script type="application/json"> that carries a page's model for hydration. */
export const EMBEDDED_MODEL_ID = 'emoji-page-model';

/** Reads the model a prerendered emoji page embeds, and serves it as the only page. */
export function readEmbeddedEmojiPage(document: Document): void {
  const text = document.getElementById(EMBEDDED_MODEL_ID)?.textContent;
  if (!text) return;
  try {
    const model = JSON.parse(text) as EmojiPageModel;
    setEmojiPageSource((lang, slug) => (model.lang === lang && model.slug === slug ? model : null));
  } catch {
    // A corrupt page hydrates as a 404 would; nothing to recover.
  }
}
