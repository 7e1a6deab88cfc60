import { randomBytes } from 'node:crypto';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../../scripts/run/admin.ts';
import { clientRequest, testBackend } from '../backend-rest.ts';
import { openFeedbackBoard } from '../feedback-board.ts';
import { routeParseToTestBackend, useBrowser, waitForHydration } from '../use-browser.ts';

/**
 * The feedback board in Chromium against the e2e run's real Parse Server (started by the global
 * setup, which also holds the master key the admin is created with).
 */
const newContext = useBrowser();

const admin = { username: 'e2e-feedback-admin', password: randomBytes(12).toString('hex') };

beforeAll(async () => {
  await ensureAdmin(testBackend(), admin);
});

/** Signs up a new anonymous visitor, as a fresh browser does; returns its session token. */
async function newVisitorSession(): Promise<string> {
  const user = await clientRequest('/users', { authData: { anonymous: { id: randomBytes(16).toString('hex') } } });
  return String(user.sessionToken);
}

async function callFunction(sessionToken: string, name: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
  return (await clientRequest(`/functions/${name}`, params, sessionToken)).result as Record<string, unknown>;
}

/** Feedback submitted by a new visitor and approved by the admin, without the UI (for test data). */
async function approvedFeedback(content: string): Promise<string> {
  const { id } = await callFunction(await newVisitorSession(), 'submitFeedback', { content });
  const { sessionToken } = await clientRequest('/login', admin);
  await callFunction(String(sessionToken), 'reviewFeedback', { id, decision: 'approve' });
  return String(id);
}

/** A fresh browser whose Parse calls reach the test backend. */
async function newVisitor(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await newContext(options);
  await routeParseToTestBackend(context);
  return context;
}

const toastSays = (page: Page, text: string) => page.getByTestId('toast').getByText(text, { exact: true }).waitFor();
/** The public list, as opposed to the admin's review queue, which lists items the same way. */
const listed = (page: Page, content: string): Locator => page.locator('.feedback-board [data-testid="feedback-item"]').filter({ hasText: content });

async function submit(page: Page, content: string): Promise<void> {
  await page.getByTestId('feedback-content').fill(content);
  await page.getByTestId('feedback-contact').fill('e2e@example.com');
  await page.getByTestId('feedback-submit').click();
}

