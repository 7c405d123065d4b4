// A production static server for one built app, as a CDN or static host would serve it:
// gzip, long cache for hashed assets, no-cache for HTML and the deploy-owned JSON files,
// CORS for the remote's assets, and a history fallback to index.html.
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
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|map)$|^\/assets\//;

/**
 * @param {object} options
 * @param {string} options.root        the app's dist folder
 * @param {Record<string, unknown>} [options.jsonOverrides]  files served from memory instead of disk (remotes.json, config.json)
 * @param {(req: import('node:http').IncomingMessage) => Promise<number>|number} [options.delayFor]  test hook: ms to hold a response
 */
export function createStaticServer({ root, jsonOverrides = {}, delayFor }) {
  const cache = new Map();

  async function load(filePath) {
    const info = await stat(filePath).catch(() => null);
    if (!info?.isFile()) return null;
    const key = `${filePath}:${info.mtimeMs}`;
    if (!cache.has(key)) {
      const body = await readFile(filePath);
      const type = TYPES[path.extname(filePath)] ?? 'application/octet-stream';
      cache.set(key, { body, type, gzip: COMPRESSIBLE.test(type) && body.length > 512 ? gzipSync(body) : null });
    }
    return cache.get(key);
  }

  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const pathname = decodeURIComponent(url.pathname);
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
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
        const body = Buffer.from(JSON.stringify(jsonOverrides[pathname], null, 2));
        res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }

      const target = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
      if (!target.startsWith(root)) {
        res.writeHead(403).end();
        return;
      }
      let file = pathname.endsWith('/') ? null : await load(target);
      let status = 200;
      if (!file) {
        // History fallback: a route without a file extension gets the app's page.
        if (path.extname(pathname) === '' || pathname.endsWith('/')) file = await load(path.join(root, 'index.html'));
        if (!file) {
          status = 404;
          res.writeHead(404, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-cache' }).end('Not found');
          return;
        }
      }
      const cacheControl = HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
      const headers = { 'Content-Type': file.type, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
      const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = wantsGzip && file.gzip ? file.gzip : file.body;
      if (body === file.gzip) headers['Content-Encoding'] = 'gzip';
      headers['Content-Length'] = String(body.length);
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error('[serve]', error);
      if (!res.headersSent) res.writeHead(500).end();
    }
  });
}
