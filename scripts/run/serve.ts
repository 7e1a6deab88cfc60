/**
 * The local static server: serves dist/ by the rules a static host is configured with
 * (scripts/lib/host-rules.ts, from which the build writes the hosts' configurations), plus compression:
 * brotli or gzip by Accept-Encoding, compressed once and kept in memory. On localhost it sends no
 * HSTS, which would hold every localhost port to https for a year.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SitePolicy } from '../build/content-security-policy.ts';
import { readSitePolicy } from '../build/host-configs.ts';
import { DEPLOY_DIR } from '../lib/built-site.ts';
import { ROOT } from '../lib/env.ts';
import { CONTENT_TYPES, cacheControl, candidateFiles, notFoundPage, securityHeaders, trailingSlashRedirect } from '../lib/host-rules.ts';

interface Encoded {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface StaticServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** `policy`: what the build's pages need (default: the one the last build recorded in dist-deploy/). */
export function startStaticServer(options: { port?: number; dir?: string; host?: string; policy?: SitePolicy } = {}): Promise<StaticServer> {
  const dir = options.dir ?? join(ROOT, 'dist');
  const host = options.host ?? 'localhost';
  const security = securityHeaders(options.policy ?? readSitePolicy(DEPLOY_DIR), 'local');
  const cache = new Map<string, { mtime: number; body: Encoded }>();

  const fileAt = (urlPath: string): string | null => {
    const file = normalize(join(dir, decodeURIComponent(urlPath)));
    if (!file.startsWith(dir + sep) && file !== dir) return null;
    return existsSync(file) && statSync(file).isFile() ? file : null;
  };

  const read = (file: string): Encoded => {
    const mtime = statSync(file).mtimeMs;
    const hit = cache.get(file);
    if (hit && hit.mtime === mtime) return hit.body;
    const raw = readFileSync(file);
    const body: Encoded = { raw };
    if (/\.(html|js|mjs|css|json|webmanifest|xml|txt|svg)$/.test(file) && raw.length > 512) {
      // Quality 11 takes seconds on a 1.8 MB language sitemap (it blocked every other request);
      // quality 5 does it in tens of milliseconds, a few percent larger.
      const quality = raw.length > 256 * 1024 ? 5 : 11;
      body.br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
      body.gzip = gzipSync(raw, { level: 9 });
    }
    cache.set(file, { mtime, body });
    return body;
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    let path = url.pathname;
    const redirect = trailingSlashRedirect(path, url.search);
    if (redirect) {
      res.writeHead(301, { ...security, 'Cache-Control': cacheControl(path), Location: redirect });
      res.end();
      return;
    }
    let status = 200;
    let file: string | null = null;
    try {
      for (const candidate of candidateFiles(path)) file ??= fileAt(candidate);
    } catch {
      file = null; // malformed percent-encoding
    }
    if (!file) {
      status = 404;
      path = notFoundPage(path);
      file = fileAt(path);
    }
    if (!file) {
      res.writeHead(404, { ...security, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const body = read(file);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const [encoding, payload] =
      body.br && /\bbr\b/.test(accepts) ? ['br', body.br] : body.gzip && /\bgzip\b/.test(accepts) ? ['gzip', body.gzip] : [null, body.raw];
    const headers: Record<string, string | number> = {
      ...security,
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': payload.length,
      'Cache-Control': cacheControl(path),
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        url: `http://${host}:${port}`,
        server,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split(sep).pop()!)) {
  const { url } = await startStaticServer({ port: Number(process.env.PORT ?? 4173) });
  console.log(`Emoji Atlas: ${url}`);
}
