import { fileURLToPath } from 'node:url';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

export const DEFAULT_RESPONSE_CACHE_TTL_MS = 10_000;

/** Development-only bot-check key: every instance must share one, so a random default would not do. */
export const DEV_BOT_CHECK_SECRET = 'valley-dev-bot-check-secret-not-for-production';
export const DEFAULT_BOT_CHECK_DIFFICULTY = 16;
/** Development-only key of insight view tokens (decision 074): every instance must share one, so a random default would not do. */
export const DEV_INSIGHTS_SECRET = 'valley-dev-insights-secret-not-for-production';
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

// ---------------------------------------------------------------------------------------------
// One zod schema for every variable the API reads; a bad or unsafe setting stops the start, naming each bad variable (decision 039).

const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);
const flag = text.transform((value) => /^(1|true|yes)$/i.test(value ?? ''));

/** A whole number from `min` to `max`, `fallback` when unset. */
const wholeNumber = (fallback: number, min: number, max: number, rule: string) =>
  text.transform((value, ctx) => {
    const number = value === undefined ? fallback : Number(value);
    if (Number.isInteger(number) && number >= min && number <= max) return number;
    ctx.addIssue({ code: 'custom', message: `must be ${rule}, got ${value}` });
    return z.NEVER;
  });

/** The api package directory: relative DATA_DIR values resolve from here. */
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));

const defaultOrigins = [3000, 3001, 3002, 3003, 3004, 3005].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter(Boolean);

const inApi = (dir: string) => (isAbsolute(dir) ? dir : resolve(apiRoot, dir));

const siteUrlOf = (value: string | undefined) => (value ?? 'http://localhost:3000').replace(/\/$/, '');

const S3EnvSchema = z
  .object({
    S3_BUCKET: text,
    S3_ENDPOINT: text.refine((value) => value === undefined || /^https?:\/\/[^/]/.test(value), {
      error: (issue) => `must be an http(s) URL, got ${String(issue.input)}`,
    }),
    S3_REGION: text,
    S3_ACCESS_KEY_ID: text,
    S3_SECRET_ACCESS_KEY: text,
    S3_FORCE_PATH_STYLE: flag,
  })
  .refine((env) => !env.S3_BUCKET || Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    path: ['S3_ACCESS_KEY_ID'],
    message: 'and S3_SECRET_ACCESS_KEY must be set together',
  })
  .transform((env) =>
    env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          /** A non-AWS endpoint, e.g. `http://127.0.0.1:9000` for MinIO. */
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION ?? 'us-east-1',
          /** Both or neither; without them the AWS SDK's default credential chain applies. */
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          /** `bucket` in the path instead of the host name (MinIO and most self-hosted stores). */
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  );

/** Uploaded images in an S3-compatible bucket (AWS S3, MinIO, R2, ...). */
export type S3Config = NonNullable<z.output<typeof S3EnvSchema>>;

