/**
 * Where the built manifest and service worker send the installed app into the site: its shortcuts'
 * anchors, its share target's parameters, the app shell. Shared with the build, which imports it in
 * Node, so it holds values only (no DOM).
 */

/** The search box's id: the manifest's "search" shortcut opens home at #search (scripts/build/app-manifest.ts). */
export const SEARCH_ANCHOR = 'search';

/** The kitchen's place on home (#kitchen), opened by the manifest's "kitchen" shortcut. */
export const KITCHEN_ANCHOR = 'kitchen';

/** The manifest's share_target params: each field of the shared data is the parameter of its name (share-target.ts). */
export const SHARE_PARAMS = { title: 'title', text: 'text', url: 'url' } as const;

/** The app shell's file (app-shell.ts), written by the prerender and precached by the worker (scripts/build/workbox-options.ts). */
export const APP_SHELL_FILE = 'app-shell.html';
/** The URL it is served and precached at (the server answers no .html URLs). */
export const APP_SHELL_URL = '/app-shell';
/** The shell's mark in <head>: it is the shell, not a page of this URL. */
export const APP_SHELL_META = 'atlas-app-shell';
