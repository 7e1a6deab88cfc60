import { describe, expect, it } from 'vitest';
import { chooseLanguage, isCrawler, languageCookie, languageRedirectScript, rememberLanguage } from '../../../src/i18n/detect-language.ts';

describe('chooseLanguage', () => {
  it.each([
    // [cookie, browser languages, expected]
    ['', [], 'zh'],
    ['', ['zh-CN'], 'zh'],
    ['', ['zh'], 'zh'],
    ['', ['zh-SG'], 'zh'],
    ['', ['zh-Hans'], 'zh'],
    ['', ['zh-TW'], 'zh_tw'],
    ['', ['zh-HK'], 'zh_tw'],
    ['', ['zh-MO'], 'zh_tw'],
    ['', ['zh-Hant'], 'zh_tw'],
    ['', ['zh-Hant-TW'], 'zh_tw'],
    ['', ['zh_TW'], 'zh_tw'],
    ['', ['en-US'], 'en'],
    ['', ['en-GB'], 'en'],
    ['', ['EN-gb'], 'en'],
    ['', ['ja-JP'], 'ja'],
    ['', ['ja'], 'ja'],
    ['', ['ko-KR'], 'ko'],
    ['', ['es-ES'], 'es'],
    ['', ['es-MX'], 'es'],
    ['', ['es-419'], 'es'],
    ['', ['fr-FR'], 'zh'],
    ['', ['fr', 'de', 'ja-JP', 'en'], 'ja'],
    ['', ['fr', 'zh-HK', 'en'], 'zh_tw'],
    ['', ['', 'ko'], 'ko'],
  ] as const)('cookie %j, browser %j -> %s', (cookie, browser, expected) => {
    expect(chooseLanguage(cookie, browser)).toBe(expected);
  });

  it('takes the cookie over the browser languages', () => {
    expect(chooseLanguage('i18n_redirected=ko', ['ja-JP'])).toBe('ko');
    expect(chooseLanguage('theme=dark; i18n_redirected=es; other=1', ['ja-JP'])).toBe('es');
    expect(chooseLanguage('i18n_redirected=zh_tw', ['en-US'])).toBe('zh_tw');
  });

  it('keeps Chinese when the cookie says Chinese, whatever the browser prefers', () => {
    expect(chooseLanguage('i18n_redirected=zh', ['ja-JP', 'en-US'])).toBe('zh');
  });

  it.each(['i18n_redirected=fr', 'i18n_redirected=', 'i18n_redirected=EN', 'i18n_redirected=en-US', 'i18n_redirected=ja%20', 'xi18n_redirected=ko'])(
    'ignores the cookie %j and falls back to the browser languages',
    (cookie) => {
      expect(chooseLanguage(cookie, ['en-GB'])).toBe('en');
      expect(chooseLanguage(cookie, [])).toBe('zh');
    },
  );
});

describe('isCrawler', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    [
      'Googlebot smartphone',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ],
    ['Google-InspectionTool', 'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)'],
    ['bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['Baiduspider', 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
    ['Yahoo Slurp', 'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)'],
    [
      'Lighthouse',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ],
    ['facebookexternalhit', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
  ])('recognises %s', (_name, userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it.each([
    ['Chrome on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Safari/537.36'],
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    ],
    ['Firefox on Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'],
    ['empty', ''],
  ])('lets %s through', (_name, userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });
});

/**
 * The prerender inlines this script in <head> of the unprefixed pages as text, so it must run with
 * nothing but the browser globals it names. Running it with stand-ins for those globals proves it
 * carries everything it needs (an import or closure in chooseLanguage would break it here).
 */
describe('languageRedirectScript', () => {
  const run = (options: { userAgent?: string; cookie?: string; languages?: string[]; url?: string }) => {
    const url = new URL(options.url ?? 'https://emoji.example/');
    const replaced: string[] = [];
    const navigatorStandIn = {
      userAgent: options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Safari/537.36',
      languages: options.languages ?? [],
      language: options.languages?.[0] ?? 'zh-CN',
    };
    const locationStandIn = { pathname: url.pathname, search: url.search, hash: url.hash, replace: (to: string) => replaced.push(to) };
    new Function('navigator', 'document', 'location', languageRedirectScript())(navigatorStandIn, { cookie: options.cookie ?? '' }, locationStandIn);
    return replaced;
  };

  it('stays on the Chinese page for a Chinese browser or no match', () => {
    expect(run({ languages: ['zh-CN'] })).toEqual([]);
    expect(run({ languages: ['fr'] })).toEqual([]);
  });

  it('replaces the URL with the prefixed twin, keeping path, query and hash', () => {
    expect(run({ languages: ['ja-JP'] })).toEqual(['/ja']);
    expect(run({ languages: ['zh-TW'], url: 'https://emoji.example/feedback?sort=popular#top' })).toEqual(['/zh_tw/feedback?sort=popular#top']);
    expect(run({ languages: ['ja-JP'], cookie: 'i18n_redirected=ko', url: 'https://emoji.example/optimizer' })).toEqual(['/ko/optimizer']);
  });

  it('never redirects a crawler', () => {
    expect(run({ languages: ['ja-JP'], userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).toEqual([]);
  });
});

describe('rememberLanguage', () => {
  it('writes the cookie chooseLanguage reads: i18n_redirected, 365 days, whole site, SameSite=Lax', () => {
    expect(languageCookie('zh_tw')).toBe('i18n_redirected=zh_tw; max-age=31536000; path=/; SameSite=Lax');
    rememberLanguage('ja');
    expect(chooseLanguage(document.cookie, ['en-US'])).toBe('ja');
    rememberLanguage('zh');
    expect(chooseLanguage(document.cookie, ['en-US'])).toBe('zh');
  });
});
