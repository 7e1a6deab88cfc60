/**
 * Writes the static hosts' configurations from the one rule set (scripts/lib/host-rules.ts), at the end
 * of the prerender:
 * - dist/_headers and dist/_redirects, which Netlify and Cloudflare Pages read from the published
 *   folder (and do not serve);
 * - dist-deploy/nginx.conf, the site's part of an nginx server block, outside dist/ so that no host
 *   publishes it;
 * - dist-deploy/site-policy.json, what the pages need (inline hashes, the Parse Server, analytics),
 *   which `npm start` (scripts/run/serve.ts) reads to send the same headers.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '../../src/i18n/languages.ts';
import {
  ASSETS_PREFIX,
  CACHE_FOREVER,
  CONTENT_TYPES,
  HOST_RULE_FILES,
  headerRules,
  notFoundPage,
  REVALIDATE,
  securityHeaders,
} from '../lib/host-rules.ts';
import type { SitePolicy } from './content-security-policy.ts';

export const NGINX_FILE = 'nginx.conf';
export const SITE_POLICY_FILE = 'site-policy.json';

const GENERATED = 'Written by `npm run build` from scripts/lib/host-rules.ts; edit that, not this file (docs/deploy.md).';

/** dist/_headers: one block per path pattern, its headers indented below it. */
export function headersFile(policy: SitePolicy): string {
  const blocks = headerRules(policy, 'public').map(
    (rule) =>
      `${rule.path}\n${Object.entries(rule.headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `${[
    `# Emoji Atlas response headers for Netlify and Cloudflare Pages. ${GENERATED}`,
    "# Pages are revalidated by the hosts' default Cache-Control (public, max-age=0, must-revalidate).",
    ...blocks,
  ].join('\n\n')}\n`;
}

/** The paths whose unknown children answer with a language's 404 page, most specific first. */
const notFoundPrefixes = () => [...LANGUAGE_CODES.map((code) => `/${code}/*`), '/*'];

/**
 * dist/_redirects: the 404 page of each language prefix with status 404. Netlify applies a rule only
 * where no file answers the path; Cloudflare Pages skips these lines (it has no 404 rewrites) and
 * serves the nearest 404.html up the path on its own, which is the same rule.
 */
export function redirectsFile(): string {
  const lines = notFoundPrefixes().map((pattern) => `${pattern}  ${notFoundPage(`${pattern.slice(0, -1)}x`)}  404`);
  return `${[`# Emoji Atlas 404 pages for Netlify (Cloudflare Pages finds the nearest 404.html itself). ${GENERATED}`, ...lines].join('\n')}\n`;
}

/** nginx's `add_header` lines for `headers`; `always` sends them with 404s and redirects too. */
const addHeaders = (headers: Record<string, string>, indent: string) =>
  Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);

/**
 * dist-deploy/nginx.conf: the rules as nginx locations. nginx drops the server's add_header lines
 * in a location that has its own, so each location states all of its headers.
 */
export function nginxFile(policy: SitePolicy): string {
  const security = securityHeaders(policy, 'public');
  const pageHeaders = (indent: string) => addHeaders({ ...security, 'Cache-Control': REVALIDATE }, indent);
  // A page location: clean URLs, no .html URL from outside (the 404 pages are reached inside),
  // manifests with their type, and the prefix's 404 page.
  const pages = (path: string) => [
    `location ${path} {`,
    `    error_page 404 ${notFoundPage(path === '/' ? '/x' : `${path}x`)};`,
    ...pageHeaders('    '),
    '    try_files $uri $uri.html =404;',
    '    location ~ \\.html$ {',
    '        internal;',
    '    }',
    '    location ~ \\.webmanifest$ {',
    '        types { }',
    `        default_type "${CONTENT_TYPES['.webmanifest']}";`,
    '    }',
    '}',
  ];
  const lines = [
    `# Emoji Atlas: the site's part of an nginx server block. ${GENERATED}`,
    '# Include it where your server block sets listen, server_name, TLS and root (the uploaded dist/):',
    '#   server {',
    '#       listen 443 ssl;',
    '#       server_name emoji.example.org;',
    '#       ssl_certificate /etc/ssl/emoji.example.org.pem;',
    '#       ssl_certificate_key /etc/ssl/emoji.example.org.key;',
    '#       root /srv/emoji-atlas/dist;',
    '#       include /srv/emoji-atlas/dist-deploy/nginx.conf;',
    '#   }',
    '',
    'gzip on;',
    'gzip_vary on;',
    'gzip_types text/css text/javascript application/javascript application/json application/manifest+json application/xml image/svg+xml text/plain;',
    'error_page 404 /404.html;',
    '',
    'location = / {',
    ...pageHeaders('    '),
    '    try_files /index.html =404;',
    '}',
    `location ^~ ${ASSETS_PREFIX} {`,
    ...addHeaders({ ...security, 'Cache-Control': CACHE_FOREVER }, '    '),
    '    try_files $uri =404;',
    '}',
    `location ~ ^(?:${HOST_RULE_FILES.join('|')})$ {`,
    '    return 404;',
    '}',
    // After the prefix's own regexes (nested ones are checked first): /en/ -> /en, query kept.
    'location ~ ^(?<without_slash>.+)/$ {',
    ...pageHeaders('    '),
    '    return 301 $without_slash$is_args$args;',
    '}',
    ...LANGUAGE_CODES.flatMap((code) => pages(`/${code}/`)),
    ...pages('/'),
  ];
  return `${lines.join('\n')}\n`;
}

/** Writes the three hosts' files and the policy `npm start` reads. */
export function writeHostConfigs(dist: string, deployDir: string, policy: SitePolicy): void {
  writeFileSync(join(dist, '_headers'), headersFile(policy));
  writeFileSync(join(dist, '_redirects'), redirectsFile());
  mkdirSync(deployDir, { recursive: true });
  writeFileSync(join(deployDir, NGINX_FILE), nginxFile(policy));
  writeFileSync(join(deployDir, SITE_POLICY_FILE), `${JSON.stringify(policy, null, 2)}\n`);
}

/** The policy the last build recorded, or a clear error. */
export function readSitePolicy(deployDir: string): SitePolicy {
  const file = join(deployDir, SITE_POLICY_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` (the prerender writes it).`);
  return JSON.parse(readFileSync(file, 'utf8')) as SitePolicy;
}
