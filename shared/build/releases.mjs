// Immutable, versioned releases of the apps and the deploy-owned pointer (remotes.json) that names the live one of each, in a folder or an
// S3-compatible bucket (decision 045). A release is `<app>/releases/<id>/…`, id the hash of its files, never rewritten; deploying and
// rolling back only move the pointer.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from '../../scripts/lib/static-server.mjs';
import { s3ClientOptions } from './s3-options.mjs';

/** The pointer's file name: the serve step derives the browser's remotes.json (name → manifest URL) from it. */
export const POINTER_FILE = 'remotes.json';
/** Written last into a release: its presence means every file of the release is there. */
export const RELEASE_FILE = 'release.json';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HISTORY_LENGTH = 20;

export const releasePrefix = (app, id) => `${app}/releases/${id}/`;

/**
 * The pointer, by federation name (`shell`, `mf_events`, …): the live release, where a browser finds its entry relative to the app's
 * base URL, and the releases that were live before, newest first. Issue 22's server entries sit beside `browser` as `server`.
 * @typedef {{ release: string, browser?: string, history: { release: string, from: string, until?: string }[] }} PointerEntry
 * @typedef {Record<string, PointerEntry>} Pointer
 */

/** Releases in a folder; the pointer is replaced by rename under a lock directory, so two deploys never lose each other's move. */
export class LocalReleaseStore {
  kind = 'local';

  constructor(dir) {
    this.dir = path.resolve(dir);
  }

  fileOf(key) {
    const file = path.resolve(this.dir, ...key.split('/'));
    if (!file.startsWith(this.dir + path.sep)) throw new Error(`Bad release path '${key}'`);
    return file;
  }

  async read(key) {
    return readFile(this.fileOf(key)).catch((error) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return null;
      throw error;
    });
  }

  async write(key, bytes) {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }

  /** The names directly under a folder key (`mf-events/releases/`). */
  async list(prefix) {
    return readdir(this.fileOf(prefix)).catch(() => []);
  }

  async remove(prefix) {
    await rm(this.fileOf(prefix), { recursive: true, force: true });
  }

  /** The pointer's version, so a reader can tell it moved without reading it. */
  async pointerTag() {
    const info = await stat(this.fileOf(POINTER_FILE)).catch(() => null);
    return info ? `${info.mtimeMs}:${info.size}` : null;
  }

  async updatePointer(change) {
    const lock = `${this.fileOf(POINTER_FILE)}.lock`;
    await mkdir(this.dir, { recursive: true });
    for (let attempt = 0; ; attempt++) {
      try {
        await mkdir(lock);
        break;
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
        // A deploy that died holding the lock leaves it behind; none holds it for long.
        const info = await stat(lock).catch(() => null);
        if (info && Date.now() - info.mtimeMs > 30_000) await rmdir(lock).catch(() => {});
        if (attempt > 600) throw new Error(`The pointer ${this.fileOf(POINTER_FILE)} stayed locked (${lock})`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    try {
      const next = await change(parsePointer(await this.read(POINTER_FILE)));
      await this.write(POINTER_FILE, Buffer.from(`${JSON.stringify(next, null, 2)}\n`));
      return next;
    } finally {
      await rmdir(lock).catch(() => {});
    }
  }
}

/** Releases in an S3-compatible bucket (AWS S3, MinIO, R2, …); the pointer is replaced only if nobody moved it since it was read (If-Match). */
export class S3ReleaseStore {
  kind = 's3';

  /** @param {{ bucket: string, prefix?: string, endpoint?: string, region: string, accessKeyId?: string, secretAccessKey?: string, forcePathStyle?: boolean }} config */
  constructor(config, s3) {
    this.config = config;
    this.s3 = s3;
    this.client = new s3.S3Client(s3ClientOptions(config));
  }

  static async create(config) {
    return new S3ReleaseStore(config, await import('@aws-sdk/client-s3'));
  }

  keyOf(key) {
    return `${this.config.prefix ?? ''}${key}`;
  }

  isMissing(error) {
    return error?.name === 'NoSuchKey' || error?.name === 'NotFound' || error?.$metadata?.httpStatusCode === 404;
  }

  async readWithTag(key) {
    try {
      const answer = await this.client.send(new this.s3.GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
      return { bytes: Buffer.from(await answer.Body.transformToByteArray()), tag: answer.ETag ?? null };
    } catch (error) {
      if (this.isMissing(error)) return { bytes: null, tag: null };
      throw error;
    }
  }

  async read(key) {
    return (await this.readWithTag(key)).bytes;
  }

  async write(key, bytes, { cacheControl = IMMUTABLE, ...conditions } = {}) {
    await this.client.send(
      new this.s3.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.keyOf(key),
        Body: bytes,
        ContentType: contentTypeOf(key),
        ContentLength: bytes.length,
        CacheControl: cacheControl,
        ...conditions,
      }),
    );
  }

  async list(prefix) {
    const names = new Set();
    let token;
    do {
      const answer = await this.client.send(
        new this.s3.ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: this.keyOf(prefix), Delimiter: '/', ContinuationToken: token }),
      );
      for (const common of answer.CommonPrefixes ?? []) names.add(common.Prefix.slice(this.keyOf(prefix).length).replace(/\/$/, ''));
      for (const object of answer.Contents ?? []) names.add(object.Key.slice(this.keyOf(prefix).length));
      token = answer.NextContinuationToken;
    } while (token);
    return [...names];
  }

  async remove(prefix) {
    let token;
    do {
      const answer = await this.client.send(
        new this.s3.ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: this.keyOf(prefix), ContinuationToken: token }),
      );
      const keys = (answer.Contents ?? []).map((object) => ({ Key: object.Key }));
      if (keys.length) await this.client.send(new this.s3.DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects: keys, Quiet: true } }));
      token = answer.NextContinuationToken;
    } while (token);
  }

  async pointerTag() {
    try {
      const answer = await this.client.send(new this.s3.HeadObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(POINTER_FILE) }));
      return answer.ETag ?? null;
    } catch (error) {
      if (this.isMissing(error)) return null;
      throw error;
    }
  }

  async updatePointer(change) {
    for (let attempt = 0; attempt < 10; attempt++) {
      const { bytes, tag } = await this.readWithTag(POINTER_FILE);
      const next = await change(parsePointer(bytes));
      try {
        await this.write(POINTER_FILE, Buffer.from(`${JSON.stringify(next, null, 2)}\n`), {
          cacheControl: 'no-cache',
          ...(tag ? { IfMatch: tag } : { IfNoneMatch: '*' }),
        });
        return next;
      } catch (error) {
        // Another deploy moved the pointer between our read and write: read it again and redo the change.
        const status = error?.$metadata?.httpStatusCode;
        if (status !== 412 && status !== 409) throw error;
      }
    }
    throw new Error('The pointer kept moving under this deploy: try again');
  }
}

