/**
 * The local static server: serves dist/ the way a CDN would be configured for this site.
 * - /en -> en.html, / -> index.html; a trailing slash redirects (301) to the one form a page has
 * - unmatched paths answer 404 with the 404 page of their language prefix
 * - hashed assets are cached forever; HTML, the service worker and build ids are revalidated
 * - brotli or gzip by Accept-Encoding, compressed once and kept in memory
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isLanguageCode } from '../src/i18n/languages.ts';
import { ROOT } from './env.ts';

const TYPES: Record<string, string> = {
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

export function startStaticServer(options: { port?: number; dir?: string; host?: string } = {}): Promise<StaticServer> {
  const dir = options.dir ?? join(ROOT, 'dist');
  const host = options.host ?? 'localhost';
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
    if (path.length > 1 && path.endsWith('/')) {
      res.writeHead(301, { Location: path.replace(/\/+$/, '') + url.search });
      res.end();
      return;
    }
    let status = 200;
    let file: string | null;
    try {
      file = path.endsWith('.html') ? null : fileAt(path === '/' ? 'index.html' : path) ?? fileAt(`${path}.html`);
    } catch {
      file = null; // malformed percent-encoding
    }
    if (!file) {
      status = 404;
      const prefix = path.split('/')[1] ?? '';
      file = fileAt(isLanguageCode(prefix) ? `${prefix}/404.html` : '404.html');
      path = '/404.html';
    }
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const body = read(file);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const [encoding, payload] =
      body.br && /\bbr\b/.test(accepts) ? ['br', body.br] : body.gzip && /\bgzip\b/.test(accepts) ? ['gzip', body.gzip] : [null, body.raw];
    const immutable = path.startsWith('/assets/');
    const headers: Record<string, string | number> = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': payload.length,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
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
