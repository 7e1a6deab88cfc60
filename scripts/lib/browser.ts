/**
 * Launches the Chromium the e2e tests and the bench drive: CHROME_PATH, else /usr/bin/chromium,
 * else the binary of the npm package @sparticuz/chromium (so a fresh `npm ci` is enough).
 */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, type BrowserContextOptions, type BrowserServer, chromium } from 'playwright-core';
import { packagedChromium } from './packaged-chromium.ts';

/**
 * Tests and the bench run without a network: these keep Chromium from calling home (updates, sync,
 * QUIC probes), which would only add noise to the console and to the measured requests.
 */
const OFFLINE_FLAGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/**
 * Flags of @sparticuz/chromium's list the tests must not have: with --single-process, closing a
 * browser context takes the whole browser down (every test opens and closes its own); the other
 * two switch off CORS and mixed-content blocking, which would hide bugs a visitor's browser shows.
 */
const PACKAGED_FLAGS_LEFT_OUT = new Set(['--single-process', '--disable-web-security', '--allow-running-insecure-content']);

async function findChromium(): Promise<{ executablePath: string; args: string[] }> {
  if (process.env.CHROME_PATH) return { executablePath: process.env.CHROME_PATH, args: [] };
  if (existsSync(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM, args: [] };
  const packaged = await packagedChromium();
  // The packaged build is made for sandboxless serverless hosts and needs its flags to start.
  const args = packaged.args.filter((flag) => !PACKAGED_FLAGS_LEFT_OUT.has(flag));
  return { executablePath: packaged.executablePath, args: [...args, '--no-sandbox'] };
}

/** The browser to start and its flags; `extraArgs` are added to the command line, e.g. a DevTools port for Lighthouse. */
async function launchOptions(extraArgs: readonly string[] = []): Promise<{ executablePath: string; headless: true; args: string[] }> {
  const { executablePath, args } = await findChromium();
  return { executablePath, headless: true, args: [...args, ...OFFLINE_FLAGS, ...extraArgs] };
}

/** The tests' and the bench's Chromium, with its own protocol connection. */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch(await launchOptions(extraArgs));
}

/** The same Chromium, for clients that connect to it over a WebSocket (`chromium.connect`). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(await launchOptions());
}

/**
 * A Chromium whose one context is a profile kept in `userDataDir`, where launchBrowser's contexts
 * are off the record: Chromium judges a page in an off-the-record profile not installable
 * ('in-incognito'), whatever the site does. Closing the context closes the browser.
 */
export async function launchWithProfile(userDataDir: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...options, ...(await launchOptions()) });
}
