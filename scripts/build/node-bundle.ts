/**
 * Vite's build of project files for Node rather than the browser: without the site's
 * vite.config.ts (React, PWA), unminified (stack traces stay readable; nothing here goes to a
 * browser), into `outDir`, emptied first. The Cloud Code bundle and the backend's child use it.
 */
import type { Rolldown } from 'vite';
import { ROOT } from '../lib/env.ts';

interface NodeBundle {
  input: string | Record<string, string>;
  outDir: string;
  output: Rolldown.OutputOptions;
  /** Bundle npm packages too (a file that must stand alone), instead of leaving them as imports. */
  bundleDependencies: boolean;
}

export async function bundleForNode({ input, outDir, output, bundleDependencies }: NodeBundle) {
  const { build } = await import('vite');
  return build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    ssr: { target: 'node', ...(bundleDependencies ? { noExternal: true } : {}) },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      copyPublicDir: false,
      rolldownOptions: { input, output },
    },
  });
}
