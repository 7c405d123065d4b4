// The separately deployed front-end apps, their default ports and the env vars that move them.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export const APPS = [
  { dir: 'shell', federationName: 'shell', port: 3000, portEnv: 'SHELL_PORT' },
  { dir: 'mf-discover', federationName: 'mf_discover', port: 3001, portEnv: 'MF_DISCOVER_PORT', urlEnv: 'MF_DISCOVER_URL' },
  { dir: 'mf-events', federationName: 'mf_events', port: 3002, portEnv: 'MF_EVENTS_PORT', urlEnv: 'MF_EVENTS_URL' },
  { dir: 'mf-news', federationName: 'mf_news', port: 3003, portEnv: 'MF_NEWS_PORT', urlEnv: 'MF_NEWS_URL' },
  { dir: 'mf-account', federationName: 'mf_account', port: 3004, portEnv: 'MF_ACCOUNT_PORT', urlEnv: 'MF_ACCOUNT_URL' },
  { dir: 'mf-studio', federationName: 'mf_studio', port: 3005, portEnv: 'MF_STUDIO_PORT', urlEnv: 'MF_STUDIO_URL' },
];

export const REMOTES = APPS.filter((app) => app.urlEnv);

export function appPort(app, env = process.env) {
  return Number(env[app.portEnv] ?? app.port);
}

export function apiPort(env = process.env) {
  return Number(env.API_PORT ?? 4000);
}

/** The host name the served URLs use (printed and written into remotes.json / config.json). */
export function publicHost(env = process.env) {
  return env.PUBLIC_HOST ?? 'localhost';
}

/** Where browsers reach every remote's files: on the site's own origin, `/_apps/<dir>/…` (decision 105). */
export const APPS_PATH = '/_apps/';

/** remotes.json's base of each remote (federation name → site path): remotes.json names `<base>/releases/<id>/mf-manifest.json`. */
export function remotePublicBases() {
  return Object.fromEntries(REMOTES.map((app) => [app.federationName, `${APPS_PATH}${app.dir}`]));
}

/**
 * Where the site's servers reach each remote's releases (federation name → base URL): its own port, MF_EVENTS_URL and friends, or its
 * folder under RELEASES_PUBLIC_URL when the releases live in a bucket. The shell's serve step answers `/_apps/<dir>/…` from there, as a
 * CDN's path routing would, and the render server reads the remotes' server builds from there (decisions 045, 105).
 */
export function remoteBaseUrls(env = process.env) {
  const host = publicHost(env);
  const fromBucket = env.RELEASES_PUBLIC_URL?.replace(/\/$/, '');
  return Object.fromEntries(
    REMOTES.map((app) => [app.federationName, env[app.urlEnv] ?? (fromBucket ? `${fromBucket}/${app.dir}` : `http://${host}:${appPort(app, env)}`)]),
  );
}

/** The upstream URL of a site address under /_apps/ (`/_apps/mf-events/releases/…` → `<MF_EVENTS_URL>/releases/…`), or null. */
export function upstreamOf(address, baseUrls) {
  const match = /^\/_apps\/([^/?#]+)(\/[^#]*)$/.exec(address);
  const app = match && REMOTES.find((candidate) => candidate.dir === match[1]);
  const base = app && baseUrls[app.federationName];
  return base ? `${base.replace(/\/$/, '')}${match[2]}` : null;
}

const hours = (env, name, fallback) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of hours, got ${env[name]}`);
  return value * 3_600_000;
};

/**
 * Where the apps' releases and the pointer live: RELEASES_DIR (default .releases/), or an S3-compatible bucket when RELEASES_S3_BUCKET
 * is set; how long a replaced release stays served (RELEASE_GRACE_HOURS) and how many stay for rollback (RELEASES_KEPT).
 */
export function releasesConfig(env = process.env) {
  const kept = Number(env.RELEASES_KEPT ?? 5);
  if (!Number.isInteger(kept) || kept < 1) throw new Error(`RELEASES_KEPT must be a whole number of at least 1, got ${env.RELEASES_KEPT}`);
  const policy = { graceMs: hours(env, 'RELEASE_GRACE_HOURS', 24), kept };
  if (!env.RELEASES_S3_BUCKET) return { ...policy, dir: path.resolve(env.RELEASES_DIR ?? path.join(ROOT, '.releases')) };
  if (Boolean(env.RELEASES_S3_ACCESS_KEY_ID) !== Boolean(env.RELEASES_S3_SECRET_ACCESS_KEY)) {
    throw new Error('RELEASES_S3_ACCESS_KEY_ID and RELEASES_S3_SECRET_ACCESS_KEY must be set together');
  }
  const s3 = {
    bucket: env.RELEASES_S3_BUCKET,
    prefix: env.RELEASES_S3_PREFIX ?? '',
    endpoint: env.RELEASES_S3_ENDPOINT,
    region: env.RELEASES_S3_REGION ?? 'us-east-1',
    accessKeyId: env.RELEASES_S3_ACCESS_KEY_ID,
    secretAccessKey: env.RELEASES_S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.RELEASES_S3_FORCE_PATH_STYLE === 'true',
  };
  return { ...policy, s3 };
}

/** The third-party slots (public-site §7) and the env var naming each one's script; a slot left unset loads nothing (decision 042). */
export const THIRD_PARTY_ENV = { chatWidget: 'CHAT_WIDGET_URL', tagManager: 'TAG_MANAGER_URL', adServer: 'AD_SERVER_URL' };

/** The configured slots' script URLs (http(s) only; anything else is ignored), or undefined when none is set. */
export function thirdPartyConfig(env = process.env) {
  const slots = Object.entries(THIRD_PARTY_ENV).flatMap(([slot, name]) => {
    const url = env[name]?.trim();
    return url && /^https?:\/\/[^/]/.test(url) ? [[slot, url]] : [];
  });
  return slots.length > 0 ? Object.fromEntries(slots) : undefined;
}

/** config.json: where the browser finds the API and the public site address, and which third-party scripts to load. */
export function configJson(env = process.env) {
  const host = publicHost(env);
  const siteUrl = env.PUBLIC_SITE_URL ?? `http://${host}:${appPort(APPS[0], env)}`;
  const tiles = env.MAP_TILE_URL ? { tileUrl: env.MAP_TILE_URL, tileAttribution: env.MAP_TILE_ATTRIBUTION ?? '' } : {};
  const thirdParty = thirdPartyConfig(env);
  return { apiUrl: env.API_URL ?? `http://${host}:${apiPort(env)}`, siteUrl, ...tiles, ...(thirdParty ? { thirdParty } : {}) };
}

/** The origins the API must allow: every app's origin (unless CORS_ORIGINS says otherwise). */
export function appOrigins(env = process.env) {
  const host = publicHost(env);
  const origins = APPS.flatMap((app) => [`http://${host}:${appPort(app, env)}`, `http://127.0.0.1:${appPort(app, env)}`]);
  if (env.PUBLIC_SITE_URL) origins.push(env.PUBLIC_SITE_URL);
  return [...new Set(origins)];
}
