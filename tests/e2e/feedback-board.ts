import type { BrowserContext, Page } from 'playwright-core';
import { waitForHydration, watchConsole } from './use-browser.ts';

/** A page on a feedback board, hydrated, with the visitor's nickname loaded from the server. */
export async function openFeedbackBoard(context: BrowserContext, path = '/en/feedback'): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForFunction(() => {
    const nickname = document.querySelector('form [data-testid="feedback-nickname"]')?.textContent ?? '';
    // '…' while loading; no such element when the profile could not load.
    return nickname !== '' && nickname !== '…';
  });
  return { page, problems };
}
