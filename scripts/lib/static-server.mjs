// A production static server for one built app, as a CDN would serve it (gzip, caching, CORS, a history fallback), from a folder or from
// the app's releases (decision 045). The shell's hooks write each URL's head into the page and answer /sitemap.xml and /robots.txt (decision 011).
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
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
 * How long a connection may take, so silent, slow and stalled clients cannot hold sockets: the request's headers, the whole request, a
 * keep-alive connection left idle, and a socket with no traffic either way (a reader that stopped reading).
 */
export const TIMEOUTS = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000, idleSocketMs: 30_000 };
/** Open connections one client address may hold at once (MAX_CONNECTIONS_PER_CLIENT); past it, a new one is closed at once. 0: no cap. */
export const CONNECTIONS_PER_CLIENT = 256;
/** On SIGTERM, pages being rendered get this long to finish before every connection is cut. */
export const DRAIN_MS = 10_000;

/**
 * @param {object} options
 * @param {string} [options.root]      the app's dist folder
 * @param {(pathname: string) => Promise<{ key: string, body?: Buffer, read?: () => Promise<Buffer>, immutable?: boolean } | null>} [options.files]
 *        where files come from instead of a folder (an app's releases): `key` names the content, `immutable` marks a versioned file
 * @param {Record<string, unknown | (() => Promise<unknown>)>} [options.jsonOverrides]  files served from memory instead of disk
 *        (remotes.json, config.json), or computed per request
 * @param {(req: import('node:http').IncomingMessage) => Promise<number>|number} [options.delayFor]  test hook: ms to hold a response
 * @param {(pathname: string, html: string, req: import('node:http').IncomingMessage, signal: AbortSignal) => Promise<{ status: number, html: string, cacheControl?: string, headers?: Record<string, string> } | null>} [options.renderHtml]
 *        renders the page served for a route (the history fallback and `/`); `signal` aborts when the client goes away; on error or
 *        null the page is served as built
 * @param {Record<string, () => Promise<{ type: string, body: string, cacheControl?: string }>>} [options.routes]
 *        generated responses by exact pathname (/sitemap.xml, /robots.txt)
 * @param {Record<string, string>} [options.documentHeaders]  extra headers of HTML documents (the CSP, scripts/lib/security-headers.mjs)
 * @param {(pathname: string, req: import('node:http').IncomingMessage) => boolean} [options.isPrivate]  files answered 404 to this request
 *        (a release's source maps, stats and server build: scripts/serve-app.mjs)
 * @param {(target: string) => string | null} [options.upstreams]  where a request target is answered from instead (the shell's
 *        `/_apps/<app>/…`: each remote's own server, decision 105); null for this server's own
 * @param {number} [options.connectionsPerClient]  see CONNECTIONS_PER_CLIENT
 * @param {typeof TIMEOUTS} [options.timeouts]
 * @returns {import('node:http').Server & { drain: (graceMs?: number) => Promise<void> }}
 */
export function createStaticServer({
  root,
  files = folderFiles(root),
  jsonOverrides = {},
  delayFor,
  renderHtml,
  routes = {},
  documentHeaders = {},
  isPrivate = () => false,
  upstreams = () => null,
  connectionsPerClient = CONNECTIONS_PER_CLIENT,
  timeouts = TIMEOUTS,
}) {
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

  let draining = false;
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // How often the two limits above are checked (Node's default, 30 s, would let a silent socket stay three times as long).
      connectionsCheckingInterval: 1_000,
    },
    async (req, res) => {
      try {
        const pathname = requestPath(req.url);
        // While draining, every answer closes its connection: the client's next request goes to another instance.
        if (draining) res.setHeader('Connection', 'close');
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
        const upstream = upstreams(req.url ?? '/');
        if (upstream) {
          proxy(req, res, upstream);
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

        const generated = Object.hasOwn(routes, pathname) ? await routes[pathname]() : null;
        if (generated) {
          const body = Buffer.from(generated.body);
          const headers = { 'Content-Type': generated.type, 'Cache-Control': generated.cacheControl ?? 'no-cache', Vary: 'Accept-Encoding' };
          send(req, res, 200, headers, body, COMPRESSIBLE.test(generated.type) && body.length > 512 ? gzipSync(body) : null);
          return;
        }

        let file = pathname.endsWith('/') || isPrivate(pathname, req) ? null : await load(pathname);
        if (!file) {
          // History fallback: a route without a file extension gets the app's page.
          if (path.extname(pathname) === '' || pathname.endsWith('/')) file = await load('/index.html');
          if (!file) {
            res.writeHead(404, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-cache' }).end('Not found');
            return;
          }
          if (renderHtml) {
            // A visitor who leaves stops the page's calls to the API.
            const left = new AbortController();
            res.once('close', () => left.abort(new Error('the client went away')));
            const page = await renderHtml(pathname, file.body.toString('utf8'), req, left.signal).catch((error) => {
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
    },
  );
  server.setTimeout(timeouts.idleSocketMs, (socket) => socket.destroy());

  // One client address cannot take every socket the process may open.
  const perClient = new Map();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const open = (perClient.get(address) ?? 0) + 1;
    if (connectionsPerClient > 0 && open > connectionsPerClient) {
      socket.destroy();
      return;
    }
    perClient.set(address, open);
    socket.once('close', () => {
      const left = (perClient.get(address) ?? 1) - 1;
      if (left > 0) perClient.set(address, left);
      else perClient.delete(address);
    });
  });

  /** Stops accepting, lets the requests in flight finish (at most `graceMs`), and closes idle connections at once. */
  server.drain = (graceMs = DRAIN_MS) =>
    new Promise((resolve) => {
      draining = true;
      const reaper = setInterval(() => server.closeIdleConnections(), 100);
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      server.close(() => {
        clearInterval(reaper);
        clearTimeout(cut);
        resolve(undefined);
      });
      server.closeIdleConnections();
    });
  return server;
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

/** What an upstream's answer keeps: it stays as the app's server sent it, compressed or not, so nothing is buffered or encoded twice. */
const PASSED = ['content-type', 'content-encoding', 'content-length', 'cache-control', 'etag', 'last-modified', 'vary', 'access-control-allow-origin'];

/** Answers from another server, streaming, as a CDN's path routing would; an upstream that is down or fails answers 502. */
function proxy(req, res, upstream) {
  const url = new URL(upstream);
  const headers = { 'accept-encoding': req.headers['accept-encoding'] ?? '' };
  for (const name of ['if-none-match', 'if-modified-since']) if (req.headers[name]) headers[name] = req.headers[name];
  const outgoing = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, { method: req.method, headers }, (answer) => {
    const kept = Object.fromEntries(PASSED.flatMap((name) => (answer.headers[name] === undefined ? [] : [[name, answer.headers[name]]])));
    res.writeHead(answer.statusCode ?? 502, kept);
    answer.pipe(res);
  });
  outgoing.setTimeout(TIMEOUTS.requestMs, () => outgoing.destroy(new Error('the upstream did not answer in time')));
  outgoing.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-store' }).end('Bad gateway');
    else res.destroy();
  });
  // A visitor who leaves stops the upstream's answer too.
  res.once('close', () => outgoing.destroy());
  outgoing.end();
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
