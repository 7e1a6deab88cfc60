import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, type SitePolicy } from '../../../../scripts/build/content-security-policy.ts';
import { NGINX_FILE, readSitePolicy, writeHostConfigs } from '../../../../scripts/build/host-configs.ts';
import {
  CACHE_FOREVER,
  CONTENT_TYPES,
  cacheControl,
  candidateFiles,
  HSTS,
  headerRules,
  notFoundPage,
  REVALIDATE,
  ruleMatches,
  securityHeaders,
  trailingSlashRedirect,
} from '../../../../scripts/lib/host-rules.ts';

/** A policy as a production build records it: https, a hosted Parse, both analytics. */
const policy: SitePolicy = {
  scriptHashes: ["'sha256-c2NyaXB0'"],
  styleHashes: ["'sha256-c3R5bGUx'", "'sha256-c3R5bGUy'"],
  parseServerUrl: 'https://parse.example.org/parse_server',
  statsSrc: 'https://stats.example.org/script.js',
  gtmId: 'GTM-ABC123',
  https: true,
};

const out = mkdtempSync(join(tmpdir(), 'atlas-host-configs-'));
const dist = join(out, 'dist');
const deploy = join(out, 'dist-deploy');
mkdirSync(dist);
writeHostConfigs(dist, deploy, policy);
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Pages, assets, the worker, manifests, build ids, unknown paths in and out of language prefixes. */
const PATHS = [
  '/',
  '/en',
  '/en/feedback',
  '/zh_tw/optimizer',
  '/emoji/grinning-face',
  '/ja/emoji/grinning-face',
  '/assets/index-CliqkIY8.js',
  '/sw.js',
  '/manifest.webmanifest',
  '/ko/manifest.webmanifest',
  '/builds/latest.json',
  '/nope',
  '/en/nope',
  '/es/emoji/nope',
  '/assets/nope.js',
  '/english',
];
/** The paths of PATHS no file answers. */
const UNKNOWN = new Set(['/nope', '/en/nope', '/es/emoji/nope', '/assets/nope.js', '/english']);

describe('the rule set', () => {
  it('serves clean URLs, refuses .html URLs and the rule files, and finds each prefix its 404 page', () => {
    expect(candidateFiles('/')).toEqual(['/index.html']);
    expect(candidateFiles('/en/feedback')).toEqual(['/en/feedback', '/en/feedback.html']);
    expect(candidateFiles('/en.html')).toEqual([]);
    expect(candidateFiles('/_headers')).toEqual([]);
    expect(notFoundPage('/zh_tw/a/b')).toBe('/zh_tw/404.html');
    expect(notFoundPage('/english')).toBe('/404.html');
    expect(trailingSlashRedirect('/en/optimizer/', '?text=a&title=b')).toBe('/en/optimizer?text=a&title=b');
    expect(trailingSlashRedirect('/', '')).toBeNull();
    expect(cacheControl('/assets/a.js')).toBe(CACHE_FOREVER);
    expect(cacheControl('/en')).toBe(REVALIDATE);
  });

  it('states the policy, with frame-ancestors only in the header and upgrades only on https', () => {
    const header = contentSecurityPolicy(policy, 'header');
    expect(header).toBe(
      "default-src 'self'; script-src 'self' 'sha256-c2NyaXB0' https://stats.example.org https://www.googletagmanager.com; " +
        "style-src 'self' 'sha256-c3R5bGUx' 'sha256-c3R5bGUy'; " +
        "img-src 'self' data: https://www.gstatic.com https://stats.example.org https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com; " +
        "connect-src 'self' https://www.gstatic.com https://parse.example.org/parse_server/ https://stats.example.org https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests",
    );
    const local = contentSecurityPolicy(
      { ...policy, parseServerUrl: 'http://localhost:1337/parse_server', statsSrc: '', gtmId: '', https: false },
      'meta',
    );
    expect(local).toBe(
      "default-src 'self'; script-src 'self' 'sha256-c2NyaXB0'; style-src 'self' 'sha256-c3R5bGUx' 'sha256-c3R5bGUy'; img-src 'self' data: https://www.gstatic.com; " +
        "connect-src 'self' https://www.gstatic.com http://localhost:1337/parse_server/; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
  });

  it('gives hostile settings no way into the policy', () => {
    const hostile = contentSecurityPolicy(
      { ...policy, parseServerUrl: "/parse; script-src 'unsafe-inline'", statsSrc: `javascript:${'a'.repeat(5000)}`, gtmId: '' },
      'header',
    );
    expect(hostile).not.toContain('unsafe-inline');
    expect(hostile).not.toContain('javascript:');
    const smuggled = contentSecurityPolicy({ ...policy, parseServerUrl: "https://evil.example/; script-src 'unsafe-inline'" }, 'header');
    expect(smuggled.split('; ').map((directive) => directive.split(' ')[0])).toEqual(
      contentSecurityPolicy(policy, 'header')
        .split('; ')
        .map((directive) => directive.split(' ')[0]),
    );
  });

  it('sends HSTS on a public host only', () => {
    expect(securityHeaders(policy, 'public')['Strict-Transport-Security']).toBe(HSTS);
    expect(securityHeaders(policy, 'local')).not.toHaveProperty('Strict-Transport-Security');
  });

  it('sets no header twice for one path (Cloudflare Pages would join the values)', () => {
    for (const path of PATHS) {
      const names = headerRules(policy, 'public')
        .filter((rule) => ruleMatches(rule.path, path))
        .flatMap((rule) => Object.keys(rule.headers));
      expect(new Set(names).size, path).toBe(names.length);
    }
  });
});

/** dist/_headers read back: each pattern and its headers. */
function parseHeadersFile(text: string): { path: string; headers: Record<string, string> }[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) rules.push({ path: line, headers: {} });
    else {
      const [, name, value] = /^\s+([\w-]+): (.*)$/.exec(line)!;
      rules.at(-1)!.headers[name!] = value!;
    }
  }
  return rules;
}

