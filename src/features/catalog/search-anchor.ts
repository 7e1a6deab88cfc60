/**
 * The search box's id: the installed app's "search" shortcut opens home at #search
 * (scripts/build/app-manifest.ts). Values only, so that the build imports it in Node; kept apart
 * from src/platform/installed-app-urls.ts, which sits in the entry chunk, because home's first
 * load is at its budget and a constant read across chunks costs an import there.
 */
export const SEARCH_ANCHOR = 'search';
