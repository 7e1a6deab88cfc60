/**
 * The site's Content Security Policy. Scripts run only from the site and by the hash of the one
 * inline script the prerender writes (the language redirect in <head>); styles come from the site
 * and the inline <style> blocks the prerender writes, by their hashes; images from the site,
 * `data:` and the kitchen's sticker host; connections to the site, the sticker host and the Parse
 * Server the build calls, plus the optional analytics when the build is configured for them.
 */
import { createHash } from 'node:crypto';
import { STICKER_BASE_URL } from '../../src/features/kitchen/kitchen-table.ts';

/** What a built site's pages need, recorded by the prerender (scripts/build/host-configs.ts writes it out). */
export interface SitePolicy {
  /** 'sha256-…' sources of every inline executable <script> the prerender writes */
  scriptHashes: string[];
  /** 'sha256-…' sources of every inline <style> block the prerender writes */
  styleHashes: string[];
  /** VITE_PARSE_SERVER_URL: absolute, or a path on the site */
  parseServerUrl: string;
  /** VITE_STATS_SRC, VITE_GTM_ID: empty when not configured */
  statsSrc: string;
  gtmId: string;
  /** VITE_SITE_URL is https: requests for http: subresources are upgraded */
  https: boolean;
}

/** How a policy reaches the browser: `frame-ancestors` is ignored in a <meta> (and Chromium logs an error for it). */
export type PolicyDelivery = 'header' | 'meta';

/** The CSP source of an inline element's exact text content. */
export const sha256Source = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Google Tag Manager and the Google Analytics 4 endpoints it reports to (Google's CSP guide for GTM). */
const GTM_SCRIPTS = ['https://www.googletagmanager.com'];
const GTM_CONNECTIONS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/** The origin of an absolute http(s) URL; nothing for a path on the site ('self' covers it) or a malformed value. */
function originOf(url: string): string[] {
  if (!/^https?:\/\//i.test(url)) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The Parse Server as a CSP source: its URL with a trailing slash, which allows every path under
 * it (the SDK calls …/parse_server/functions/…) and nothing else on that host.
 */
function parseServerSource(url: string): string[] {
  const origin = originOf(url);
  if (origin.length === 0) return [];
  // ";" and "," end a directive and a policy: percent-encoded, a URL holding them stays one source.
  return [new URL(url).href.replace(/\/?$/, '/').replace(/[;,]/g, encodeURIComponent)];
}

/** The policy as a header or <meta> value: directives separated by "; ". */
export function contentSecurityPolicy(policy: SitePolicy, delivery: PolicyDelivery): string {
  const gtm = policy.gtmId !== '';
  const stats = originOf(policy.statsSrc);
  const sticker = new URL(STICKER_BASE_URL).origin;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...policy.scriptHashes, ...stats, ...(gtm ? GTM_SCRIPTS : [])],
    ['style-src', "'self'", ...policy.styleHashes],
    ['img-src', "'self'", 'data:', sticker, ...stats, ...(gtm ? GTM_CONNECTIONS : [])],
    // The sticker host here too: the service worker fetches the stickers it keeps (scripts/build/workbox-options.ts).
    ['connect-src', "'self'", sticker, ...parseServerSource(policy.parseServerUrl), ...stats, ...(gtm ? GTM_CONNECTIONS : [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ...(delivery === 'header' ? [['frame-ancestors', "'none'"] as [string, string]] : []),
    ...(policy.https ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The policy of one page in its <head>, before the inline elements it allows. */
export const contentSecurityPolicyMeta = (policy: SitePolicy): string =>
  `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(policy, 'meta')}">`;
