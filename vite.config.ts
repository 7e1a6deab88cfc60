import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { nativeBuiltIns } from './scripts/build/native-built-ins.ts';
import { pureRouter } from './scripts/build/pure-router.ts';
import { workboxOptions } from './scripts/build/workbox-options.ts';
import { loadEnv } from './scripts/lib/env.ts';
import { recordSiteSettings } from './scripts/lib/site-settings.ts';
import { isMessagePart, messagePart } from './src/i18n/message-parts.ts';

// Vite reads .env itself but not .env.example, which holds the local defaults (the Parse settings of
// the local backend): put both into process.env, whose VITE_* entries Vite exposes to the client.
loadEnv();

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
    pureRouter(),
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
      workbox: workboxOptions(),
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
            {
              name: 'shared',
              test: /src[\\/](i18n[\\/]languages|platform[\\/](clipboard|stored-json)|hooks[\\/]use-online|emoji[\\/](chinese-tags|skin-variants|codepoints))\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 4173) },
});
