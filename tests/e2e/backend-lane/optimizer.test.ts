/**
 * The optimizer screen in Chromium against the built site and the test backend: the full flow
 * (type, choose a mode, optimize on the server, see the emoji highlighted, copy), pasting with and
 * without clipboard permission, validation, the draft across a reload, the keyboard, and the
 * on-device fallback when the backend cannot be reached (requests aborted, browser offline).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { builtManifest } from '../built-site.ts';
import { routeParseToTestBackend, useBrowser, waitForHydration, watchConsole } from '../use-browser.ts';

const newContext = useBrowser();
const OFFLINE_NOTE = 'Optimized on this device because the server could not be reached.';

async function openOptimizer(context: BrowserContext, path = '/en/optimizer'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

const input = (page: Page) => page.getByTestId('optimizer-input');
const output = (page: Page) => page.getByTestId('optimizer-output');

async function waitForStatus(page: Page, expected: string): Promise<void> {
  await page.waitForFunction((text) => document.querySelector('[data-testid="optimizer-status"]')?.textContent === text, expected);
}

describe('optimizer in Chromium', () => {
  it('optimizes on the server, highlights the emoji and copies the result', async () => {
    const context = await newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    await routeParseToTestBackend(context);
    const page = await openOptimizer(context);
    const problems = watchConsole(page);

    await input(page).fill('We ate pizza and ice cream, then the cats slept.');
    await page.getByTestId('optimizer-mode-add').check();
    const answer = page.waitForResponse((response) => response.url().endsWith('/functions/optimizeText'));
    await page.getByTestId('optimizer-run').click();
    expect((await answer).status()).toBe(200);
    await waitForStatus(page, 'Optimization complete');

    await expect(output(page).textContent()).resolves.toBe('We ate😋 pizza🍕 and ice cream🍨, then the cats🐈️ slept😴.');
    await expect(output(page).locator('mark').allTextContents()).resolves.toEqual(['😋', '🍕', '🍨', '🐈️', '😴']);

    await page.getByTestId('optimizer-copy').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="toast"]')?.textContent === 'Copied successfully');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('We ate😋 pizza🍕 and ice cream🍨, then the cats🐈️ slept😴.');
    expect(problems).toEqual([]);
  });

  it('replaces words in Chinese on the unprefixed page', async () => {
    const context = await newContext();
    await routeParseToTestBackend(context);
    const page = await openOptimizer(context, '/optimizer');
    await input(page).fill('生日快乐！我们一起吃了披萨和冰淇淋，还有巧克力。');
    await page.getByTestId('optimizer-mode-replace').check();
    await page.getByTestId('optimizer-run').click();
    await waitForStatus(page, '优化完成');
    await expect(output(page).textContent()).resolves.toBe('🥳！我们一起😋了🍕和🍨，还有🍫。');
  });

  it('validates before sending, in the page language', async () => {
    const context = await newContext();
    await routeParseToTestBackend(context);
    const page = await openOptimizer(context, '/ja/optimizer');
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/functions/optimizeText')) calls += 1;
    });
    await page.getByTestId('optimizer-run').click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('テキストを入力してください');
    await input(page).fill('ねこ');
    await page.getByTestId('optimizer-run').click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('テキストは5文字以上で入力してください');
    expect(calls).toBe(0);
  });

  it('pastes from the clipboard when allowed', async () => {
    const context = await newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await openOptimizer(context);
    await page.evaluate(() => navigator.clipboard.writeText('Coffee and cake this afternoon'));
    await page.getByTestId('optimizer-paste').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="toast"]')?.textContent === 'Pasted successfully');
    await expect(input(page).inputValue()).resolves.toBe('Coffee and cake this afternoon');
  });

  it('says pasting failed and how to paste by hand when clipboard access is denied', async () => {
    const context = await newContext();
    const page = await openOptimizer(context);
    // Playwright can only grant; the DevTools protocol can deny, as a visitor does at the prompt.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Browser.setPermission', {
      permission: { name: 'clipboard-read' },
      setting: 'denied',
      origin: new URL(page.url()).origin,
    });
    await page.getByTestId('optimizer-paste').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="toast"]')?.textContent === 'Paste failed');
    await page.getByText('Please paste manually with Ctrl+V or Cmd+V.').waitFor();
    // Focus is in the text area, ready for Ctrl+V.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('optimizer-input');
  });

  it('answers on this device when requests to the backend fail', async () => {
    const context = await newContext();
    await context.route(`${inject('builtParseServerUrl')}/**`, (route) => route.abort('connectionrefused'));
    const page = await openOptimizer(context);
    await input(page).fill('My cat knocked my coffee over');
    await page.getByTestId('optimizer-run').click();
    await waitForStatus(page, OFFLINE_NOTE);
    await expect(output(page).locator('mark').count()).resolves.toBeGreaterThan(0);
  });

  it('answers on this device when the browser is offline', async () => {
    const context = await newContext();
    await routeParseToTestBackend(context);
    const page = await openOptimizer(context, '/es/optimizer');
    // The on-device engine's files (emoji data, word list) must be in before the network goes.
    // Waiting for network idle was not enough: under load, the page was idle before its effect
    // asked for them (two fresh-clone runs failed here).
    const manifest = builtManifest();
    const engineFiles = ['src/generated/emoji-es.json', 'data/optimizer-words/es.json'].map((key) => `/${manifest[key]!.file}`);
    await page.waitForFunction(
      (files) => files.every((file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file))),
      engineFiles,
    );
    await context.setOffline(true);
    await input(page).fill('Ayer comimos pizza con los gatos');
    await page.getByTestId('optimizer-mode-replace').check();
    await page.getByTestId('optimizer-run').click();
    await waitForStatus(page, 'Se ha optimizado en este dispositivo porque no se ha podido conectar con el servidor.');
    await expect(output(page).textContent()).resolves.toBe('Ayer comimos 🍕 con los 🐈️');
  });

  it('keeps the text and mode across a reload', async () => {
    const context = await newContext();
    const page = await openOptimizer(context);
    await input(page).fill('Sunny beach day with ice cream');
    await page.getByTestId('optimizer-mode-replace').check();
    await page.reload();
    await waitForHydration(page);
    await expect(input(page).inputValue()).resolves.toBe('Sunny beach day with ice cream');
    await expect(page.getByTestId('optimizer-mode-replace').isChecked()).resolves.toBe(true);
  });

  it('works from the keyboard: modes are one radio group, the focus ring is visible', async () => {
    const context = await newContext();
    await routeParseToTestBackend(context);
    const page = await openOptimizer(context);
    await input(page).focus();
    await page.keyboard.type('Pizza and coffee tonight');
    // The paste button is before the text area; from the text area, Tab reaches the modes.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('optimizer-mode-add');
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(ring).not.toBe('none');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('optimizer-mode-replace').isChecked()).resolves.toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('optimizer-run');
    await page.keyboard.press('Enter');
    await waitForStatus(page, 'Optimization complete');
    await expect(output(page).textContent()).resolves.toBe('🍕 and ☕️ tonight');
  });
});
