import { describe, expect, it } from 'vitest';
import { useBrowser, useVisitPage, waitForHydration } from '../use-browser.ts';

const newContext = useBrowser();
/** One page the four searches take in turn (useVisitPage). */
const visitPage = useVisitPage(() => newContext({ serviceWorkers: 'block' }, 'file'));

// The popularity prior ships with the search code (data/emoji-popularity.json): the built page
// ranks like the unit tests (tests/unit/scripts/lib/search-head-queries.test.ts) on the real data.
describe('search ranking in Chromium', () => {
  it.each([
    ['/', 'mao', '1F431'], // 🐱, not 👲 (瓜皮帽) as before
    ['/', '爱心', '2764'], // ❤️
    ['/en', 'heart', '2764'], // ❤️, was 20th
    ['/en', ':joy:', '1F602'], // 😂
  ])('%s %s puts %s first', async (path, query, hexcode) => {
    const page = await visitPage();
    await page.goto(path);
    await waitForHydration(page);
    await page.getByTestId('search-input').fill(query);
    const first = page.getByTestId('emoji-grid').locator('button').first();
    await expect.poll(() => first.getAttribute('data-hex')).toBe(hexcode);
  });
});
