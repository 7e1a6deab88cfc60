import { describe, expect, it } from 'vitest';
import { useBrowser, useVisitPage, waitForHydration, watchConsole } from '../use-browser.ts';

const newContext = useBrowser();
const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };
/** The tests that only visit take one page in turn (useVisitPage), with clipboard access for those that copy. */
const visitPage = useVisitPage(() => newContext({ ...clipboard, serviceWorkers: 'block' }, 'file'));

describe('emoji catalogue in Chromium', () => {
  it('shows the first category in the prerendered HTML, before any JavaScript runs', async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en');
    const first = page.getByTestId('emoji-grid').locator('button').first();
    await expect(first.getAttribute('data-emoji')).resolves.toBe('😀');
    await expect(first.getAttribute('aria-label')).resolves.toBe('grinning face');
  });

  it('copies an emoji on click, reads it back from the clipboard and records it in history', async () => {
    const page = await visitPage();
    const problems = watchConsole(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('[data-testid="emoji-grid"] button[data-hex="1F602"]').click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe('复制成功');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('😂');
    await page.waitForSelector('[data-testid="history"] button[data-hex="1F602"]');
    expect(problems).toEqual([]);
  });

  it('opens details with hexcode, keywords and platforms in detail mode; Escape closes them', async () => {
    const page = await visitPage();
    await page.goto('/en');
    await waitForHydration(page);
    await page.getByTestId('panel-mode-detail').click();
    await page.locator('[data-testid="emoji-grid"] button[data-hex="1F600"]').click();
    const details = page.getByTestId('emoji-details');
    await details.waitFor();
    await expect(page.getByTestId('detail-hexcode').textContent()).resolves.toBe('1F600');
    await expect(page.getByTestId('detail-keywords').textContent()).resolves.toContain('grin');
    const platforms = await page
      .getByTestId('detail-platforms')
      .locator('li')
      .evaluateAll((items) => items.map((li) => `${li.getAttribute('data-platform')}=${li.getAttribute('data-state')}`));
    expect(platforms).toEqual(['apple=available', 'google=available', 'twitter=available', 'facebook=available']);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    // 🆒's keywords are all in its name ("COOL button"): the dialog lists none rather than saying "None".
    await page.locator('[data-category="symbols"]').click();
    await page.locator('[data-testid="emoji-grid"] button[data-hex="1F192"]').click();
    await details.waitFor();
    await expect(page.getByTestId('detail-hexcode').textContent()).resolves.toBe('1F192');
    await expect(page.getByTestId('detail-keywords').count()).resolves.toBe(0);
    await expect(details.textContent()).resolves.not.toContain('None');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    // The mode persists across a reload.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('panel-mode-detail').getAttribute('aria-pressed')).resolves.toBe('true');
  });

  it('applies a chosen skin tone to the grid and keeps it across a reload', async () => {
    const page = await visitPage();
    await page.goto('/en');
    await waitForHydration(page);
    await page.getByTestId('skin-tone').locator('[data-tone="3"]').click();
    await page.locator('[data-category="people-body"]').click();
    const wave = page.locator('[data-testid="emoji-grid"] button[aria-label="waving hand"]');
    await expect(wave.getAttribute('data-hex')).resolves.toBe('1F44B-1F3FD');
    await page.reload();
    await waitForHydration(page);
    await page.locator('[data-category="people-body"]').click();
    await expect(wave.getAttribute('data-emoji')).resolves.toBe('👋🏽');
    await expect(page.getByTestId('skin-tone').locator('[data-tone="3"]').getAttribute('aria-checked')).resolves.toBe('true');
    // Details describe the variant shown: its hexcode, code points and tone.
    await page.getByTestId('panel-mode-detail').click();
    await wave.click();
    await expect(page.getByTestId('detail-hexcode').textContent()).resolves.toBe('1F44B-1F3FD');
    await expect(page.getByTestId('detail-skin-tone').textContent()).resolves.toBe('Medium');
  });

  it('fills history newest first and clears it only after confirmation', async () => {
    const page = await visitPage();
    await page.goto('/en');
    await waitForHydration(page);
    for (const hex of ['1F600', '1F602', '1F60D', '1F600']) {
      await page.locator(`[data-testid="emoji-grid"] button[data-hex="${hex}"]`).click();
    }
    const history = page.getByTestId('history').locator('.emoji-grid button');
    // Each copy lands in history once the clipboard answered: wait for the last one.
    await expect.poll(() => history.evaluateAll((b) => b.map((x) => x.getAttribute('data-hex')))).toEqual(['1F600', '1F60D', '1F602']);
    await page.getByTestId('history-clear').click();
    await page.getByTestId('history-clear-confirm').click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe('History cleared');
    expect(await history.count()).toBe(0);
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByTestId('history').locator('.emoji-grid button').count()).toBe(0);
  });

  it("finds 'cat' on the Chinese page and '猫' on the English page, keeping the query in the URL", async () => {
    const page = await visitPage();
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId('search-input').fill('cat');
    await page.waitForSelector('[data-testid="emoji-grid"] button[data-hex="1F408"]');
    // Written once typing pauses (use-catalog-search.ts).
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('cat');

    await page.goto('/en');
    await waitForHydration(page);
    await page.getByTestId('search-input').fill('猫');
    await page.waitForSelector('[data-testid="emoji-grid"] button[data-hex="1F431"]');

    // A shared link restores the search.
    await page.goto('/en?q=pizza');
    await page.waitForSelector('[data-testid="emoji-grid"] button[data-hex="1F355"]');
    await expect(page.getByTestId('search-input').inputValue()).resolves.toBe('pizza');

    // A broad query paints its first results at once and the rest a frame later: all 200 arrive.
    await page.getByTestId('search-input').fill('s');
    await page.getByText('Results: 200').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="emoji-grid"] button').length === 200);

    // The categories, covered while searching, come back when the query is cleared.
    await page.getByTestId('search-input').fill('');
    await page.locator('[data-testid="emoji-grid"] button[data-hex="1F600"]').waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid="emoji-grid"]').count()).toBe(1);
  });

  it('finds a word that only the Chinese tags hold on the Korean page', async () => {
    const page = await visitPage();
    await page.goto('/ko');
    await waitForHydration(page);
    // 恐龙 is a Chinese tag of 🦕 and 🦖, in no label the Korean file carries: chinese-tags.json answers.
    await page.getByTestId('search-input').fill('恐龙');
    await page.waitForSelector('[data-testid="emoji-grid"] button[data-hex="1F995"]');
    const found = await page.locator('[data-testid="emoji-grid"] button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-hex')));
    expect(found).toEqual(['1F995', '1F996']);
  });

  it('moves through the grid with arrow keys, focuses search with / and shows an empty state', async () => {
    const page = await visitPage();
    await page.goto('/en');
    await waitForHydration(page);
    await page.locator('[data-testid="emoji-grid"] button').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-hex'))).resolves.toBe('1F603');
    await page.keyboard.press('/');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('search-input');
    await page.keyboard.type('zzqxj');
    await page.getByText('No emoji found for “zzqxj”.').waitFor();
  });

  it("opens the tab a link's ?category= names; arrow keys move between tabs, an unknown key keeps the first", async () => {
    const page = await visitPage();
    await page.goto('/en?category=food-drink');
    await waitForHydration(page);
    const food = page.locator('[data-category="food-drink"]');
    await expect.poll(() => food.getAttribute('aria-selected')).toBe('true');
    await page.locator('[data-testid="emoji-grid"] button[data-hex="1F355"]').waitFor();
    await food.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-category'))).resolves.toBe('travel-places');
    await expect(page.locator('[data-category="travel-places"]').getAttribute('aria-selected')).resolves.toBe('true');

    await page.goto('/en?category=%3Cscript%3E');
    await waitForHydration(page);
    await expect(page.locator('[role="tab"][aria-selected="true"]').getAttribute('data-category')).resolves.toBe('smileys-emotion');
  });

  it('lists every category on index_v1 with the same copy and search', async () => {
    const page = await visitPage();
    const problems = watchConsole(page);
    await page.goto('/en/index_v1');
    await waitForHydration(page);
    expect(await page.locator('.category-section').count()).toBe(9);
    // Each emoji is a link to its page there (tests/e2e/backend-lane/catalog-links.test.ts); in copy mode a click copies.
    await page.locator('[data-testid="emoji-grid"] [data-hex="1F355"]').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('🍕');
    expect(problems).toEqual([]);
  });
});
