import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../../scripts/run/admin.ts';
import { clientRequest, testBackend } from '../backend-rest.ts';
import { openFeedbackBoard } from '../feedback-board.ts';
import { routeParseToTestBackend, useBrowser } from '../use-browser.ts';

/**
 * In Chromium against the e2e run's real Parse Server: a visitor sees their own items waiting for
 * review, marked, and nobody else does; an admin hides an approved item.
 */
const newContext = useBrowser();
const admin = { username: 'e2e-moderation-admin', password: randomBytes(12).toString('hex') };

beforeAll(async () => {
  await ensureAdmin(testBackend(), admin);
});

/** A fresh visitor's browser on a board, its Parse calls reaching the test backend. */
async function openBoard(path = '/en/feedback'): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await newContext();
  await routeParseToTestBackend(context);
  return { context, ...(await openFeedbackBoard(context, path)) };
}

describe('feedback moderation in Chromium', () => {
  it("shows a visitor their own waiting item, marked, and no one else's", async () => {
    const content = `Waiting item ${randomBytes(4).toString('hex')}`;
    const author = await openBoard();
    await author.page.getByTestId('feedback-content').fill(content);
    await author.page.getByTestId('feedback-submit').click();
    const own = author.page.getByTestId('feedback-own-pending');
    await own.getByText(content).waitFor();
    await expect(own.getByTestId('feedback-pending-badge').first().textContent()).resolves.toBe('Waiting for review — only you can see it');
    await expect(author.page.locator('.feedback-board').getByText(content).count()).resolves.toBe(0);
    // Still there after a reload, on this device.
    await author.page.reload();
    await author.page.getByTestId('feedback-own-pending').getByText(content).waitFor();

    const stranger = await openBoard('/ja/feedback');
    await stranger.page.locator('.feedback-board[aria-busy="false"]').waitFor();
    await expect(stranger.page.getByText(content).count()).resolves.toBe(0);
    expect([...author.problems, ...stranger.problems]).toEqual([]);
  });

  it('lets an admin hide an approved item, which leaves the board for visitors too', async () => {
    const content = `Hide me ${randomBytes(4).toString('hex')}`;
    const visitor = await clientRequest('/users', { authData: { anonymous: { id: randomBytes(16).toString('hex') } } });
    const submitted = (await clientRequest('/functions/submitFeedback', { content }, String(visitor.sessionToken))).result as { id: string };
    const { sessionToken } = await clientRequest('/login', admin);
    await clientRequest('/functions/reviewFeedback', { id: submitted.id, decision: 'approve' }, String(sessionToken));

    const desk = await openBoard('/en/feedback?admin');
    await desk.page.getByLabel('Username').fill(admin.username);
    await desk.page.getByLabel('Password').fill(admin.password);
    await desk.page.getByTestId('admin-sign-in').click();
    const item = desk.page.locator('.feedback-board [data-testid="feedback-item"]').filter({ hasText: content });
    await item.getByTestId('admin-hide').click();
    await desk.page.getByTestId('toast').getByText('Hidden from the board', { exact: true }).waitFor();
    await item.waitFor({ state: 'detached' });

    const reader = await openBoard();
    // Loaded (the board may be empty now).
    await reader.page.locator('.feedback-board[aria-busy="false"]').waitFor();
    await expect(reader.page.getByText(content).count()).resolves.toBe(0);
    expect([...desk.problems, ...reader.problems]).toEqual([]);
  });
});
