/**
 * The app shell: a page with an empty root that the service worker serves for every screen (and,
 * offline, for any page it does not hold), and that renders the screen of its URL in the browser.
 * Written by the prerender, precached by the worker (scripts/build/workbox-options.ts).
 */

export const APP_SHELL_FILE = 'app-shell.html';
/** The URL it is served and precached at (the server answers no .html URLs). */
export const APP_SHELL_URL = '/app-shell';
/** The shell's mark in <head>: it is the shell, not a page of this URL. */
export const APP_SHELL_META = 'atlas-app-shell';

/** Whether this document is the app shell (served by the worker), rather than the prerendered page. */
export const isAppShell = (): boolean => typeof document !== 'undefined' && document.querySelector(`meta[name="${APP_SHELL_META}"]`) !== null;
