/**
 * Optional analytics: a visitor-statistics script (VITE_STATS_SRC) and Google Tag Manager
 * (VITE_GTM_ID). Each loads only when configured, as an async script once the page is idle, so
 * it never blocks rendering; never in automated browsers (tests, the bench), whose visits are not
 * visitors. Errors recorded by error-log.ts reach the tag manager through window.dataLayer.
 */
import { recordedErrors } from './error-log.ts';
import { onIdle } from './idle.ts';

export interface AnalyticsConfig {
  statsSrc?: string;
  gtmId?: string;
}

const GTM_ID = /^GTM-[A-Z0-9]+$/;
/** Browsers without requestIdleCallback (Safari) wait this long after load instead. */
const IDLE_FALLBACK_MS = 2_000;

export function initAnalytics(config: AnalyticsConfig = { statsSrc: import.meta.env.VITE_STATS_SRC, gtmId: import.meta.env.VITE_GTM_ID }): void {
  const statsSrc = config.statsSrc?.trim();
  const gtmId = config.gtmId?.trim();
  const useGtm = !!gtmId && GTM_ID.test(gtmId);
  if ((!statsSrc && !useGtm) || navigator.webdriver) return;

  if (useGtm) {
    // From here on recordError pushes to the data layer; errors from before are replayed once.
    const dataLayer = (window.dataLayer ??= []);
    for (const error of recordedErrors()) dataLayer.push({ event: 'atlas_error', ...error });
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  whenIdle(() => {
    if (statsSrc) appendScript(statsSrc);
    if (useGtm) appendScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId!)}`);
  });
}

function appendScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

function whenIdle(callback: () => void): void {
  const afterLoad = () => onIdle(callback, IDLE_FALLBACK_MS);
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}
