/**
 * Where the built manifest and service worker send the installed app into the site: its share
 * target's parameters and the app shell (the shortcuts' anchors are their features'). Shared with
 * the build, which imports it in Node, so it holds values only (no DOM).
 */

/** The manifest's share_target params: each field of the shared data is the parameter of its name (share-target.ts). */
export const SHARE_PARAMS = { title: 'title', text: 'text', url: 'url' } as const;

/** The app shell's file (app-shell.ts), written by the prerender and precached by the worker (scripts/build/workbox-options.ts). */
export const APP_SHELL_FILE = 'app-shell.html';
/** The URL it is served and precached at (the server answers no .html URLs). */
export const APP_SHELL_URL = '/app-shell';
/** The shell's mark in <head>: it is the shell, not a page of this URL. */
export const APP_SHELL_META = 'atlas-app-shell';
