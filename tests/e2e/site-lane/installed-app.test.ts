/**
 * The site as an installed app, in Chromium: every language's manifest names one app (Chromium's
 * own installability check and manifest parser), text shared from another app opens the optimizer
 * and runs it, the shortcuts and screenshots answer, the quiet install offer, the emoji page's
 * share button.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { launchWithProfile } from '../../../scripts/lib/browser.ts';
import { LANGUAGES, type LanguageCode, pathOf, text } from '../site-map.ts';
import { useBrowser, waitForHydration, watchConsole } from '../use-browser.ts';

const newContext = useBrowser();

/** Each language's home: the unprefixed Chinese one, /zh (which links the same manifest) and the other five. */
const HOMES: { path: string; lang: LanguageCode }[] = [{ path: '/', lang: 'zh' }, ...LANGUAGES.map(({ code }) => ({ path: `/${code}`, lang: code }))];

/** What Chromium's manifest parser made of a page's manifest (DevTools' Page.getAppManifest, the fields read here). */
interface ParsedManifest {
  id: string;
  scope: string;
  startUrl: string;
  name: string;
  launchHandler: { clientMode: string };
  shareTarget: { action: string; method: string };
  shortcuts: { name: string; url: string }[];
  screenshots: { image: { url: string }; formFactor: string; label: string }[];
}

/** A visitor who has no share sheet (Chromium on Linux has none; this holds wherever the tests run). */
const withoutShareSheet = () => {
  Reflect.deleteProperty(Navigator.prototype, 'share');
};
/** A visitor whose device has one: what is shared is recorded on window.shared. */
const withShareSheet = () => {
  const shared: ShareData[] = [];
  Object.assign(window, { shared });
  Object.defineProperty(Navigator.prototype, 'share', {
    configurable: true,
    value: (data: ShareData) => {
      shared.push(data);
      return Promise.resolve();
    },
  });
};
const sharedData = (page: Page) => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);

