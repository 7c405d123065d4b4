// The shell's pages rendered by the shell release the pointer names now (decision 073): each live shell release's server code runs in a
// worker thread of its own (scripts/lib/render-worker.mjs); a deploy or rollback starts the next release's worker for the next request, and
// the one before finishes the pages it is rendering, then stops. No restart, and no page rendered by one release's code into another's.
import { Worker } from 'node:worker_threads';

const WORKER = new URL('./render-worker.mjs', import.meta.url);

/**
 * @param {object} options
 * @param {() => Promise<string | null>} options.liveRelease  the shell release live now (the pointer's), read for every request
 * @param {(release: string) => Promise<{ bundle: string | null, template: string, entry?: object | null }>} options.codeOf  that release's
 *        render bundle on this machine's disk (null for a release built without one), its page template and its entry-assets.json
 * @param {object} options.workerData  what render-worker.mjs needs besides them: the releases' config, config.json, the API's address, …
 */
export function createShellRenderer({ liveRelease, codeOf, workerData }) {
  /** @type {{ release: string, worker: Worker, ready: Promise<boolean>, pending: Map<number, { resolve: Function, reject: Function }>, retired: boolean } | null} */
  let current = null;
  let nextId = 1;

  function start(release) {
    const pending = new Map();
    const entry = { release, worker: /** @type {Worker} */ (null), ready: Promise.resolve(false), pending, retired: false, dead: false };
    entry.ready = (async () => {
      entry.worker = new Worker(WORKER, { workerData: { ...workerData, ...(await codeOf(release)) } });
      const died = (error) => {
        entry.dead = true;
        for (const { reject } of pending.values()) reject(error);
        pending.clear();
      };
      entry.worker.on('error', died);
      entry.worker.on('exit', (code) => died(new Error(`the render worker of shell release ${release} exited (${code})`)));
      return new Promise((resolve, reject) => {
        entry.worker.once('error', reject);
        entry.worker.once('exit', (code) => reject(new Error(`the render worker of shell release ${release} exited (${code}) before it was ready`)));
        entry.worker.on('message', (message) => {
          if (message.ready) return resolve(message.renders);
          const waiting = pending.get(message.id);
          if (!waiting) return;
          pending.delete(message.id);
          if ('error' in message) waiting.reject(new Error(message.error));
          else waiting.resolve(message.result);
          if (entry.retired && pending.size === 0) void entry.worker.terminate();
        });
      });
    })();
    entry.ready.catch(() => (entry.dead = true));
    return entry;
  }

  function retire(entry) {
    entry.retired = true;
    void entry.ready.then(
      () => (entry.pending.size === 0 ? entry.worker.terminate() : undefined),
      () => undefined,
    );
  }

  /** The worker of the shell release live now; a deploy since the last request starts the next one and retires this one. */
  async function live() {
    const release = await liveRelease();
    if (!release) return null;
    if (current?.release !== release || current.dead) {
      if (current && !current.dead) retire(current);
      current = start(release);
    }
    const entry = current;
    return (await entry.ready) ? entry : null;
  }

  function ask(entry, message, signal) {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      entry.pending.set(id, { resolve, reject });
      entry.worker.postMessage({ id, ...message });
      signal?.addEventListener('abort', () => entry.worker.postMessage({ id, kind: 'abort' }), { once: true });
    });
  }

  return {
    /** The page for a route, or null for a release that renders in the browser (the static server then serves its page as built). */
    async renderHtml(pathname, _built, req, signal) {
      const entry = await live();
      return entry ? ask(entry, { kind: 'page', pathname, url: req.url ?? pathname }, signal) : null;
    },
    /** /sitemap.xml and /robots.txt, by the live release's code; null where it has none. */
    routes: Object.fromEntries(
      ['/sitemap.xml', '/robots.txt'].map((pathname) => [
        pathname,
        async () => {
          const entry = await live();
          return entry ? ask(entry, { kind: 'route', pathname }) : null;
        },
      ]),
    ),
    /** Lets the live worker finish what it renders, then stops it (the process is going down). */
    async close() {
      const entry = current;
      current = null;
      if (!entry) return;
      await entry.ready.catch(() => false);
      if (entry.worker) {
        while (entry.pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
        await entry.worker.terminate();
      }
    },
  };
}
