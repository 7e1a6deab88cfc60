import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { loadEnv } from './scripts/env.ts';
import { EMOJI_DATA_CACHE, EMOJI_PAGE_CACHE, KITCHEN_DATA_CACHE, KITCHEN_STICKER_CACHE } from './src/platform/cache-names.ts';
import { emojiOfflinePath } from './src/emoji/slug.ts';
import { LANGUAGES } from './src/i18n/languages.ts';

// Vite reads .env itself but not .env.example, which holds the local defaults (the Parse settings of
// the local backend): put both into process.env, whose VITE_* entries Vite exposes to the client.
loadEnv();

/** en/feedback.html -> /en/feedback, index.html -> /; other files keep their path. */
const servedUrl = (file: string) => (file === 'index.html' ? '/' : file.endsWith('.html') ? `/${file.slice(0, -'.html'.length)}` : file);

export default defineConfig({
  plugins: [
    react(),
    // --- PWA (src/platform/pwa.ts, scripts/pwa-build.ts) ---
    VitePWA({
      // src/platform/pwa.ts registers the worker after load; the visitor decides when to update.
      injectRegister: null,
      registerType: 'prompt',
      // One manifest per language, written by the prerender.
      manifest: false,
      // The worker precaches the prerendered pages, so it is generated after the prerender, through
      // the plugin's API (scripts/pwa-build.ts sets this); at the end of `vite build` there are no pages yet.
      disable: process.env.ATLAS_GENERATE_SW !== '1',
      workbox: {
        // Every prerendered page (the 404 pages are served by status, not from the cache), the code,
        // styles and icons. Pages and chunks are one precache version: a page is only ever served
        // with the chunks of its own build, and a new build replaces both at once on activation.
        globPatterns: ['**/*.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/*.png', '**/manifest.webmanifest'],
        globIgnores: ['**/404.html', '**/emoji/*.html'],
        // Pages are precached under the URLs they are served at (/en, not en.html, which the server
        // does not answer), so navigations match them directly; no fallback page.
        manifestTransforms: [async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: servedUrl(entry.url) })), warnings: [] })],
        navigateFallback: null,
        // ?mix=… (kitchen state) and any other query must not miss the precached page.
        ignoreURLParametersMatching: [/./],
        // The first visit is controlled right away, so it works offline without a second visit.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // 0.25-0.35 MB per language (and the Chinese tags, 56 KB): the page stores its own at
            // registration, others are kept on first use. Content-hashed names make cache-first safe; old builds' files expire.
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
            // Sticker <img>s are cross-origin no-cors requests: opaque responses (status 0).
            urlPattern: /^https:\/\/www\.gstatic\.com\/android\/keyboard\/emojikitchen\//,
            handler: 'CacheFirst',
            options: {
              cacheName: KITCHEN_STICKER_CACHE,
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
          // --- emoji pages (issue 18) ---
          // 13,400 emoji pages are not precached: a page opened once is kept (network first, so a new
          // build shows when online); one never opened answers offline with its language's stand-in.
          ...LANGUAGES.map(({ code }) => ({
            urlPattern: new RegExp(`^[a-z]+://[^/]+${code === 'zh' ? '(?:/zh)?' : `/${code}`}/emoji/[a-z0-9-]+(?:[?#].*)?$`),
            handler: 'NetworkFirst' as const,
            options: {
              cacheName: EMOJI_PAGE_CACHE,
              expiration: { maxEntries: 200 },
              cacheableResponse: { statuses: [200] },
              precacheFallback: { fallbackURL: emojiOfflinePath(code) },
            },
          })),
          // --- end emoji pages ---
          // Nothing else has a route: /parse_server and /builds/latest.json always go to the network.
        ],
      },
    }),
    // --- end PWA ---
  ],
  build: {
    // The prerender reads the manifest to preload each screen's chunk and language strings.
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 4173) },
});
