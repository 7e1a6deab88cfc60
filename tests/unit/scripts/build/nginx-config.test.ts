import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitePolicy } from '../../../../scripts/build/content-security-policy.ts';
import { NGINX_FILE, writeHostConfigs } from '../../../../scripts/build/host-configs.ts';
import { freePort } from '../../../../scripts/lib/free-port.ts';
import { HSTS } from '../../../../scripts/lib/host-rules.ts';
import { type StaticServer, startStaticServer } from '../../../../scripts/run/serve.ts';

/**
 * The generated nginx configuration in a real nginx, beside `npm start`'s server (scripts/run/serve.ts)
 * on the same small site: both must answer every path alike. Debian's nginx is not a dependency of
 * the project (`npm ci` cannot install it), so this runs where nginx is installed and is skipped
 * elsewhere; tests/unit/scripts/build/host-configs.test.ts checks the file's rules on every machine.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync);

const policy: SitePolicy = {
  scriptHashes: ["'sha256-c2NyaXB0'"],
  styleHashes: ["'sha256-c3R5bGU='"],
  parseServerUrl: 'https://parse.example.org/parse_server',
  statsSrc: '',
  gtmId: '',
  https: true,
};

/** Each file's content names the file, so a response shows which one was served. */
const FILES = [
  'index.html',
  'en.html',
  'en/feedback.html',
  'en/optimizer.html',
  '404.html',
  'en/404.html',
  'ja/404.html',
  'assets/app-abc123.js',
  'sw.js',
  'manifest.webmanifest',
  'ja/manifest.webmanifest',
  'builds/latest.json',
];

const PATHS = [
  '/',
  '/en',
  '/en/feedback',
  '/en/optimizer?text=hi%20there&title=t',
  '/en/',
  '/en/feedback/?a=1',
  '/en.html',
  '/en/feedback.html',
  '/index.html',
  '/assets/app-abc123.js',
  '/assets/nope.js',
  '/sw.js',
  '/manifest.webmanifest',
  '/ja/manifest.webmanifest',
  '/builds/latest.json',
  '/nope',
  '/en/nope',
  '/ja/emoji/nope',
  '/english',
  '/_headers',
  '/_redirects',
];

let root: string;
let nginx: ChildProcess | undefined;
let nginxUrl: string;
let local: StaticServer;

beforeAll(async () => {
  if (!NGINX) return;
  root = mkdtempSync(join(tmpdir(), 'atlas-nginx-'));
  // nginx's workers run as nobody when the test runs as root: they must read the files.
  chmodSync(root, 0o755);
  const dist = join(root, 'dist');
  for (const file of FILES) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), `file ${file}\n`);
  }
  writeHostConfigs(dist, join(root, 'dist-deploy'), policy);
  const port = await freePort();
  writeFileSync(
    join(root, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${root}/nginx.pid;`,
      `error_log ${root}/error.log;`,
      'events {}',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    access_log off;',
      `    client_body_temp_path ${root}/body;`,
      `    proxy_temp_path ${root}/proxy;`,
      `    fastcgi_temp_path ${root}/fastcgi;`,
      `    uwsgi_temp_path ${root}/uwsgi;`,
      `    scgi_temp_path ${root}/scgi;`,
      '    server {',
      `        listen 127.0.0.1:${port};`,
      `        root ${dist};`,
      `        include ${join(root, 'dist-deploy', NGINX_FILE)};`,
      '    }',
      '}',
    ].join('\n'),
  );
  nginx = spawn(NGINX, ['-c', join(root, 'nginx.conf'), '-e', join(root, 'error.log')], { stdio: 'ignore' });
  nginxUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (
      await fetch(nginxUrl).then(
        () => true,
        () => false,
      )
    )
      break;
    if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start (exit ${nginx.exitCode})`);
    await sleep(100);
  }
  local = await startStaticServer({ dir: dist, port: 0, policy });
});

afterAll(async () => {
  nginx?.kill();
  await local?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** What a visitor's browser sees of a response: status, body, where it redirects, the headers the rules set. */
async function answer(origin: string, path: string) {
  const response = await fetch(origin + path, { redirect: 'manual' });
  const location = response.headers.get('location');
  const headers = Object.fromEntries(
    ['cache-control', 'content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy'].map((name) => [
      name,
      response.headers.get(name),
    ]),
  );
  return {
    status: response.status,
    body: response.status === 301 ? '' : await response.text(),
    location: location && new URL(location, origin).href.slice(new URL(location, origin).origin.length),
    headers,
    type: path.endsWith('.webmanifest') ? response.headers.get('content-type') : null,
    hsts: response.headers.get('strict-transport-security'),
  };
}

describe.skipIf(!NGINX)("the generated nginx configuration in Debian's nginx", () => {
  it('answers every path as `npm start` does, with HSTS besides', async () => {
    for (const path of PATHS) {
      const { hsts, ...fromNginx } = await answer(nginxUrl, path);
      const { hsts: localHsts, ...fromLocal } = await answer(local.url, path);
      expect(fromNginx, path).toEqual(fromLocal);
      expect([hsts, localHsts], path).toEqual([HSTS, null]);
    }
  });

  it('answers as the rules say: clean URLs, 404 pages per prefix, cache rules', async () => {
    const summary = async (path: string) => {
      const { status, body, location, headers } = await answer(nginxUrl, path);
      return [status, location ?? body.trim(), headers['cache-control']];
    };
    expect(await summary('/en/optimizer?text=hi%20there&title=t')).toEqual([200, 'file en/optimizer.html', 'no-cache']);
    expect(await summary('/en/feedback/?a=1')).toEqual([301, '/en/feedback?a=1', 'no-cache']);
    expect(await summary('/ja/emoji/nope')).toEqual([404, 'file ja/404.html', 'no-cache']);
    expect(await summary('/_headers')).toEqual([404, 'file 404.html', 'no-cache']);
    expect(await summary('/assets/app-abc123.js')).toEqual([200, 'file assets/app-abc123.js', 'public, max-age=31536000, immutable']);
  });
});
