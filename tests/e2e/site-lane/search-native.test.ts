import { describe, expect, it } from 'vitest';
import { countryNames } from '../../../src/emoji/country-names.ts';
import { useBrowser, useVisitPage, waitForHydration } from '../use-browser.ts';

const newContext = useBrowser();
const visitPage = useVisitPage(() => newContext({ serviceWorkers: 'block' }, 'file'));

const firstHex = (page: Awaited<ReturnType<typeof visitPage>>) => page.getByTestId('emoji-grid').locator('button').first().getAttribute('data-hex');

describe('searching the way natives type, in Chromium', () => {
  it.each([
    ['/ja', 'ねこ', '1F408'], // 🐈 ネコ, through the readings file fetched for the kana query
    ['/ja', 'neko', '1F408'],
    ['/ko', 'ㄱㅇㅇ', '1F408'], // 고양이
    ['/', '貓', '1F408'], // Traditional on the Simplified page
    ['/zh_tw', '飞机', '2708'],
    ['/en', 'usa', '1F1FA-1F1F8'],
    ['/ko', '미국', '1F1FA-1F1F8'],
    ['/en', 'U+1F600', '1F600'],
    ['/en', 'catt', '1F408'],
  ])('%s %s puts %s first', async (path, query, hexcode) => {
    const page = await visitPage();
    await page.goto(path);
    await waitForHydration(page);
    await page.getByTestId('search-input').fill(query);
    await expect.poll(() => firstHex(page)).toBe(hexcode);
  });

  it('does not search while an input method composes 고양이, and searches when it ends', async () => {
    const page = await visitPage();
    await page.goto('/ko');
    await waitForHydration(page);
    const input = page.getByTestId('search-input');
    await input.fill('dog');
    await expect.poll(() => firstHex(page)).toBe('1F415'); // 🐕
    await input.fill('');
    await input.focus();
    const cdp = await page.context().newCDPSession(page);
    // What Chromium receives from a Korean input method, syllable by syllable (ㄱ, 고, 공, 고야, ...).
    for (const text of ['ㄱ', '고', '공', '고야', '고양', '고양이']) {
      await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
      expect(await input.inputValue()).toBe(text);
      expect(await page.locator('.empty-state').count()).toBe(0); // no "No emoji found" flashing
    }
    await cdp.send('Input.insertText', { text: '고양이' });
    await cdp.detach();
    await expect.poll(() => firstHex(page)).toBe('1F408'); // 🐈 고양이
    expect(await input.inputValue()).toBe('고양이');
  });

  it('keeps the last results while a composition is in progress', async () => {
    const page = await visitPage();
    await page.goto('/ja');
    await waitForHydration(page);
    const input = page.getByTestId('search-input');
    await input.fill('dog');
    await expect.poll(() => firstHex(page)).toBe('1F415');
    const cdp = await page.context().newCDPSession(page);
    for (const text of [' n', ' ね', ' ねk', ' ねこ']) {
      await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
      expect(await firstHex(page)).toBe('1F415');
    }
    await cdp.send('Input.insertText', { text: ' 猫' });
    await cdp.detach();
    expect(await input.inputValue()).toBe('dog 猫');
  });

  it("Chromium's ICU names the regions as Node's does, but for six", async () => {
    const page = await visitPage();
    await page.goto('/en');
    const regions = Array.from({ length: 26 * 26 }, (_, n) => String.fromCharCode(65 + Math.floor(n / 26), 65 + (n % 26)));
    const inChromium = await page.evaluate((codes) => {
      const names: Record<string, string[]> = {};
      const displays = ['zh-CN', 'zh-TW', 'en', 'ja', 'ko', 'es'].flatMap((locale) =>
        (['long', 'short'] as const).map((style) => new Intl.DisplayNames(locale, { type: 'region', style, fallback: 'none' })),
      );
      for (const code of codes) names[code] = displays.map((display) => display.of(code) ?? '');
      return names;
    }, regions);
    const inNode = (code: string) =>
      ['zh-CN', 'zh-TW', 'en', 'ja', 'ko', 'es'].flatMap((locale) =>
        (['long', 'short'] as const).map((style) => new Intl.DisplayNames(locale, { type: 'region', style, fallback: 'none' }).of(code) ?? ''),
      );
    const differ = regions.filter((code) => inChromium[code]!.join('|') !== inNode(code).join('|'));
    // Of 676 codes, the Chromium builds the tests run on name at most these six differently
    // (Chromium 147: all six; Debian's 150: FK, HK, MO, PS): Sark (CQ) unnamed, longer names for FK,
    // HK, MO, PS, and 대한민국 only for KR in Korean (Node also 한국: an alias now). Another
    // difference is a country the search may no longer find by the names Node gives.
    expect(differ.filter((code) => !['CQ', 'FK', 'HK', 'KR', 'MO', 'PS'].includes(code))).toEqual([]);
    expect(countryNames('US')).toContain('미국');
  });
});