const EnvSchema = z
  .object({
    NODE_ENV: text,
    PORT: wholeNumber(4000, 0, 65_535, 'a port number'),
    HOST: text,
    DATABASE_URL: text,
    DATA_DIR: text,
    MEDIA_DIR: text,
    CORS_ORIGINS: text,
    PUBLIC_SITE_URL: text,
    PUBLIC_API_URL: text,
    LOG_LEVEL: text,
    LOG_REQUESTS: flag,
    RESPONSE_CACHE_TTL_MS: wholeNumber(DEFAULT_RESPONSE_CACHE_TTL_MS, 0, Number.MAX_SAFE_INTEGER, 'a whole number of ms'),
    SEED_SCALE: wholeNumber(1, 1, 20, 'a whole number from 1 to 20'),
    TRUST_PROXY: z.string().optional().transform(parseTrustProxy),
    BOT_CHECK_SECRET: text,
    BOT_CHECK_DIFFICULTY: wholeNumber(DEFAULT_BOT_CHECK_DIFFICULTY, 1, 32, '1–32 bits'),
    INSIGHTS_SECRET: text,
    SMTP_URL: text,
    CDN_PURGE_URL: text,
    CDN_PURGE_TOKEN: text,
    MAIL_FROM: text,
    SUPPORT_EMAIL: text,
    DEV_MAILBOX: flag,
    DEV_CLOCK: flag,
    SEED_IF_EMPTY: flag,
  })
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    const publicSiteUrl = siteUrlOf(env.PUBLIC_SITE_URL);
    const refuse = (variable: string, message: string) => ctx.addIssue({ code: 'custom', path: [variable], message });
    if (production && !env.PUBLIC_SITE_URL) refuse('PUBLIC_SITE_URL', 'must be set in production (share links, canonical URLs and CORS depend on it)');
    // The development keys are printed in the source: with the bot check's anyone can sign challenges, with the insights' anyone can
    // mint view tokens and count what they like (decision 074). Only a local site, outside production, may use them, whatever NODE_ENV
    // says (decision 075).
    const publicSite = [publicSiteUrl, env.PUBLIC_API_URL].find((url) => url !== undefined && !isLocalUrl(url));
    const developmentKeys = [
      ['BOT_CHECK_SECRET', DEV_BOT_CHECK_SECRET, 'sign bot-check challenges'],
      ['INSIGHTS_SECRET', DEV_INSIGHTS_SECRET, 'make insight view tokens'],
    ] as const;
    for (const [variable, developmentDefault, abuse] of developmentKeys) {
      const value = env[variable];
      if (production && !value) refuse(variable, 'must be set in production (the same value on every API instance)');
      else if ((production || publicSite) && (value === undefined || value === developmentDefault)) {
        refuse(
          variable,
          `must be set, and not to the development default, for ${publicSite ? `the site ${publicSite}` : 'production'}: the default is in the source, so anyone could ${abuse}`,
        );
      }
      if (value && value.length < 32) refuse(variable, 'must be at least 32 characters');
    }
    if (env.CDN_PURGE_URL && !/^https?:\/\/[^\s/]+/i.test(env.CDN_PURGE_URL)) refuse('CDN_PURGE_URL', 'must be an http(s) URL');
    if (production && !env.SMTP_URL) refuse('SMTP_URL', 'must be set in production: without it no activation or reset mail leaves the outbox');
    // The mailbox shows live reset links: on a public site it hands over every account.
    if (env.DEV_MAILBOX && !isLocalUrl(publicSiteUrl))
      refuse('DEV_MAILBOX', `=1 serves every outgoing mail with its links: refused for the public site ${publicSiteUrl}`);
    // A movable clock lets anyone outlive tokens, throttles and deadlines at will.
    if (env.DEV_CLOCK && (production || !isLocalUrl(publicSiteUrl))) {
      refuse(
        'DEV_CLOCK',
        `=1 lets anyone move the API's time: only for local development, refused for ${production ? 'production' : `the site ${publicSiteUrl}`}`,
      );
    }
    if (env.SEED_IF_EMPTY && (production || !isLocalUrl(publicSiteUrl))) {
      refuse(
        'SEED_IF_EMPTY',
        '=1 creates demo members with a published password: only for local development (NODE_ENV not production, PUBLIC_SITE_URL on localhost)',
      );
    }
  })
  .transform((env) => {
    const host = env.HOST ?? '127.0.0.1';
    const browserHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    const publicSiteUrl = siteUrlOf(env.PUBLIC_SITE_URL);
    const origins = list(env.CORS_ORIGINS);
    return {
      port: env.PORT,
      host,
      // Spread so that the key is optional, as callers that build a config by hand leave it out.
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      dataDir: inApi(env.DATA_DIR ?? '.data/pglite'),
      /** Where generated images live (deterministic: every database here can share them), and uploads unless `s3` is set. */
      mediaDir: inApi(env.MEDIA_DIR ?? '.data/media'),
      corsOrigins: origins.length > 0 ? origins : defaultOrigins,
      publicSiteUrl,
      /** Where this API is reached from browsers; image URLs (/media/...) are made absolute with it. */
      publicApiUrl: (env.PUBLIC_API_URL ?? `http://${browserHost}:${env.PORT}`).replace(/\/$/, ''),
      logLevel: env.LOG_LEVEL ?? 'info',
      logRequests: env.LOG_REQUESTS,
      /** How long this instance keeps serialised public answers; 0 turns the cache off. */
      responseCacheTtlMs: env.RESPONSE_CACHE_TTL_MS,
      /** How many times over the seed writes the valley's destinations. */
      seedScale: env.SEED_SCALE,
      /** Fastify's trustProxy: which hops may set X-Forwarded-For, so request.ip is the client. */
      trustProxy: env.TRUST_PROXY,
      /** HMAC key of bot-check challenges, the same on every instance (main.ts warns while the development default is in use). */
      botCheckSecret: env.BOT_CHECK_SECRET ?? DEV_BOT_CHECK_SECRET,
      /** Leading zero bits a bot-check solution needs. */
      botCheckDifficulty: env.BOT_CHECK_DIFFICULTY,
      /** HMAC key of insight view tokens and of the daily address hashes, the same on every instance (main.ts warns while the default is in use). */
      insightsSecret: env.INSIGHTS_SECRET ?? DEV_INSIGHTS_SECRET,
      // cdnPurge: after each publish this URL is called with the paths to purge (decision 112); unset, a CDN keeps pages their 60 s.
      ...(env.CDN_PURGE_URL ? { cdnPurge: { url: env.CDN_PURGE_URL, ...(env.CDN_PURGE_TOKEN ? { token: env.CDN_PURGE_TOKEN } : {}) } } : {}),
      // smtpUrl: outgoing mail goes through this SMTP server; unset, it stays in the outbox table.
      ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
      mailFrom: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      /** Where support messages go. */
      supportEmail: env.SUPPORT_EMAIL?.toLowerCase() ?? DEFAULT_SUPPORT_EMAIL,
      /** Serve /dev/mailbox (every outgoing message, with working links): local sites only. */
      devMailbox: env.DEV_MAILBOX,
      /** Serve /dev/clock, which moves the API's time (journeys of a week later, decision 089): local development only. */
      devClock: env.DEV_CLOCK,
      /** NODE_ENV is not production and PUBLIC_SITE_URL is a loopback address: the seed's published password may work. */
      localDevelopment: env.NODE_ENV !== 'production' && isLocalUrl(publicSiteUrl),
      /** Seed an empty database at start: local development only. */
      seedIfEmpty: env.SEED_IF_EMPTY,
    };
  });

/** Parses `env` with `schema`, or throws one error naming each variable that is wrong. */
function parseEnv<T>(schema: z.ZodType<T>, env: NodeJS.ProcessEnv): T {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}${issue.message.startsWith('=') ? '' : ' '}${issue.message}`).join('\n'));
}

/** S3_* variables → S3Config, or undefined when S3_BUCKET is unset. */
export const loadS3Config = (env: NodeJS.ProcessEnv): S3Config | undefined => parseEnv(S3EnvSchema, env);

export type Config = z.output<typeof EnvSchema> & {
  /** S3-compatible storage for uploaded images (S3_BUCKET set); otherwise they go under mediaDir. */
  s3?: S3Config;
};

/** The configuration from the environment; throws (the process refuses to start) when a setting is bad or unsafe on a public server. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return { ...parseEnv(EnvSchema, env), s3: loadS3Config(env) };
}
