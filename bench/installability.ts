/**
 * Installability, as Chromium itself judges it (Lighthouse 13 dropped its PWA category): after a
 * visit, with the worker in control, DevTools' Page.getInstallabilityErrors lists what would stop
 * "Install app" — none is the budget. Checked on the unprefixed home page and on one language's,
 * each in a new profile on disk: a visitor's browser, not an off-the-record one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchWithProfile } from '../scripts/lib/browser.ts';
import type { BenchRow } from './types.ts';

const PAGES = ['/', '/ja'];

export async function benchInstallability(siteUrl: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const path of PAGES) {
    const profile = mkdtempSync(join(tmpdir(), 'emoji-atlas-installability-'));
    // A Chinese-speaking visitor, so / is checked as itself rather than redirected to /en.
    const context = await launchWithProfile(profile, { locale: 'zh-CN' });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${siteUrl}${path}`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
      const devtools = await context.newCDPSession(page);
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
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  return rows;
}