/** What Netlify and Cloudflare Pages send by default: revalidate. */
const HOST_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';

describe('dist/_headers (Netlify, Cloudflare Pages)', () => {
  const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));

  it('sends every path the security headers, HSTS included, and its cache rule', () => {
    for (const path of PATHS) {
      const matching = rules.filter((rule) => ruleMatches(rule.path, path));
      const names = matching.flatMap((rule) => Object.keys(rule.headers));
      expect(new Set(names).size, path).toBe(names.length);
      const sent = Object.assign({}, ...matching.map((rule) => rule.headers)) as Record<string, string>;
      const { 'Cache-Control': cache = HOST_DEFAULT_CACHE, 'Content-Type': type, ...security } = sent;
      expect(security, path).toEqual(securityHeaders(policy, 'public'));
      expect(cache === HOST_DEFAULT_CACHE ? REVALIDATE : cache, path).toBe(cacheControl(path));
      if (path.endsWith('.webmanifest')) expect(type).toBe(CONTENT_TYPES['.webmanifest']);
    }
  });

  it("keeps each line under Cloudflare Pages' 2,000 characters", () => {
    for (const line of readFileSync(join(dist, '_headers'), 'utf8').split('\n')) expect(line.length).toBeLessThan(2000);
  });
});

describe('dist/_redirects (Netlify)', () => {
  const lines = readFileSync(join(dist, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));

  it("answers each unknown path with its prefix's 404 page, status 404 (the first matching line wins)", () => {
    for (const path of UNKNOWN) {
      const [, to, status] = lines.find(([from]) => ruleMatches(from!, path))!;
      expect([to, status], path).toEqual([notFoundPage(path), '404']);
    }
  });
});

/** An nginx configuration as a tree: directives with their arguments and, for blocks, children. */
interface Directive {
  name: string;
  args: string[];
  children?: Directive[];
}

