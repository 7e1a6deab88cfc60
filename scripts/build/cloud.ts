import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT as PROJECT_ROOT } from '../lib/env.ts';
import { bundleForNode } from './node-bundle.ts';
export const CLOUD_ENTRY = fileURLToPath(new URL('../../cloud/main.ts', import.meta.url));
export const CLOUD_BUNDLE_NAME = 'main.cjs';

/**
 * Bundles cloud/ (and anything it imports from src/ or npm) into one self-contained CommonJS
 * file, `${outDir}/main.cjs`, which any Parse Server can load as its `cloud` option. Parse
 * itself is not bundled: Parse Server provides it as the global `Parse` (cloud/parse-runtime.ts).
 * Returns the file's absolute path.
 */
export async function buildCloud(outDir: string): Promise<string> {
  await bundleForNode({
    input: CLOUD_ENTRY,
    outDir,
    // One self-contained file: the optimizer's per-language word lists are dynamic imports for the browser's sake.
    output: { format: 'cjs', entryFileNames: CLOUD_BUNDLE_NAME, codeSplitting: false },
    bundleDependencies: true,
  });
  return path.resolve(outDir, CLOUD_BUNDLE_NAME);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Beside dist/, not in it: dist/ is what the CDN serves, and Cloud Code goes to the Parse host.
  const file = await buildCloud(path.join(PROJECT_ROOT, 'dist-cloud'));
  console.log(`Cloud Code bundle: ${file}`);
}
