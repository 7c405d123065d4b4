import { fileURLToPath } from 'node:url';
import { isAbsolute, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** Where generated and uploaded images live (local disk; S3-compatible storage comes with uploads). */
  mediaDir: string;
  corsOrigins: string[];
  publicSiteUrl: string;
  /** Where this API is reached from browsers; image URLs (/media/...) are made absolute with it. */
  publicApiUrl: string;
  logLevel: string;
  /** How long this instance keeps serialised public answers; 0 turns the cache off. */
  responseCacheTtlMs: number;
}

export const DEFAULT_RESPONSE_CACHE_TTL_MS = 10_000;

/** The api package directory: relative DATA_DIR values resolve from here. */
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));

const defaultOrigins = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

function list(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return items && items.length > 0 ? items : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const host = env.HOST?.trim() || '127.0.0.1';
  const cacheTtl = Number(env.RESPONSE_CACHE_TTL_MS ?? DEFAULT_RESPONSE_CACHE_TTL_MS);
  if (!Number.isInteger(cacheTtl) || cacheTtl < 0) throw new Error(`RESPONSE_CACHE_TTL_MS must be a whole number of ms, got ${env.RESPONSE_CACHE_TTL_MS}`);
  const dataDir = env.DATA_DIR?.trim() || '.data/pglite';
  // Generated images are deterministic, so every database on this machine can share one folder.
  const mediaDir = env.MEDIA_DIR?.trim() || '.data/media';
  const browserHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(apiRoot, dataDir),
    mediaDir: isAbsolute(mediaDir) ? mediaDir : resolve(apiRoot, mediaDir),
    corsOrigins: list(env.CORS_ORIGINS) ?? defaultOrigins,
    publicSiteUrl: (env.PUBLIC_SITE_URL?.trim() || 'http://localhost:3000').replace(/\/$/, ''),
    publicApiUrl: (env.PUBLIC_API_URL?.trim() || `http://${browserHost}:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    responseCacheTtlMs: cacheTtl,
  };
}