describe('feedback board in Chromium', () => {
  it('submit, approve as admin, see it listed, vote twice, reply as admin, see the labelled reply', async () => {
    const content = `E2E feedback ${randomBytes(4).toString('hex')} 🎉`;

    const visitor = await openFeedbackBoard(await newVisitor());
    await submit(visitor.page, content);
    await visitor.page.getByText('Submitted successfully, thank you for your feedback!').waitFor();
    await visitor.page.getByText('Your feedback will be displayed after review').waitFor();
    await expect(visitor.page.getByTestId('feedback-content').inputValue()).resolves.toBe('');
    await expect(listed(visitor.page, content).count()).resolves.toBe(0);

    // The admin signs in through ?admin, finds the item with its contact, and approves it.
    const desk = await openFeedbackBoard(await newVisitor(), '/en/feedback?admin');
    await desk.page.getByLabel('Username').fill(admin.username);
    await desk.page.getByLabel('Password').fill(admin.password);
    await desk.page.getByTestId('admin-sign-in').click();
    const pending = desk.page.getByTestId('admin-pending').getByTestId('feedback-item').filter({ hasText: content });
    await pending.waitFor();
    await expect(pending.textContent()).resolves.toContain('e2e@example.com');
    await pending.getByTestId('admin-approve').click();
    await toastSays(desk.page, 'Approved');
    await pending.waitFor({ state: 'detached' });

    // Listed for the admin at once, without its contact, and the admin replies under it.
    const forAdmin = listed(desk.page, content);
    await forAdmin.waitFor();
    await expect(forAdmin.textContent()).resolves.not.toContain('e2e@example.com');
    await forAdmin.getByTestId('reply-input').fill('Thanks, we are on it');
    await forAdmin.getByTestId('reply-submit').click();
    await forAdmin.getByText('Reply sent successfully').waitFor();

    // The visitor reloads: the item is listed with the reply and its admin label, and no reply box.
    await visitor.page.reload();
    await waitForHydration(visitor.page);
    const item = listed(visitor.page, content);
    await item.waitFor();
    const reply = item.getByTestId('reply');
    await expect(reply.textContent()).resolves.toContain('Thanks, we are on it');
    await expect(reply.getByTestId('reply-admin-label').textContent()).resolves.toBe('Admin');
    await expect(item.getByTestId('feedback-time').textContent()).resolves.toMatch(/^(just now|\d+ minutes? ago)$/);
    await expect(item.getByTestId('reply-input').count()).resolves.toBe(0);

    // One vote counts; the second is refused by the server and the count stays.
    await expect(item.getByTestId('feedback-votes').textContent()).resolves.toBe('0');
    await item.getByTestId('feedback-vote').click();
    await toastSays(visitor.page, 'Voted successfully');
    await expect(item.getByTestId('feedback-votes').textContent()).resolves.toBe('1');
    await item.getByTestId('feedback-vote').click();
    await toastSays(visitor.page, 'You have already voted');
    await expect(item.getByTestId('feedback-votes').textContent()).resolves.toBe('1');

    // Chromium logs the refused second vote (HTTP 400, code 137) itself; that one is expected.
    const refusedVote = /status of 400 .*\/functions\/voteFeedback/;
    expect([...visitor.problems, ...desk.problems].filter((problem) => !refusedVote.test(problem))).toEqual([]);
  });

  it('switches between latest and popular order', async () => {
    // An older item with a vote and a newer one without: the two orders put them the other way round.
    const older = await approvedFeedback(`E2E popular ${randomBytes(4).toString('hex')}`);
    const newer = await approvedFeedback(`E2E latest ${randomBytes(4).toString('hex')}`);
    await callFunction(await newVisitorSession(), 'voteFeedback', { id: older });

    const { page, problems } = await openFeedbackBoard(await newVisitor());
    const items = page.locator('.feedback-board [data-testid="feedback-item"]');
    const order = async () =>
      (await items.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-id')))).filter(
        (id) => id === older || id === newer,
      );
    await items.first().waitFor();
    expect(await order()).toEqual([newer, older]);
    await expect(page.getByTestId('feedback-sort-latest').getAttribute('aria-pressed')).resolves.toBe('true');

    const showSorted = async (sort: 'latest' | 'popular') => {
      const answered = page.waitForResponse(
        (response) => response.url().endsWith('/functions/listFeedback') && (response.request().postData() ?? '').includes(`"${sort}"`),
      );
      await page.getByTestId(`feedback-sort-${sort}`).click();
      await answered;
      await items.first().waitFor();
    };
    await showSorted('popular');
    await expect(page.getByTestId('feedback-sort-popular').getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.getByTestId('feedback-sort-latest').getAttribute('aria-pressed')).resolves.toBe('false');
    expect(await order()).toEqual([older, newer]);
    const votes = (await items.getByTestId('feedback-votes').allTextContents()).map(Number);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));

    await showSorted('latest');
    expect(await order()).toEqual([newer, older]);
    expect(problems).toEqual([]);
  });

  it('holds the page still on a phone while the items arrive: the footer does not move', async () => {
    for (let item = 0; item < 3; item += 1) await approvedFeedback(`E2E still ${item} ${randomBytes(4).toString('hex')}`);
    const context = await newVisitor({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    // Every layout shift a visitor did not cause, from the first paint on (what CLS adds up).
    await context.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const { page, problems } = await openFeedbackBoard(context, '/feedback');
    await page.locator('.feedback-board [data-testid="feedback-item"]').first().waitFor();
    // Two frames, so that a shift of the frame that showed the items is reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    // The footer, visible in the first screen, moved down when the items came: 0.05 here (0.084 in
    // Lighthouse). What may remain is an item at the fold laid out on its first frame
    // (content-visibility): 0.0002.
    expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.001);
    expect(problems).toEqual([]);
  });

  it('shows an item that tries markup and a javascript: link as its text, and runs none of it', async () => {
    const tag = randomBytes(4).toString('hex');
    const content = `E2E hostile ${tag} <img src=x onerror="window.ran=1"><script>window.ran=2</script> <a href="javascript:window.ran=3">link</a> javascript:window.ran=4`;
    await approvedFeedback(content);
    const { page, problems } = await openFeedbackBoard(await newVisitor());
    const item = listed(page, `E2E hostile ${tag}`);
    await item.waitFor();
    await expect(item.locator('.feedback-item-content').textContent()).resolves.toBe(content);
    expect(await item.locator('img, script, a[href^="javascript:"]').count()).toBe(0);
    await item.getByText('javascript:window.ran=4').click();
    expect(await page.evaluate(() => (window as { ran?: number }).ran)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('keeps the typed text when a submit fails offline, across a reload too', async () => {
    const context = await newVisitor();
    const { page } = await openFeedbackBoard(context);
    await context.setOffline(true);
    await submit(page, 'Written on a train without signal');
    await page.getByText('Submission failed, please try again later.').waitFor();
    await expect(page.getByTestId('feedback-content').inputValue()).resolves.toBe('Written on a train without signal');

    await context.setOffline(false);
    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="feedback-content"]') as HTMLTextAreaElement | null)?.value === 'Written on a train without signal',
    );
  });
});
