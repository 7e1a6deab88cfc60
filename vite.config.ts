import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { loadEnv } from './scripts/lib/env.ts';
import { nativeBuiltIns } from './scripts/build/native-built-ins.ts';
import { recordSiteSettings } from './scripts/lib/site-settings.ts';
import { SCREENS } from './src/app/routes.ts';
import { emojiOfflinePath } from './src/emoji/slug.ts';
import { LANGUAGE_CODES } from './src/i18n/languages.ts';
import { artworkStandIn } from './src/platform/artwork-stand-in.ts';
import { isMessagePart, messagePart } from './src/i18n/message-parts.ts';
import { ARTWORK_CACHE, EMOJI_DATA_CACHE, EMOJI_PAGE_CACHE, KITCHEN_DATA_CACHE, KITCHEN_STICKER_CACHE } from './src/platform/cache-names.ts';
import { APP_SHELL_FILE, APP_SHELL_URL } from './src/platform/app-shell.ts';

// Vite reads .env itself but not .env.example, which holds the local defaults (the Parse settings of
// the local backend): put both into process.env, whose VITE_* entries Vite exposes to the client.
loadEnv();

/** en/feedback.html -> /en/feedback, index.html -> /; other files keep their path. */
const servedUrl = (file: string) => (file === 'index.html' ? '/' : file.endsWith('.html') ? `/${file.slice(0, -'.html'.length)}` : file);

/** The 28 screen paths (src/app/routes.ts): /, /feedback, /en, /en/feedback …, with any query. */
const screenPaths = new RegExp(
  `^(?:/|(?:/(?:${LANGUAGE_CODES.join('|')}))?(?:/(?:${SCREENS.filter((screen) => screen !== 'home').join('|')}))?)(?:\\?.*)?$`,
);

/** locales/{lang}.json?part=first|later (src/i18n/messages.ts): a module whose default export is that part of the file. */
const localeParts = (): Plugin => ({
  name: 'atlas-locale-parts',
  enforce: 'pre',
  load(id) {
    const [file = '', query = ''] = id.split('?');
    const part = new URLSearchParams(query).get('part');
    if (!/[\\/]locales[\\/][a-z_]+\.json$/.test(file) || !isMessagePart(part)) return null;
    return `export default ${JSON.stringify(messagePart(JSON.parse(readFileSync(file, 'utf8')), part))};`;
  },
});

