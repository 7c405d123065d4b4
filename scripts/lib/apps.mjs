// The separately deployed front-end apps, their default ports and the env vars that move them.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export const APPS = [
  { dir: 'shell', federationName: 'shell', port: 3000, portEnv: 'SHELL_PORT' },
  { dir: 'mf-discover', federationName: 'mf_discover', port: 3001, portEnv: 'MF_DISCOVER_PORT', urlEnv: 'MF_DISCOVER_URL' },
  { dir: 'mf-events', federationName: 'mf_events', port: 3002, portEnv: 'MF_EVENTS_PORT', urlEnv: 'MF_EVENTS_URL' },
  { dir: 'mf-news', federationName: 'mf_news', port: 3003, portEnv: 'MF_NEWS_PORT', urlEnv: 'MF_NEWS_URL' },
  { dir: 'mf-account', federationName: 'mf_account', port: 3004, portEnv: 'MF_ACCOUNT_PORT', urlEnv: 'MF_ACCOUNT_URL' },
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

/** remotes.json as the serve step writes it: each remote's manifest URL, overridable per remote by env. */
export function remotesJson(env = process.env) {
  const host = publicHost(env);
  return Object.fromEntries(REMOTES.map((app) => [app.federationName, `${env[app.urlEnv] ?? `http://${host}:${appPort(app, env)}`}/mf-manifest.json`]));
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
