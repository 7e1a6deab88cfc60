/** axe-core's accessibility checks on a page of the built site, for the e2e files that run them. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '../../scripts/lib/env.ts';

const AXE_SCRIPT = join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');

/** A serious or critical violation: the rule, and each element that breaks it with why. */
export interface Violation {
  rule: string;
  nodes: string[];
}

/**
 * Loads axe into the page's document (again after each navigation). Evaluated through DevTools,
 * which the site's Content Security Policy does not govern; a <script> tag of it would be refused.
 */
export async function addAxe(page: Page): Promise<void> {
  await page.evaluate(readFileSync(AXE_SCRIPT, 'utf8'));
}

/**
 * The page's serious and critical violations in `colorScheme`. The page is switched to the scheme
 * first, and axe looks once its colours have finished their transitions to it (axe read a button
 * halfway from the light accent to the dark one).
 */
export async function seriousViolations(page: Page, colorScheme: 'light' | 'dark'): Promise<Violation[]> {
  await page.emulateMedia({ colorScheme });
  return page.evaluate(async (scheme) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    if (!matchMedia(`(prefers-color-scheme: ${scheme})`).matches) return [{ rule: `not in the ${scheme} scheme`, nodes: [] }];
    // A transition cut short is replaced by another; its promise rejects. No named function in
    // here: tsx (a script run outside vitest) would wrap it in a helper the page does not have.
    for (;;) {
      const running = document.getAnimations().filter((animation) => animation instanceof CSSTransition && animation.playState === 'running');
      if (running.length === 0) break;
      await Promise.all(running.map((transition) => transition.finished.catch(() => undefined)));
    }
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: `${violation.id} (${violation.impact}): ${violation.help}`,
        nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary}`),
      }));
  }, colorScheme);
}
