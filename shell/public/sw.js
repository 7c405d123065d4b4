/* The shell's service worker (public-site §7): a visitor keeps the pages they opened when rural coverage drops, but every strategy
 * asks the network first so a new deploy takes over on the next visit; private, no-store and authorised answers are never stored (decision 013). */
const VERSION = 'valley-sw-v1';
const SHELL_CACHE = `${VERSION}-shell`;
const RUNTIME_CACHE = `${VERSION}-runtime`;
const RUNTIME_LIMIT = 300;
const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      const response = await fetch('/', { cache: 'no-cache' });
      if (!response.ok) return;
      const html = await response.clone().text();
      await cache.put('/', response);
      // Precache the shell: the scripts and styles the home page's HTML names, plus its JSON.
      const assets = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
      await Promise.all(
        [...new Set([...assets, '/config.json', '/remotes.json'])].map(async (path) => {
          const asset = await fetch(path, { cache: 'no-cache' }).catch(() => null);
          if (asset?.ok) await cache.put(path, asset);
        }),
      );
    })(),
  );
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => !name.startsWith(VERSION)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

const storable = (request, response) => {
  if (!response || !response.ok || response.type === 'opaque') return false;
  if (request.headers.has('authorization')) return false;
  const control = (response.headers.get('cache-control') || '').toLowerCase();
  return !control.includes('no-store') && !control.includes('private');
};

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - RUNTIME_LIMIT)).map((key) => cache.delete(key)));
}

async function networkFirst(request, cacheName, fallbackKey) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (storable(request, response)) {
      await cache.put(request, response.clone());
      if (cacheName === RUNTIME_CACHE) void trim(cache);
    }
    return response;
  } catch (error) {
    const cached = (await cache.match(request)) || (fallbackKey ? await caches.match(fallbackKey) : undefined);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The remotes' files are on this origin under /_apps/ (decision 105), but kept like another host's: in the trimmed runtime cache.
  const remoteFile = url.origin === self.location.origin && url.pathname.startsWith('/_apps/');
  const sameOrigin = url.origin === self.location.origin && !remoteFile;

  if (request.mode === 'navigate' && sameOrigin) {
    event.respondWith(networkFirst(request, SHELL_CACHE, '/'));
    return;
  }
  if (sameOrigin && HASHED.test(url.pathname)) {
    event.respondWith(caches.match(request).then((cached) => cached || networkFirst(request, SHELL_CACHE)));
    return;
  }
  if (sameOrigin && (url.pathname === '/config.json' || url.pathname === '/remotes.json')) {
    event.respondWith(networkFirst(request, SHELL_CACHE));
    return;
  }
  if (!sameOrigin && !request.headers.has('authorization')) {
    event.respondWith(
      (async () => {
        try {
          const response = await fetch(request);
          const control = (response.headers.get('cache-control') || '').toLowerCase();
          if (storable(request, response) && control.includes('public')) {
            const cache = await caches.open(RUNTIME_CACHE);
            await cache.put(request, response.clone());
            void trim(cache);
          }
          return response;
        } catch (error) {
          const cached = await caches.match(request);
          if (cached) return cached;
          throw error;
        }
      })(),
    );
  }
});
