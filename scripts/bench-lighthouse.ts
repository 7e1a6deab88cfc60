/**
 * Lighthouse (mobile: emulated phone, simulated slow 4G and 4x CPU slowdown) on the screens whose
 * scores the catalogue issue fixes: performance ≥ 98; accessibility, best practices, SEO = 100.
 * Chromium is the one the e2e tests use, started with a DevTools port Lighthouse attaches to.
 */
import lighthouse from 'lighthouse';
import { launchBrowser } from '../tests/e2e/browser.ts';
import type { BenchRow } from './bench-types.ts';
import { freePort } from './free-port.ts';

const PAGES = ['/', '/en', '/index_v1', '/en/index_v1'];
const BUDGETS: Record<string, number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

export async function benchLighthouse(siteUrl: string): Promise<BenchRow[]> {
  const port = await freePort();
  const browser = await launchBrowser([`--remote-debugging-port=${port}`]);
  const rows: BenchRow[] = [];
  try {
    for (const path of PAGES) {
      const result = await lighthouse(`${siteUrl}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(BUDGETS),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      for (const [id, budget] of Object.entries(BUDGETS)) {
        const score = Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
        rows.push({ section: 'lighthouse', metric: `${path} ${id}`, value: score, unit: 'score', budget: `≥ ${budget}`, pass: score >= budget });
      }
      const lcp = result.lhr.audits['largest-contentful-paint']?.numericValue;
      if (lcp !== undefined) rows.push({ section: 'lighthouse', metric: `${path} LCP (simulated)`, value: Math.round(lcp), unit: 'ms' });
      const lcpElement = result.lhr.audits['largest-contentful-paint-element']?.details as
        | { items?: { items?: { node?: { snippet?: string } }[] }[] }
        | undefined;
      const snippet = lcpElement?.items?.[0]?.items?.[0]?.node?.snippet;
      if (snippet) rows.push({ section: 'lighthouse', metric: `${path} LCP element`, value: snippet.slice(0, 80), unit: '' });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
