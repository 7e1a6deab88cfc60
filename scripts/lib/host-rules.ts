/**
 * How a static host serves dist/: the one rule set that scripts/run/serve.ts applies and from which the
 * build writes each host's configuration (scripts/build/host-configs.ts). docs/deploy.md says what each
 * header does and why.
 * - clean URLs: /en is served from en.html, / from index.html; no .html URL is answered; a
 *   trailing slash redirects (301) to the one form a page has, query kept;
 * - an unknown path answers 404 with the 404 page of its language prefix, /404.html otherwise;
 * - /assets/* (content-hashed names) is cached forever, everything else is revalidated;
 * - every response carries the security headers; HSTS only on a public (https) host.
 */
import { isLanguageCode, LANGUAGE_CODES } from '../../src/i18n/languages.ts';
import { contentSecurityPolicy, type SitePolicy } from '../build/content-security-policy.ts';

/** Content-hashed build output: a changed file gets a new name, so it never needs asking again. */
export const ASSETS_PREFIX = '/assets/';
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** Pages, the service worker, build ids and manifests: kept, but checked with the server on each use. */
export const REVALIDATE = 'no-cache';

/** The hosts' rule files in dist/ (Netlify, Cloudflare Pages read them); no host serves them as pages. */
export const HOST_RULE_FILES = ['/_headers', '/_redirects'] as const;

/** The service worker, which must never be served stale (a browser checks it at most daily anyway). */
export const SERVICE_WORKER = '/sw.js';
/** Each language's web app manifest (scripts/build/pwa.ts): / for Chinese, /{lang}/ for the others. */
export const MANIFESTS = ['/manifest.webmanifest', ...LANGUAGE_CODES.map((code) => `/${code}/manifest.webmanifest`)];

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** One year, the figure browsers' preload lists ask for; subdomains are left to the operator (docs/deploy.md). */
export const HSTS = 'max-age=31536000';

/**
 * Browser features no page uses, turned off for the site and anything it embeds; the clipboard
 * stays on for the site itself (copy buttons write, the optimizer's paste button reads). Only
 * names Chromium knows: an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'clipboard-read=(self)',
  'clipboard-write=(self)',
].join(', ');

/** Where the site is served: a public host (https in production) or `npm start` on localhost, where HSTS would pin localhost to https. */
export type HostKind = 'public' | 'local';

/** The headers every response carries. */
export function securityHeaders(policy: SitePolicy, host: HostKind): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(policy, 'header'),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(host === 'public' ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** Cache-Control of a served path. */
export const cacheControl = (path: string): string => (path.startsWith(ASSETS_PREFIX) ? CACHE_FOREVER : REVALIDATE);

/** Where a path with a trailing slash redirects (301), or null: /en/ -> /en; the query is kept. */
export function trailingSlashRedirect(path: string, search: string): string | null {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') + search : null;
}

/** The files a path may be served from, in order: / -> /index.html, /en -> /en then /en.html; none for .html URLs and the hosts' rule files. */
export function candidateFiles(path: string): string[] {
  if (path === '/') return ['/index.html'];
  if (path.endsWith('.html') || (HOST_RULE_FILES as readonly string[]).includes(path)) return [];
  return [path, `${path}.html`];
}

/** The page an unknown path answers with, status 404: its language prefix's, else the site's. */
export function notFoundPage(path: string): string {
  const prefix = path.split('/')[1] ?? '';
  return isLanguageCode(prefix) ? `/${prefix}/404.html` : '/404.html';
}

/** Headers a host sets by path pattern (an exact path, or a prefix ending in `*`), as `_headers` files state them. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/**
 * The rules by pattern. No header is set by two patterns that can match one path: Cloudflare Pages
 * joins such values with a comma. So Cache-Control is stated for the assets, the service worker,
 * the build ids and the manifests; pages take the hosts' default, which revalidates as REVALIDATE
 * does (Netlify and Cloudflare Pages: `public, max-age=0, must-revalidate`).
 */
export function headerRules(policy: SitePolicy, host: HostKind): HeaderRule[] {
  const revalidate = { 'Cache-Control': REVALIDATE };
  return [
    { path: '/*', headers: securityHeaders(policy, host) },
    { path: `${ASSETS_PREFIX}*`, headers: { 'Cache-Control': CACHE_FOREVER } },
    { path: SERVICE_WORKER, headers: revalidate },
    { path: '/builds/*', headers: revalidate },
    ...MANIFESTS.map((path) => ({ path, headers: { ...revalidate, 'Content-Type': CONTENT_TYPES['.webmanifest']! } })),
  ];
}

/** Whether a rule's pattern matches a path. */
export const ruleMatches = (pattern: string, path: string): boolean =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
