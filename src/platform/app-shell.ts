/**
 * The app shell: a page with an empty root that the service worker serves for every screen (and,
 * offline, for any page it does not hold), and that renders the screen of its URL in the browser.
 * Written by the prerender, precached by the worker (scripts/build/workbox-options.ts); its file, URL
 * and mark are in installed-app-urls.ts, which the build imports.
 */
import { APP_SHELL_META } from './installed-app-urls.ts';

/** Whether this document is the app shell (served by the worker), rather than the prerendered page. */
export const isAppShell = (): boolean => typeof document !== 'undefined' && document.querySelector(`meta[name="${APP_SHELL_META}"]`) !== null;
