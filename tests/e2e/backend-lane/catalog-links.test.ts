/**
 * In detail mode every emoji shown to look up (search results, history, favourites) is a
 * link to its page, while a plain click still opens the details and a modifier click opens the page;
 * index_v1 carries a crawlable link for each of the 1,914 emoji in its own language, and copies in
 * copy mode as before.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_EMOJI_COUNT } from '../../emoji-count.ts';
import { useBrowser, waitForHydration, watchConsole } from '../use-browser.ts';

const newContext = useBrowser();
const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };

describe('links from the catalogue to the emoji pages', () => {
  it.each([
    ['/en/index_v1', '/en/emoji/'],
    ['/index_v1', '/emoji/'],
  ])('%s links every emoji to its page without JavaScript', async (path, prefix) => {
    const page = await (await newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(path);
    const hrefs = await page.locator('[data-testid="emoji-grid"] a[data-hex]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    // Emoji 17's emoji outside the component group: one page each.
    expect(hrefs.length).toBe(PAGE_EMOJI_COUNT);
    expect(new Set(hrefs).size).toBe(PAGE_EMOJI_COUNT);
    expect(hrefs.every((href) => href.startsWith(prefix) && /^[a-z0-9-]+$/.test(href.slice(prefix.length)))).toBe(true);
    expect(hrefs).toEqual(
      expect.arrayContaining([`${prefix}pizza`, `${prefix}flag-japan`, `${prefix}keycap-number-sign`, `${prefix}family-adult-adult-child`]),
    );
    // Copy is the default mode: a plain click copies, so the links are announced as buttons.
    expect(await page.locator(`[data-testid="emoji-grid"] a[href="${prefix}pizza"]`).getAttribute('role')).toBe('button');
  });

  it('index_v1: copy mode copies on a click and on Space; detail mode opens the details; the page stays', async () => {
    const context = await newContext(clipboard);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto('/en/index_v1');
    await waitForHydration(page);
    const pizza = page.locator('[data-testid="emoji-grid"] [data-hex="1F355"]');
    await pizza.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('🍕');
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.locator('[data-testid="emoji-grid"] [data-hex="1F35F"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press(' ');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-hex'))).toBe('1F355');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('🍕');

    await page.getByTestId('panel-mode-detail').click();
    expect(await pizza.getAttribute('role')).toBe(null);
    await pizza.click();
    expect(await page.getByTestId('emoji-details').locator('h2').textContent()).toBe('pizza');
    expect(new URL(page.url()).pathname).toBe('/en/index_v1');
    expect(problems).toEqual([]);
  });

  it('home, detail mode: search results, history and favourites link to the page; a plain click opens the details, a modifier click the page', async () => {
    const context = await newContext(clipboard);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto('/ja');
    await waitForHydration(page);
    // Copy mode: results stay buttons.
    await page.getByTestId('search-input').fill('ピザ');
    const result = page.locator('[data-testid="emoji-grid"] [data-hex="1F355"]');
    expect(await result.evaluate((cell) => cell.tagName)).toBe('BUTTON');
    await result.click();
    const recent = page.getByTestId('history').locator('[data-hex="1F355"]');
    expect(await recent.evaluate((cell) => cell.tagName)).toBe('BUTTON');

    await page.getByTestId('panel-mode-detail').click();
    for (const cell of [result, recent]) {
      expect(await cell.getAttribute('href')).toBe('/ja/emoji/pizza');
      expect(await cell.getAttribute('aria-label')).toBe('ピザ');
      await cell.click();
      const details = page.getByTestId('emoji-details');
      expect(await details.locator('h2').textContent()).toBe('ピザ');
      if (cell === result) await details.getByTestId('favorite-toggle').click();
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/ja');
    }
    expect(await page.getByTestId('favorites').locator('[data-hex="1F355"]').getAttribute('href')).toBe('/ja/emoji/pizza');

    // Ctrl (or a middle click) leaves the click to the browser: the page opens in a new tab.
    const [opened] = await Promise.all([context.waitForEvent('page'), result.click({ modifiers: ['ControlOrMeta'] })]);
    // A new tab starts at about:blank, whose load can come first (the packaged Chromium's did).
    await opened.waitForURL((url) => url.pathname === '/ja/emoji/pizza');
    expect(await page.getByTestId('emoji-details').count()).toBe(0);

    // Keyboard: the results keep one tab stop and arrow keys; Enter opens the details.
    await page.getByTestId('search-input').fill('猫');
    const cells = page.locator('[data-testid="emoji-grid"] a[data-hex]');
    await cells.first().waitFor();
    expect(await cells.evaluateAll((links) => links.map((a) => a.getAttribute('tabindex')).filter((index) => index === '0').length)).toBe(1);
    await cells.first().focus();
    await page.keyboard.press('ArrowRight');
    const second = await cells.nth(1).getAttribute('data-hex');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-hex'))).toBe(second);
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('detail-hexcode').textContent()).toBe(second);
    expect(problems).toEqual([]);
  });
});
