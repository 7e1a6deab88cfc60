/**
 * Installability, as Chromium itself judges it (Lighthouse 13 dropped its PWA category): after a
 * visit, with the worker in control, DevTools' Page.getInstallabilityErrors lists what would stop
 * "Install app" — none is the budget. Checked on the unprefixed home page and on one language's.
 */
import { launchBrowser } from './browser.ts';
import type { BenchRow } from './bench-types.ts';

const PAGES = ['/', '/ja'];

export async function benchInstallability(siteUrl: string): Promise<BenchRow[]> {
  const browser = await launchBrowser();
  const rows: BenchRow[] = [];
  try {
    for (const path of PAGES) {
      // A Chinese-speaking visitor, so / is checked as itself rather than redirected to /en.
      const page = await browser.newPage({ locale: 'zh-CN' });
      await page.goto(`${siteUrl}${path}`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
      const devtools = await page.context().newCDPSession(page);
      const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      const errors = installabilityErrors.map((error) => error.errorId);
      rows.push({
        section: 'installability',
        metric: `${path} installability errors${errors.length ? ` (${errors.join(', ')})` : ''}`,
        value: errors.length,
        unit: 'errors',
        budget: '= 0',
        pass: errors.length === 0,
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
