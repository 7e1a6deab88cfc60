import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    // The prerender reads the manifest to preload each screen's chunk and language strings.
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 4173) },
});
