/** The types of the SSR entry (dist-ssr/entry-server.js) the prerender's parts share. */
export type ServerEntry = typeof import('../../../src/entry-server.tsx');
export type LanguageCode = ServerEntry['LANGUAGES'][number]['code'];
type Rendered = Awaited<ReturnType<ServerEntry['render']>>;
export type Page = Rendered['page'];
export type Translate = Rendered['t'];
export type EmojiPage = NonNullable<Rendered['emojiPage']>;