export default defineConfig({
  plugins: [
    react(),
    localeParts(),
    nativeBuiltIns(),
    recordSiteSettings(),
    // --- PWA (src/platform/pwa.ts, scripts/build/pwa.ts) ---
    VitePWA({
      // src/platform/pwa.ts registers the worker after load; the visitor decides when to update.
      injectRegister: null,
      registerType: 'prompt',
      // One manifest per language, written by the prerender.
      manifest: false,
      // The worker precaches the prerendered pages, so it is generated after the prerender, through
      // the plugin's API (scripts/build/pwa.ts sets this); at the end of `vite build` there are no pages yet.
      disable: process.env.ATLAS_GENERATE_SW !== '1',
      workbox: {
        // Minified runtime (30 KB raw instead of 165 KB); NODE_ENV is unset when the prerender
        // generates the worker, which the plugin would read as a development build.
        mode: 'production',
        // The app shell, not the pages: one page that renders any screen in the browser (written by
        // the prerender, see scripts/build/pwa.ts), the code, the styles and the icons. The 28
        // prerendered pages were 300 KB brotli of the install (index_v1 alone 190 KB), each a copy
        // of what the shell renders from the cached code and data. Shell and chunks are one
        // precache version: a screen is only ever rendered with the chunks of its own build, and a
        // new build replaces both at once on activation.
        globPatterns: [APP_SHELL_FILE, '**/emoji-offline.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/*.png', '**/manifest.webmanifest'],
        // Precached under the URL it is served at (the server does not answer .html URLs).
        manifestTransforms: [async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: servedUrl(entry.url) })), warnings: [] })],
        // The screens (the 28 paths of src/app/routes.ts) open from the shell, online or not.
        navigateFallback: APP_SHELL_URL,
        navigateFallbackAllowlist: [screenPaths],
        // ?mix=… (kitchen state) and any other query must not miss the precached shell.
        ignoreURLParametersMatching: [/./],
        // The first visit is controlled right away, so it works offline without a second visit.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          // Emoji pages (first: the navigation rule below would take them). 13,400 pages are not precached: a page opened once is kept (network first, so a new
          // build shows when online); one never opened answers offline with its language's stand-in.
          ...LANGUAGE_CODES.map((code) => ({
            urlPattern: new RegExp(`^[a-z]+://[^/]+${code === 'zh' ? '(?:/zh)?' : `/${code}`}/emoji/[a-z0-9-]+(?:[?#].*)?$`),
            handler: 'NetworkFirst' as const,
            options: {
              cacheName: EMOJI_PAGE_CACHE,
              expiration: { maxEntries: 200 },
              cacheableResponse: { statuses: [200] },
              precacheFallback: { fallbackURL: emojiOfflinePath(code) },
            },
          })),
          {
            // Any other page (a 404 online): offline, the shell's "not available offline" view
            // instead of the browser's error page.
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: APP_SHELL_URL } },
          },
          {
            // 0.2-0.25 MB per language (and the Chinese tags, 60 KB): the page stores every language's
            // once it has been idle (src/platform/offline-data.ts), only its own under Save-Data, and
            // others are kept on first use. Content-hashed names make cache-first safe; old builds' files expire.
            urlPattern: /\/assets\/(emoji|chinese-tags)-[\w-]+\.json$/,
            handler: 'CacheFirst',
            options: {
              cacheName: EMOJI_DATA_CACHE,
              expiration: { maxEntries: 12 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The kitchen's pair tables, one small shard per group of emoji, kept as they are used.
            urlPattern: /\/assets\/kitchen-shard-\d+-[\w-]+\.json$/,
            handler: 'CacheFirst',
            options: {
              cacheName: KITCHEN_DATA_CACHE,
              expiration: { maxEntries: 200 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The open artwork: the grid, search, history and details show it where the device cannot
            // draw an emoji, the emoji pages always. Not content-hashed (named by hexcode), so kept a
            // month. 600 images: all 259 flags (Windows draws none) and the four designs of the pages
            // visited, ~1.5 MB at the measured 1.6-4.2 KB a design. Offline, one not kept answers
            // with an image of the emoji's text (artworkStandIn) instead of a failed load.
            urlPattern: /\/art\/[a-z]+\/[0-9A-F-]+\.svg$/,
            handler: 'CacheFirst',
            options: {
              cacheName: ARTWORK_CACHE,
              expiration: { maxEntries: 600, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
              plugins: [{ handlerDidError: artworkStandIn }],
            },
          },
          {
            // Sticker <img>s are cross-origin no-cors requests: opaque responses (status 0).
            urlPattern: /^https:\/\/www\.gstatic\.com\/android\/keyboard\/emojikitchen\//,
            handler: 'CacheFirst',
            options: {
              cacheName: KITCHEN_STICKER_CACHE,
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
          // Nothing else has a route: /parse_server and /builds/latest.json always go to the network.
        ],
      },
    }),
    // --- end PWA ---
  ],
  resolve: {
    alias: [
      // react-i18next imports the shim for React before 18; on React 19 it only hands over React's
      // own useSyncExternalStore, yet shipped its fallback (0.3 KiB gzip of home's first load, home
      // budget, bench/cold-load.ts).
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
      // The Parse SDK require()s idb-keyval, whose ESM build the "module" condition picks; a CommonJS
      // module requiring an ES module put two helpers in the bundler's runtime, the chunk every page
      // loads (0.07 KiB gzip of home's first load, home budget): its CommonJS build needs none.
      { find: /^idb-keyval$/, replacement: 'idb-keyval/dist/index.cjs' },
    ],
  },
  build: {
    // The prerender reads the manifest to preload each screen's chunk and language strings.
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every browser the site supports but Safari 16 preloads modules itself; there the chunks load when
    // imported, a little later. The polyfill was 0.25 KiB gzip of every page's first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React's runtime (~219 KB raw) and the libraries on top of it (React Router, i18next,
            // react-i18next, ~92 KB) each in a chunk that changes only when a dependency does, so a
            // new build of our code leaves them cached. Split this way, each stays under the 256 KiB
            // above which a compressing server may fall back to a faster, weaker setting
            // (scripts/run/serve.ts: brotli 5 instead of 11, 81.8 instead of 74.6 KB for the one chunk
            // they were in).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'libs', test: /node_modules[\\/](react-router|i18next|react-i18next)[\\/]/, priority: 1 },
            // The small modules that both the entry and the screens import: one request instead of
            // five of under 512 bytes each (their headers were as large as their bodies). The skin
            // tones' variants and their code points too: home needs them (a chosen tone) as do search,
            // details and the optimizer; in a chunk of their own they cost home 0.26 KiB gzip more
            // (118.06 against 117.80 on /ja, over the 118 budget of bench/cold-load.ts).
            { name: 'shared', test: /src[\\/](i18n[\\/]languages|platform[\\/](clipboard|stored-json)|hooks[\\/]use-online|emoji[\\/](chinese-tags|skin-variants|codepoints))\.ts$/ },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 4173) },
});