function parseNginx(text: string): Directive[] {
  const tokens = text.replace(/#.*$/gm, '').match(/"[^"]*"|[{};]|[^\s{};"]+/g) ?? [];
  let at = 0;
  const block = (): Directive[] => {
    const directives: Directive[] = [];
    while (at < tokens.length && tokens[at] !== '}') {
      const words: string[] = [];
      while (tokens[at] !== ';' && tokens[at] !== '{') words.push(tokens[at++]!.replace(/^"(.*)"$/, '$1'));
      const [name, ...args] = words;
      if (tokens[at++] === '{') {
        directives.push({ name: name!, args, children: block() });
        at += 1;
      } else directives.push({ name: name!, args });
    }
    return directives;
  };
  return block();
}

/** The location nginx picks for a path: exact, else the longest prefix, whose nested regexes come before the outer ones unless it is ^~. */
function locationFor(server: Directive[], path: string): Directive[] {
  const locations = server.filter((d) => d.name === 'location');
  const exact = locations.find((d) => d.args[0] === '=' && d.args[1] === path);
  if (exact) return [exact];
  const prefixes = locations
    .map((d) => ({ d, prefix: d.args[0] === '^~' ? d.args[1]! : d.args[0]! }))
    .filter(({ d, prefix }) => d.args[0] !== '=' && d.args[0] !== '~' && path.startsWith(prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const best = prefixes[0]?.d;
  const regexIn = (list: Directive[]) => list.find((d) => d.name === 'location' && d.args[0] === '~' && new RegExp(d.args[1]!).test(path));
  if (best && best.args[0] === '^~') return [best];
  const nested = best && regexIn(best.children ?? []);
  if (nested) return [best, nested];
  const outer = regexIn(locations);
  return outer ? [outer] : best ? [best] : [];
}

/** A directive's value in the innermost location that sets it (nginx inherits it from the outer one, else the server). */
const effective = (server: Directive[], chain: Directive[], name: string): Directive[] => {
  for (const level of [...chain].reverse()) {
    const found = (level.children ?? []).filter((d) => d.name === name);
    if (found.length > 0) return found;
  }
  return server.filter((d) => d.name === name);
};

describe('dist-deploy/nginx.conf', () => {
  const server = parseNginx(readFileSync(join(deploy, NGINX_FILE), 'utf8'));
  const headersOf = (chain: Directive[]) =>
    Object.fromEntries(
      effective(server, chain, 'add_header').map((d) => {
        expect(d.args[2]).toBe('always');
        return [d.args[0], d.args[1]];
      }),
    );

  it('serves each path by the rules: its files, its headers, its 404 page', () => {
    for (const path of PATHS) {
      const chain = locationFor(server, path);
      expect(chain.length, path).toBeGreaterThan(0);
      expect(headersOf(chain), path).toEqual({ ...securityHeaders(policy, 'public'), 'Cache-Control': cacheControl(path) });
      const tryFiles = effective(server, chain, 'try_files')[0]?.args;
      const expected = candidateFiles(path).map((file) => (file === path ? '$uri' : file === `${path}.html` ? '$uri.html' : file));
      if (path.endsWith('.webmanifest')) {
        expect(effective(server, chain, 'default_type')[0]?.args).toEqual([CONTENT_TYPES['.webmanifest']]);
      }
      expect(tryFiles, path).toEqual(path.startsWith('/assets/') ? ['$uri', '=404'] : [...expected, '=404']);
      if (UNKNOWN.has(path)) expect(effective(server, chain, 'error_page')[0]?.args, path).toEqual(['404', notFoundPage(path)]);
    }
  });

  it('refuses .html URLs and the rule files, and takes the trailing slash off, query kept', () => {
    for (const path of ['/en.html', '/en/404.html', '/index.html']) {
      expect(
        locationFor(server, path)
          .at(-1)!
          .children!.map((d) => d.name),
        path,
      ).toEqual(['internal']);
    }
    for (const path of ['/_headers', '/_redirects']) expect(locationFor(server, path).at(-1)!.children!.at(-1)!.args).toEqual(['404']);
    for (const path of ['/en/', '/en/optimizer/']) {
      const [redirect] = locationFor(server, path);
      expect(redirect!.children!.at(-1)!.args).toEqual(['301', '$without_slash$is_args$args']);
      expect(new RegExp(redirect!.args[1]!).exec(path)!.groups!.without_slash).toBe(trailingSlashRedirect(path, '')!);
    }
  });
});

describe('dist-deploy/site-policy.json', () => {
  it('is the policy the build recorded, which `npm start` reads back', () => {
    expect(readSitePolicy(deploy)).toEqual(policy);
  });
});
