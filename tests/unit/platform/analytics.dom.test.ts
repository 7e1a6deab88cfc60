import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initAnalytics } from '../../../src/platform/analytics.ts';
import { recordError } from '../../../src/platform/error-log.ts';

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => ({ src: script.src, async: script.async }));
const setWebdriver = (value: boolean) => Object.defineProperty(navigator, 'webdriver', { configurable: true, get: () => value });

describe('initAnalytics', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    delete window.dataLayer;
    delete window.__ATLAS_ERRORS__;
    setWebdriver(false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads nothing when nothing is configured', async () => {
    initAnalytics({});
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads both scripts async, only once the page is idle', async () => {
    initAnalytics({ statsSrc: 'https://stats.example/count.js', gtmId: 'GTM-AB12CD' });
    expect(scripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scripts()).toEqual([
      { src: 'https://stats.example/count.js', async: true },
      { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD', async: true },
    ]);
  });

  it('never loads in an automated browser', async () => {
    setWebdriver(true);
    initAnalytics({ statsSrc: 'https://stats.example/count.js', gtmId: 'GTM-AB12CD' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scripts()).toEqual([]);
  });

  it('ignores a malformed tag-manager id', async () => {
    initAnalytics({ gtmId: 'GTM-x"><script>' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scripts()).toEqual([]);
  });

  it('reports recorded errors, earlier and later ones, through the data layer', () => {
    recordError('hydration', new Error('before'));
    initAnalytics({ gtmId: 'GTM-AB12CD' });
    recordError('runtime', new Error('after'));
    const errors = (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'atlas_error');
    expect(errors).toMatchObject([
      { phase: 'hydration', message: 'Error: before' },
      { phase: 'runtime', message: 'Error: after' },
    ]);
  });
});
