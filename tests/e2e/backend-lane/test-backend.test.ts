/** The e2e run's Parse backend is reachable from a page at the Parse URL the build wrote into the site. */
import { expect, inject, test } from 'vitest';
import { routeParseToTestBackend, useBrowser } from '../use-browser.ts';

const newContext = useBrowser();

test("the built site's Parse URL reaches the test backend", async () => {
  const context = await newContext();
  await routeParseToTestBackend(context);
  const page = await context.newPage();
  await page.goto('/en');
  const health = await page.evaluate(async (url) => (await fetch(`${url}/health`)).json(), inject('builtParseServerUrl'));
  expect(health).toEqual({ status: 'ok' });
});
