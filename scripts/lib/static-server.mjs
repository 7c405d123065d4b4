// A production static server for one built app, as a CDN would serve it (gzip, caching, CORS, a history fallback), from a folder or from
// the app's releases (decision 045). The shell's hooks write each URL's head into the page and answer /sitemap.xml and /robots.txt (decision 011).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
/** The Content-Type a file is served and stored with. */
export const contentTypeOf = (file) => TYPES[path.extname(file)] ?? 'application/octet-stream';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|map)$|^\/assets\//;

/** A folder's files, each known by its path and modification time. */
export function folderFiles(root) {
  return async (pathname) => {
    const filePath = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!filePath.startsWith(root)) return null;
    const info = await stat(filePath).catch(() => null);
    if (!info?.isFile()) return null;
    return { key: `${filePath}:${info.mtimeMs}`, read: () => readFile(filePath) };
  };
}

const CACHED_FILES = 5_000;

/**
 * @param {object} options
 * @param {string} [options.root]      the app's dist folder
 * @param {(pathname: string) => Promise<{ key: string, body?: Buffer, read?: () => Promise<Buffer>, immutable?: boolean } | null>} [options.files]
 *        where files come from instead of a folder (an app's releases): `key` names the content, `immutable` marks a versioned file
 * @param {Record<string, unknown | (() => Promise<unknown>)>} [options.jsonOverrides]  files served from memory instead of disk
 *        (remotes.json, config.json), or computed per request
 * @param {(req: import('node:http').IncomingMessage) => Promise<number>|number} [options.delayFor]  test hook: ms to hold a response
 * @param {(pathname: string, html: string, req: import('node:http').IncomingMessage) => Promise<{ status: number, html: string, cacheControl?: string, headers?: Record<string, string> }>} [options.renderHtml]
 *        renders the page served for a route (the history fallback and `/`); on error the page is served as built
 * @param {Record<string, () => Promise<{ type: string, body: string, cacheControl?: string }>>} [options.routes]
 *        generated responses by exact pathname (/sitemap.xml, /robots.txt)
 * @param {Record<string, string>} [options.documentHeaders]  extra headers of HTML documents (the CSP, scripts/lib/security-headers.mjs)
 */
export function createStaticServer({ root, files = folderFiles(root), jsonOverrides = {}, delayFor, renderHtml, routes = {}, documentHeaders = {} }) {
  const cache = new Map();

  async function load(pathname) {
    const found = await files(pathname);
    if (!found) return null;
    if (!cache.has(found.key)) {
      const body = found.body ?? (await found.read());
      const type = contentTypeOf(pathname);
      // Oldest out first: a server that lives through many deploys keeps the recent releases' files only.
      if (cache.size >= CACHED_FILES) cache.delete(cache.keys().next().value);
      cache.set(found.key, { body, type, gzip: COMPRESSIBLE.test(type) && body.length > 512 ? gzipSync(body) : null });
    }
    return { ...cache.get(found.key), immutable: found.immutable };
  }

  return createServer(async (req, res) => {
    try {
      const pathname = requestPath(req.url);
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (pathname === null) {
        res.writeHead(400, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-cache' }).end('Bad request: the address is not valid percent-encoded UTF-8');
        return;
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' }).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      if (delayFor) {
        const ms = await delayFor(req);
        if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
      }

      if (Object.hasOwn(jsonOverrides, pathname)) {
        const value = jsonOverrides[pathname];
        const body = Buffer.from(JSON.stringify(typeof value === 'function' ? await value() : value, null, 2));
        res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }

      if (Object.hasOwn(routes, pathname)) {
        const generated = await routes[pathname]();
        const body = Buffer.from(generated.body);
        const headers = { 'Content-Type': generated.type, 'Cache-Control': generated.cacheControl ?? 'no-cache', Vary: 'Accept-Encoding' };
        send(req, res, 200, headers, body, COMPRESSIBLE.test(generated.type) && body.length > 512 ? gzipSync(body) : null);
        return;
      }

      let file = pathname.endsWith('/') ? null : await load(pathname);
      if (!file) {
        // History fallback: a route without a file extension gets the app's page.
        if (path.extname(pathname) === '' || pathname.endsWith('/')) file = await load('/index.html');
        if (!file) {
          res.writeHead(404, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-cache' }).end('Not found');
          return;
        }
        if (renderHtml) {
          const page = await renderHtml(pathname, file.body.toString('utf8'), req).catch((error) => {
            console.error('[serve] renderHtml', pathname, error);
            return null;
          });
          if (page) {
            const body = Buffer.from(page.html);
            const headers = {
              ...documentHeaders,
              ...page.headers,
              'Content-Type': TYPES['.html'],
              'Cache-Control': page.cacheControl ?? 'no-cache',
              Vary: 'Accept-Encoding',
            };
            send(req, res, page.status, headers, body, body.length > 512 ? gzipSync(body) : null);
            return;
          }
        }
      }
      const cacheControl = (file.immutable ?? HASHED.test(pathname)) ? 'public, max-age=31536000, immutable' : 'no-cache';
      const extra = file.type === TYPES['.html'] ? documentHeaders : {};
      send(req, res, 200, { ...extra, 'Content-Type': file.type, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' }, file.body, file.gzip);
    } catch (error) {
      console.error('[serve]', error);
      if (!res.headersSent) res.writeHead(500).end();
    }
  });
}

/**
 * The decoded pathname of a request target, or null for malformed percent-encoding or a target that is no URL; the only place a path is decoded.
 * @param {string | undefined} target
 */
function requestPath(target) {
  try {
    return decodeURIComponent(new URL(target ?? '/', 'http://localhost').pathname);
  } catch {
    return null;
  }
}

/** Writes a response, gzipped when the client accepts it and a gzipped body exists. */
function send(req, res, status, headers, body, gzipped) {
  const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const chosen = wantsGzip && gzipped ? gzipped : body;
  const out = { ...headers, 'Content-Length': String(chosen.length) };
  if (chosen === gzipped) out['Content-Encoding'] = 'gzip';
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : chosen);
}