describe('the installed app in Chromium', () => {
  it("every language's manifest passes Chromium's installability check and names one app: one id, one scope, its own words and home", async () => {
    // A profile on disk, as a visitor's browser: an off-the-record context is never installable.
    const profile = mkdtempSync(join(tmpdir(), 'emoji-atlas-install-'));
    const context = await launchWithProfile(profile, { locale: 'zh-CN' });
    onTestFinished(async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const devtools = await context.newCDPSession(page);
    const origin = inject('siteUrl');
    const ids = new Set<string>();
    const scopes = new Set<string>();
    for (const { path, lang } of HOMES) {
      await page.goto(`${origin}${path}`);
      const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors, path).toEqual([]);
      const { errors, manifest, data } = (await devtools.send('Page.getAppManifest')) as unknown as {
        errors: unknown[];
        manifest: ParsedManifest;
        data: string;
      };
      // Fields the parsed form leaves out (short_name) or garbles (the share target's params, in 147) are read as served.
      const served = JSON.parse(data) as { short_name: string; share_target: { params: unknown } };
      expect(errors, path).toEqual([]);
      ids.add(manifest.id);
      scopes.add(manifest.scope);
      expect(manifest.name, path).toBe(text(lang, 'pwa.appName'));
      expect(served.short_name, path).toBe(text(lang, 'meta.siteName'));
      expect(manifest.startUrl, path).toBe(`${origin}${pathOf(lang, 'home')}`);
      expect(manifest.launchHandler.clientMode, path).toBe('kNavigateExisting');
      expect(manifest.shareTarget, path).toMatchObject({ action: `${origin}${pathOf(lang, 'optimizer')}`, method: 'kGet' });
      expect(served.share_target.params, path).toEqual({ title: 'title', text: 'text', url: 'url' });
      expect(
        manifest.shortcuts.map(({ name, url }) => [name, url]),
        path,
      ).toEqual([
        [text(lang, 'search.label'), `${origin}${pathOf(lang, 'home')}#search`],
        [text(lang, 'optimizer.heading'), `${origin}${pathOf(lang, 'optimizer')}`],
        [text(lang, 'kitchen.title'), `${origin}${pathOf(lang, 'home')}#kitchen`],
        [text(lang, 'appManifest.allEmoji'), `${origin}${pathOf(lang, 'index_v1')}`],
      ]);
      expect(
        manifest.screenshots.map(({ image, formFactor, label }) => [image.url, formFactor, label]),
        path,
      ).toEqual([
        [`${origin}/screenshots/${lang}-narrow.webp`, 'kNarrow', text(lang, 'appManifest.screenshotNarrow')],
        [`${origin}/screenshots/${lang}-wide.webp`, 'kWide', text(lang, 'appManifest.screenshotWide')],
      ]);
    }
    expect([...ids]).toEqual([`${origin}/`]);
    expect([...scopes]).toEqual([`${origin}/`]);
  });

  it('the shortcuts, their icons and the screenshots answer 200; #search focuses the search box, #kitchen shows the kitchen', async () => {
    const context = await newContext();
    const origin = inject('siteUrl');
    for (const { code: lang } of LANGUAGES) {
      const manifestUrl = `${lang === 'zh' ? '' : `/${lang}`}/manifest.webmanifest`;
      const manifest = (await (await context.request.get(manifestUrl)).json()) as {
        shortcuts: { url: string; icons: { src: string }[] }[];
        screenshots: { src: string }[];
      };
      for (const shortcut of manifest.shortcuts) {
        expect((await context.request.get(shortcut.url.replace(/#.*$/, ''))).status(), `${lang} ${shortcut.url}`).toBe(200);
        const icon = await context.request.get(shortcut.icons[0]!.src);
        expect([icon.status(), icon.headers()['content-type']], shortcut.icons[0]!.src).toEqual([200, 'image/png']);
      }
      for (const screenshot of manifest.screenshots) {
        const image = await context.request.get(screenshot.src);
        expect([image.status(), image.headers()['content-type']], screenshot.src).toEqual([200, 'image/webp']);
        expect((await image.body()).length, screenshot.src).toBeLessThanOrEqual(60 * 1024);
      }
    }
    const page = await context.newPage();
    await page.goto(`${origin}/ko#search`);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-input');
    await page.goto(`${origin}/es#kitchen`);
    await waitForHydration(page);
    // Scrolled down to it (it is home's last part: its top stays below the window's when the page ends first).
    await expect
      .poll(() =>
        page
          .locator('#kitchen')
          .evaluate((kitchen) => scrollY > 0 && kitchen.getBoundingClientRect().top >= 0 && kitchen.getBoundingClientRect().top < innerHeight / 2),
      )
      .toBe(true);
  });

  it('a share opens the optimizer in every language with the shared text in the box, runs it and shows the result; bad text gets the usual message', async () => {
    // A phone's screen, where the result is below the fold.
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    // The online optimizer is another lane's (optimizer.test.ts): here the device answers.
    await context.route('**/parse_server/**', (route) => route.abort());
    await context.addInitScript(withShareSheet);
    const page = await context.newPage();
    const problems = watchConsole(page);
    for (const { code: lang } of LANGUAGES) {
      const optimizer = pathOf(lang, 'optimizer');
      await page.goto(
        `${optimizer}?title=${encodeURIComponent('🍕 Friday')}&text=${encodeURIComponent('pizza pizza pizza')}&url=${encodeURIComponent('https://example.com/')}`,
      );
      await waitForHydration(page);
      const status = page.getByTestId('optimizer-status');
      await expect.poll(() => status.textContent(), { message: lang, timeout: 30_000 }).toBe(text(lang, 'optimizer.offline'));
      expect(await page.getByTestId('optimizer-input').inputValue(), lang).toBe('🍕 Friday\npizza pizza pizza\nhttps://example.com/');
      // A reload would run it again: the share's parameters are gone from the address.
      expect(new URL(page.url()).pathname + new URL(page.url()).search, lang).toBe(optimizer);
      const result = (await page.getByTestId('optimizer-output').textContent())!;
      expect(result.startsWith('🍕 Friday\n'), lang).toBe(true);
      // The whole result, Copy and Share included, on the screen.
      const { top, bottom } = await page
        .getByTestId('optimizer-output')
        .evaluate((output) => output.closest('section')!.getBoundingClientRect().toJSON());
      expect(top >= 0 && bottom <= 844, `${lang} result from ${top} to ${bottom}`).toBe(true);

      await page.getByTestId('optimizer-share').click();
      await expect.poll(() => sharedData(page), { message: lang }).toEqual([{ text: result }]);

      await page.goto(`${optimizer}?text=hey`);
      await expect.poll(() => page.getByTestId('optimizer-error').textContent(), { message: lang }).toBe(text(lang, 'optimizer.tooShort'));
      expect(await page.getByTestId('optimizer-output').count(), lang).toBe(0);
    }
    expect(problems.filter((problem) => !/parse_server|ERR_FAILED/.test(problem))).toEqual([]);
    // Six languages, each loading its words for the on-device engine: 30 s on a quiet machine, over 60 s on a busy one.
  }, 180_000);

  describe('install offer', () => {
    /** What Chromium hands the page when it offers to install; prompt() is recorded on window.prompted. */
    const offerInstall = (page: Page) =>
      page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => {
            Object.assign(window, { prompted: true });
            return Promise.resolve({ outcome: 'accepted' });
          },
        });
        dispatchEvent(event);
        return event.defaultPrevented;
      });
    /**
     * The page as the installed app's window shows it. Chromium 147 and 150 accept an emulated
     * display-mode (Emulation.setEmulatedMedia) but do not apply it (matchMedia stays false); there
     * the page's own (display-mode: standalone) rules are applied as the app's window would.
     */
    const showAsInstalledApp = async (page: Page) => {
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Emulation.setEmulatedMedia', { features: [{ name: 'display-mode', value: 'standalone' }] });
      if (await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)) return;
      const applied = await page.evaluate(() => {
        let rules = 0;
        for (const sheet of document.styleSheets) {
          for (const rule of [...sheet.cssRules]) {
            if (!(rule instanceof CSSMediaRule) || !/display-mode:\s*standalone/.test(rule.conditionText)) continue;
            for (const inner of rule.cssRules) sheet.insertRule(inner.cssText, sheet.cssRules.length);
            rules += rule.cssRules.length;
          }
        }
        return rules;
      });
      expect(applied).toBeGreaterThan(0);
    };

    async function openJapaneseHome(context: BrowserContext): Promise<Page> {
      const page = await context.newPage();
      await page.goto('/ja');
      await waitForHydration(page);
      return page;
    }

    it('appears in the footer in the page language when the browser offers, and prompts once', async () => {
      const page = await openJapaneseHome(await newContext());
      const offer = page.getByTestId('install-offer');
      expect(await offer.count()).toBe(0);
      expect(await offerInstall(page)).toBe(true);
      await offer.waitFor();
      expect(await page.getByTestId('install-app').textContent()).toBe(text('ja', 'pwa.install'));
      expect(await page.getByTestId('install-dismiss').textContent()).toBe(text('ja', 'pwa.installDismiss'));
      expect(await page.locator('footer [data-testid="install-offer"]').count()).toBe(1);

      await page.getByTestId('install-app').click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
      expect(await offer.count()).toBe(0);
    });

    it('is hidden in the installed app (display-mode: standalone)', async () => {
      const page = await openJapaneseHome(await newContext());
      await offerInstall(page);
      const offer = page.getByTestId('install-offer');
      await offer.waitFor();
      await showAsInstalledApp(page);
      await expect.poll(() => offer.isVisible()).toBe(false);
      expect(await offer.count()).toBe(1);
    });

    it('"no thanks" is remembered: the next offer leaves the page alone', async () => {
      const context = await newContext();
      const page = await openJapaneseHome(context);
      await offerInstall(page);
      await page.getByTestId('install-dismiss').click();
      expect(await page.getByTestId('install-offer').count()).toBe(0);
      await page.reload();
      await waitForHydration(page);
      // Not taken: the browser keeps its own install entry.
      expect(await offerInstall(page)).toBe(false);
      expect(await page.getByTestId('install-offer').count()).toBe(0);
    });
  });

  describe('emoji page share button', () => {
    it('opens the share sheet with the page where there is one', async () => {
      const context = await newContext();
      await context.addInitScript(withShareSheet);
      const page = await context.newPage();
      await page.goto('/ja/emoji/grinning-face');
      await waitForHydration(page);
      const button = page.getByTestId('emoji-page-share');
      expect(await button.textContent()).toContain(text('ja', 'emojiPage.shareLink'));
      await button.click();
      const canonical = await page.getAttribute('link[rel="canonical"]', 'href');
      const name = await page.locator('h1').textContent();
      await expect.poll(() => sharedData(page)).toEqual([{ title: await page.title(), text: `😀 ${name}`, url: canonical }]);
    });

    it('copies the link where there is none, and says so in the page language', async () => {
      const context = await newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
      await context.addInitScript(withoutShareSheet);
      const page = await context.newPage();
      await page.goto('/es/emoji/red-heart');
      await waitForHydration(page);
      await page.getByTestId('emoji-page-share').click();
      await expect.poll(() => page.getByTestId('toast').textContent()).toBe(text('es', 'emojiPage.linkCopied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getAttribute('link[rel="canonical"]', 'href'));
    });
  });
});