/** @returns {Pointer} */
function parsePointer(bytes) {
  return bytes ? JSON.parse(bytes.toString('utf8')) : {};
}

/** The store the configuration names: `{ dir }` or `{ s3 }` (scripts/lib/apps.mjs `releasesConfig`). */
export async function openReleaseStore(config) {
  return config.s3 ? S3ReleaseStore.create(config.s3) : new LocalReleaseStore(config.dir);
}

export async function readPointer(store) {
  return parsePointer(await store.read(POINTER_FILE));
}

/** Every file under a folder, as paths relative to it with `/`. */
async function filesOf(dir, prefix = '') {
  const files = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesOf(dir, relative)));
    else if (entry.isFile() && relative !== RELEASE_FILE) files.push(relative);
  }
  return files.toSorted();
}

/** Build statistics for tooling, which Rspack does not write the same twice from the same sources (its `usedIn` lists vary). */
const UNSTABLE = new Set(['mf-stats.json']);

/** A release's id: the hash of its files and their contents, so the same build is the same release and a release is never rewritten. */
export async function releaseIdOf(dir) {
  const hash = createHash('sha256');
  for (const file of (await filesOf(dir)).filter((name) => !UNSTABLE.has(name)))
    hash
      .update(`${file}\0`)
      .update(
        createHash('sha256')
          .update(await readFile(path.join(dir, file)))
          .digest(),
      )
      .update('\0');
  return hash.digest('hex').slice(0, 12);
}

export async function readRelease(store, app, id) {
  const bytes = await store.read(`${releasePrefix(app, id)}${RELEASE_FILE}`);
  return bytes ? JSON.parse(bytes.toString('utf8')) : null;
}

/**
 * Copies a built dist/ into the store as a release, unless it is there already; its release.json, written last, records where it came
 * from. Returns the release's id.
 */
export async function publishRelease(store, { app, dir, now = new Date(), about = {} }) {
  const id = await releaseIdOf(dir);
  if (await readRelease(store, app, id)) return { id, published: false };
  const files = await filesOf(dir);
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await store.write(`${releasePrefix(app, id)}${file}`, await readFile(path.join(dir, file)));
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  // The server build is served only under an address no browser is told (serverEntryPath): it is for the render server, not for visitors.
  const serverKey = files.some((file) => file.startsWith(SERVER_FOLDER)) ? randomBytes(16).toString('hex') : undefined;
  const release = { app, release: id, publishedAt: now.toISOString(), files: files.length, ...(serverKey && { serverKey }), ...about };
  await store.write(`${releasePrefix(app, id)}${RELEASE_FILE}`, Buffer.from(`${JSON.stringify(release, null, 2)}\n`));
  return { id, published: true };
}

