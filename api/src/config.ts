import { fileURLToPath } from 'node:url';
import { isAbsolute, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** Where generated images live, and uploaded ones unless `s3` is set. */
  mediaDir: string;
  corsOrigins: string[];
  publicSiteUrl: string;
  /** Where this API is reached from browsers; image URLs (/media/...) are made absolute with it. */
  publicApiUrl: string;
  logLevel: string;
  /** How long this instance keeps serialised public answers; 0 turns the cache off. */
  responseCacheTtlMs: number;
  /** Fastify's trustProxy (TRUST_PROXY): which hops may set X-Forwarded-For, so request.ip is the client. */
  trustProxy: boolean | number | string;
  /** HMAC key of bot-check challenges (BOT_CHECK_SECRET); the same on every instance. */
  botCheckSecret: string;
  /** Leading zero bits a bot-check solution needs (BOT_CHECK_DIFFICULTY). */
  botCheckDifficulty: number;
  /** Outgoing mail is delivered through this SMTP server (SMTP_URL); unset: it stays in the outbox table. */
  smtpUrl?: string;
  /** From: of outgoing mail (MAIL_FROM). */
  mailFrom: string;
  /** Where support messages go (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Serve /dev/mailbox (every outgoing message, with working links): only with DEV_MAILBOX=1, and only for a local site. */
  devMailbox: boolean;
  /** NODE_ENV is not production and PUBLIC_SITE_URL is a loopback address: the seed's published password may work. */
  localDevelopment: boolean;
  /** Seed an empty database at start (SEED_IF_EMPTY=1): local development only. */
  seedIfEmpty: boolean;
  /** How many times over the seed writes the valley's destinations (SEED_SCALE, 1–20; 1 by default). */
  seedScale: number;
  /** S3-compatible storage for uploaded images (S3_BUCKET set); otherwise they go under mediaDir. */
  s3?: S3Config;
}

/** Uploaded images in an S3-compatible bucket (AWS S3, MinIO, R2, ...). */
export interface S3Config {
  bucket: string;
  /** A non-AWS endpoint, e.g. `http://127.0.0.1:9000` for MinIO. */
  endpoint?: string;
  region: string;
  /** Both or neither; without them the AWS SDK's default credential chain applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path instead of the host name (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

/** S3_* variables → S3Config, or undefined when S3_BUCKET is unset. */
export function loadS3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got ${endpoint}`);
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE?.trim() ?? ''),
  };
}

export const DEFAULT_RESPONSE_CACHE_TTL_MS = 10_000;

/** Development-only bot-check key: every instance must share one, so a random default would not do. */
export const DEV_BOT_CHECK_SECRET = 'valley-dev-bot-check-secret-not-for-production';
export const DEFAULT_BOT_CHECK_DIFFICULTY = 16;
export const DEFAULT_SUPPORT_EMAIL = 'support@happyvalley.example';
export const DEFAULT_MAIL_FROM = 'Happy Valley <no-reply@happyvalley.example>';

/** TRUST_PROXY: `true`, a hop count, or a comma list of proxy addresses/CIDRs; unset trusts nobody. */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const text = value?.trim() ?? '';
  if (text === '' || /^(0|false|no)$/i.test(text)) return false;
  if (/^(true|yes)$/i.test(text)) return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

/** Fastify's trustProxy option: a hop count becomes the function proxy-addr would make of it. */
export function fastifyTrustProxy(value: boolean | number | string | undefined): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}

/** A loopback address: the only kind of site where development conveniences may run. */
export function isLocalUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

const flag = (value: string | undefined) => /^(1|true|yes)$/i.test(value?.trim() ?? '');

/**
 * Accounts, bot check, mail and the development conveniences (see api/README.md, "Production").
 * Throws, so the process refuses to start, when a setting would be unsafe on a public server.
 */
export function loadAccountConfig(
  env: NodeJS.ProcessEnv,
  publicSiteUrl: string,
): Pick<Config, 'trustProxy' | 'botCheckSecret' | 'botCheckDifficulty' | 'smtpUrl' | 'mailFrom' | 'supportEmail' | 'devMailbox' | 'localDevelopment' | 'seedIfEmpty'> {
  const production = env.NODE_ENV === 'production';
  const localSite = isLocalUrl(publicSiteUrl);
  let botCheckSecret = env.BOT_CHECK_SECRET?.trim() ?? '';
  if (!botCheckSecret) {
    if (production) throw new Error('BOT_CHECK_SECRET must be set in production (the same value on every API instance)');
    // main.ts warns at startup while this default is in use.
    botCheckSecret = DEV_BOT_CHECK_SECRET;
  } else if (botCheckSecret.length < 32) {
    throw new Error('BOT_CHECK_SECRET must be at least 32 characters');
  }
  const difficulty = Number(env.BOT_CHECK_DIFFICULTY ?? DEFAULT_BOT_CHECK_DIFFICULTY);
  if (!Number.isInteger(difficulty) || difficulty < 1 || difficulty > 32) throw new Error(`BOT_CHECK_DIFFICULTY must be 1–32 bits, got ${env.BOT_CHECK_DIFFICULTY}`);
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (production && !smtpUrl) throw new Error('SMTP_URL must be set in production: without it no activation or reset mail leaves the outbox');
  const devMailbox = flag(env.DEV_MAILBOX);
  // The mailbox shows live reset links: on a public site it hands over every account.
  if (devMailbox && !localSite) throw new Error(`DEV_MAILBOX=1 serves every outgoing mail with its links: refused for the public site ${publicSiteUrl}`);
  const localDevelopment = !production && localSite;
  const seedIfEmpty = flag(env.SEED_IF_EMPTY);
  if (seedIfEmpty && !localDevelopment) {
    throw new Error('SEED_IF_EMPTY=1 creates demo members with a published password: only for local development (NODE_ENV not production, PUBLIC_SITE_URL on localhost)');
  }
  return {
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    botCheckSecret,
    botCheckDifficulty: difficulty,
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL?.trim().toLowerCase() || DEFAULT_SUPPORT_EMAIL,
    devMailbox,
    localDevelopment,
    seedIfEmpty,
  };
}

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
  const seedScale = Number(env.SEED_SCALE?.trim() || 1);
  if (!Number.isInteger(seedScale) || seedScale < 1 || seedScale > 20) throw new Error(`SEED_SCALE must be a whole number from 1 to 20, got ${env.SEED_SCALE}`);
  const dataDir = env.DATA_DIR?.trim() || '.data/pglite';
  // Generated images are deterministic, so every database on this machine can share one folder.
  const mediaDir = env.MEDIA_DIR?.trim() || '.data/media';
  const browserHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const publicSiteUrl = (env.PUBLIC_SITE_URL?.trim() || 'http://localhost:3000').replace(/\/$/, '');
  if (env.NODE_ENV === 'production' && !env.PUBLIC_SITE_URL?.trim()) throw new Error('PUBLIC_SITE_URL must be set in production (share links, canonical URLs and CORS depend on it)');
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(apiRoot, dataDir),
    mediaDir: isAbsolute(mediaDir) ? mediaDir : resolve(apiRoot, mediaDir),
    corsOrigins: list(env.CORS_ORIGINS) ?? defaultOrigins,
    publicSiteUrl,
    publicApiUrl: (env.PUBLIC_API_URL?.trim() || `http://${browserHost}:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    responseCacheTtlMs: cacheTtl,
    seedScale,
    ...loadAccountConfig(env, publicSiteUrl),
    s3: loadS3Config(env),
  };
}
