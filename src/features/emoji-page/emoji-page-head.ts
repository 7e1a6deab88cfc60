import type { TFunction } from 'i18next';
import type { EmojiPageModel } from '../../emoji/page-model.ts';
import { languageByCode } from '../../i18n/languages.ts';

export interface EmojiPageUrls {
  canonical: string;
  home: string;
  category: string;
  /** an image of the emoji (og:image, JSON-LD), or null when no artwork has it */
  image: string | null;
}

/**
 * What an emoji page says about itself in <head>: the title and description search results show
 * and its JSON-LD. A page with a meaning note promises it ("😂 face with tears of joy: meaning,
 * copy and paste") and describes itself with the note; the others say what they offer (copy,
 * names in six languages, code points), by meaning in each language. The JSON-LD is a schema.org DefinedTerm (the emoji, its hexcode as termCode) in the DefinedTermSet of
 * all emoji, and the BreadcrumbList home > category > emoji.
 */
export function emojiPageHead(model: EmojiPageModel, t: TFunction, urls: EmojiPageUrls) {
  const title = t(model.meaning ? 'meta.emoji.title' : 'meta.emoji.plainTitle', { emoji: model.emoji, name: model.name });
  const description = model.meaning
    ? `${model.emoji} ${model.meaning}`
    : t('meta.emoji.description', { emoji: model.emoji, name: model.name, codePoints: model.codePoints, version: model.version });
  const inLanguage = languageByCode(model.lang).tag;
  const category = t(`categories.${model.category}`);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'DefinedTerm',
        '@id': `${urls.canonical}#emoji`,
        name: model.name,
        alternateName: [model.emoji, ...model.shortcodes.map((code) => `:${code}:`)],
        description,
        termCode: model.hexcode,
        url: urls.canonical,
        inLanguage,
        ...(urls.image ? { image: urls.image } : {}),
        inDefinedTermSet: {
          '@type': 'DefinedTermSet',
          '@id': `${urls.home}#emoji`,
          name: t('meta.siteName'),
          url: urls.home,
          inLanguage,
        },
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: t('meta.siteName'), item: urls.home },
          { '@type': 'ListItem', position: 2, name: category, item: urls.category },
          { '@type': 'ListItem', position: 3, name: model.name, item: urls.canonical },
        ],
      },
    ],
  };
  return { title, description, jsonLd };
}