/** The published releases of an app, newest first. */
export async function listReleases(store, app) {
  const releases = [];
  for (const id of await store.list(`${app}/releases/`)) {
    const release = await readRelease(store, app, id);
    if (release) releases.push(release);
  }
  return releases.toSorted((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/**
 * Points an app's entry at a release, keeping what was live in its history. `entry` is the release's browser entry (relative to the
 * app's base URL); the shell has none, it is the site.
 * @returns {Promise<{ previous: string | null }>}
 */
export async function repoint(store, { name, release, browser, now = new Date() }) {
  let previous = null;
  await store.updatePointer((pointer) => {
    const current = pointer[name];
    previous = current?.release ?? null;
    if (previous === release) return pointer;
    const at = now.toISOString();
    const history = (current?.history ?? []).map((entry, index) => (index === 0 && !entry.until ? { ...entry, until: at } : entry));
    const next = { release, ...(browser ? { browser } : {}), history: [{ release, from: at }, ...history].slice(0, HISTORY_LENGTH) };
    return { ...pointer, [name]: next };
  });
  return { previous };
}

/** The release a rollback returns to: the last one live before the current one. */
export function previousRelease(entry) {
  return entry?.history.find((past) => past.release !== entry.release)?.release ?? null;
}

/**
 * The releases of an app that may go: not live, not among the `kept` last live (rollback targets), not live within the grace period
 * (a visitor whose page loaded it still fetches its chunks), and not published within it.
 */
export function prunableReleases(releases, entry, { now = new Date(), graceMs, kept }) {
  const history = entry?.history ?? [];
  const keep = new Set([...(entry ? [entry.release] : []), ...[...new Set(history.map((past) => past.release))].slice(0, kept + 1)]);
  for (const past of history) if (!past.until || now.getTime() - Date.parse(past.until) < graceMs) keep.add(past.release);
  return releases
    .filter((release) => !keep.has(release.release) && now.getTime() - Date.parse(release.publishedAt) >= graceMs)
    .map((release) => release.release);
}

export async function pruneReleases(store, { app, name, now = new Date(), graceMs, kept }) {
  const entry = (await readPointer(store))[name];
  const gone = prunableReleases(await listReleases(store, app), entry, { now, graceMs, kept });
  for (const id of gone) await store.remove(releasePrefix(app, id));
  return gone;
}

/**
 * Reads the pointer for the serve step: a folder's when its file changed, a bucket's at most every `ttlMs`, so a deploy shows on the
 * next page load.
 */
export function pointerReader(store, { ttlMs = store.kind === 'local' ? 0 : 2_000 } = {}) {
  let cached = { tag: undefined, at: 0, pointer: Promise.resolve({}) };
  return async function current() {
    if (ttlMs && Date.now() - cached.at < ttlMs) return cached.pointer;
    const tag = await store.pointerTag();
    if (tag !== cached.tag || tag === null) cached = { tag, at: Date.now(), pointer: readPointer(store) };
    else cached.at = Date.now();
    return cached.pointer;
  };
}

/**
 * The browser's remotes.json: each remote's live manifest, from the pointer and where browsers reach each remote (`/_apps/<dir>` on the
 * site's origin, decision 105; a base may also be a URL). A site path is resolved by the page against its own address.
 */
export function browserRemotes(pointer, bases) {
  const remotes = {};
  for (const [name, base] of Object.entries(bases)) {
    const browser = pointer[name]?.browser;
    if (browser) remotes[name] = /^[a-z][a-z0-9+.-]*:/i.test(browser) ? browser : `${base.replace(/\/$/, '')}/${browser}`;
  }
  return remotes;
}

/** A release's server build, beside its browser files (shared/build/rspack-config.mjs SERVER_DIR). */
const SERVER_FOLDER = 'server/';
export const SERVER_ENTRY = `${SERVER_FOLDER}remoteEntry.js`;
export const SERVER_RENDER = `${SERVER_FOLDER}render.cjs`;

/** Where a release's server folder is served: `server-<its serverKey>/`, an address only the store and the render server know. */
const serverAlias = (serverKey) => `server-${serverKey}/`;

/**
 * The render server's remotes: each live release's server entry, for the releases that have one (a release built before server rendering,
 * or published before its server build had a key, has none, and its area renders in the browser). Release ids are immutable, so a deploy
 * gives a new URL.
 */
export async function serverRemotes(store, pointer, baseUrls, { apps }) {
  const remotes = {};
  await Promise.all(
    Object.entries(baseUrls).map(async ([name, base]) => {
      const release = pointer[name]?.release;
      const app = apps.find((candidate) => candidate.federationName === name)?.dir;
      const serverKey = release && app ? (await storedRelease(store, app, release))?.serverKey : undefined;
      if (!serverKey || !(await hasServerBuild(store, app, release))) return;
      remotes[name] = new URL(`releases/${release}/${serverAlias(serverKey)}remoteEntry.js`, base.endsWith('/') ? base : `${base}/`).href;
    }),
  );
  return remotes;
}

// A release is never rewritten, so what is read of it once stays true (a failed read is tried again).
const remembered = new Map();
function remember(key, read) {
  if (!remembered.has(key)) {
    const reading = read();
    remembered.set(key, reading);
    reading.catch(() => remembered.delete(key));
  }
  return remembered.get(key);
}
const storedRelease = (store, app, release) => remember(`${store.kind}:${releasePrefix(app, release)}${RELEASE_FILE}`, () => readRelease(store, app, release));
const hasServerBuild = (store, app, release) =>
  remember(`${store.kind}:${releasePrefix(app, release)}${SERVER_ENTRY}`, () => store.read(`${releasePrefix(app, release)}${SERVER_ENTRY}`).then(Boolean));

/**
 * The shell release's render bundle on this machine's disk (it loads its chunks from beside itself): the folder itself for a local
 * store, else a copy; null for a release built without one.
 */
export async function renderBundle(store, release, copyDir) {
  const prefix = releasePrefix('shell', release);
  if (store.kind === 'local') {
    const file = store.fileOf(`${prefix}${SERVER_RENDER}`);
    return (await stat(file).catch(() => null)) ? file : null;
  }
  const names = await store.list(`${prefix}server/`);
  if (!names.includes(path.basename(SERVER_RENDER))) return null;
  const dir = path.join(copyDir, release);
  await mkdir(dir, { recursive: true });
  for (const name of names) await writeFile(path.join(dir, name), await store.read(`${prefix}server/${name}`));
  return path.join(dir, path.basename(SERVER_RENDER));
}

const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;

/** What a release keeps for operators and never serves: source maps, build statistics, its record, and its server build by its own path. */
const PRIVATE = /(^|\/)[^/]+\.map$|^mf-stats\.json$|^release\.json$|^server\//;

/**
 * The files an app's server answers from the store: `/releases/<id>/…` from that release while it is live or in its grace period, anything
 * else from the live release. A hashed file the live release lacks comes from a release still in its grace period, so a page loaded
 * before a deploy finds its lazy chunks. What a release keeps for operators (PRIVATE) is never served; its server build only under
 * `server-<serverKey>/`, to the render server.
 * @returns {(pathname: string) => Promise<{ body: Buffer, key: string, immutable: boolean } | null>}
 */
export function releaseFiles(store, { app, name, pointer, graceMs, now = () => new Date() }) {
  const fromRelease = async (id, path) => {
    if (!/^[0-9a-f]{12}$/.test(id) || !path || path.split('/').some((part) => part === '..' || part === '')) return null;
    let file = path;
    const server = /^server-([0-9a-f]{32})\/(.+)$/.exec(path);
    if (server) {
      if ((await storedRelease(store, app, id))?.serverKey !== server[1]) return null;
      file = `${SERVER_FOLDER}${server[2]}`;
    } else if (PRIVATE.test(file)) return null;
    const key = `${releasePrefix(app, id)}${file}`;
    const body = await store.read(key);
    return body ? { body, key, immutable: true } : null;
  };
  // The live release and those it replaced within the grace period, newest first.
  const servedReleases = (entry) => [
    entry.release,
    ...entry.history
      .filter((past) => past.release !== entry.release && past.until && now().getTime() - Date.parse(past.until) < graceMs)
      .map((past) => past.release),
  ];
  return async (pathname) => {
    const entry = (await pointer())[name];
    if (!entry) return null;
    const versioned = /^\/releases\/([^/]+)\/(.+)$/.exec(pathname);
    if (versioned) return servedReleases(entry).includes(versioned[1]) ? fromRelease(versioned[1], versioned[2]) : null;
    const file = pathname.replace(/^\/+/, '');
    const live = await fromRelease(entry.release, file);
    if (live) return { ...live, immutable: HASHED.test(file) };
    if (!HASHED.test(file)) return null;
    for (const past of servedReleases(entry).slice(1)) {
      const earlier = await fromRelease(past, file);
      if (earlier) return earlier;
    }
    return null;
  };
}

/** Publishes a build and makes it live at once, unchecked: the serve step's own builds, all from one checkout. */
export async function goLive(store, { app, name, dir, about }) {
  const { id } = await publishRelease(store, { app, dir, about });
  await repoint(store, { name, release: id, browser: name === 'shell' ? undefined : `releases/${id}/mf-manifest.json` });
  return id;
}
