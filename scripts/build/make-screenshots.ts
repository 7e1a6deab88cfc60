/**
 * Takes the install dialog's screenshots from the built site (`npm run build` first); the WebP
 * files are committed to public/screenshots/ (run again only to change them):
 *   npx tsx scripts/build/make-screenshots.ts
 * Each language's home, light theme, narrow (390x844, a phone) and wide (1280x800), as the
 * manifests list them (scripts/build/app-manifest.ts). Copied into dist/ as well, so the build in place
 * serves them without another build. Needs CJK and emoji fonts on the machine that takes them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { homePath, LANGUAGES } from '../../src/i18n/languages.ts';
import { launchBrowser } from '../lib/browser.ts';
import { requireBuiltSite } from '../lib/built-site.ts';
import { ROOT } from '../lib/env.ts';
import { startStaticServer } from '../run/serve.ts';
import { SCREENSHOT_SIZES, type ScreenshotForm, screenshotPath } from './app-manifest.ts';

/** What a screenshot may weigh: the install dialog loads all of them, and the repo keeps them. */
const MAX_BYTES = 60 * 1024;
/** WebP qualities tried in turn until the image fits MAX_BYTES. */
const QUALITIES = [80, 65, 50, 35];

/** The page as WebP, at the first quality that fits MAX_BYTES (Chromium encodes it: no image library). */
async function webpScreenshot(page: Page): Promise<Buffer> {
  const session = await page.context().newCDPSession(page);
  for (const quality of QUALITIES) {
    const { data } = await session.send('Page.captureScreenshot', { format: 'webp', quality });
    const image = Buffer.from(data, 'base64');
    if (image.length <= MAX_BYTES) return image;
  }
  throw new Error(`${page.url()}: no screenshot under ${MAX_BYTES} bytes`);
}

async function main() {
  const dist = requireBuiltSite();
  const server = await startStaticServer({ dir: dist, port: 0 });
  const browser = await launchBrowser();
  try {
    for (const { code, tag } of LANGUAGES) {
      for (const form of Object.keys(SCREENSHOT_SIZES) as ScreenshotForm[]) {
        // A browser in the page's language: the unprefixed Chinese home sends any other to its language's page.
        const context = await browser.newContext({ viewport: SCREENSHOT_SIZES[form], locale: tag, colorScheme: 'light', reducedMotion: 'reduce' });
        const page = await context.newPage();
        await page.goto(`${server.url}${homePath(code)}`, { waitUntil: 'networkidle' });
        // The emoji the device cannot draw are swapped for artwork after the first grid is on screen.
        await page.waitForTimeout(1_000);
        await page.evaluate(() => document.fonts.ready);
        const image = await webpScreenshot(page);
        for (const folder of [join(ROOT, 'public'), dist]) {
          const file = join(folder, screenshotPath(code, form));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, image);
        }
        console.log(`make-screenshots: ${screenshotPath(code, form)} ${(image.length / 1024).toFixed(1)} KB`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
