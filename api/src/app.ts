import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import { ResponseSerializationError, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { DatabaseUnavailableError, type Db } from './db/db';
import { DATABASE_UNAVAILABLE, errorBody, HttpError } from './http/errors';
import { registerPublicCache } from './http/cache';
import { registerDrain } from './http/graceful-close';
import { COMPRESS_OPTIONS } from './http/compression';
import { registerSecurityHeaders } from './http/security-headers';
import { registerNulCheck } from './http/nul-check';
import { describeValidation, serializeAnswer } from './http/route';
import { registerSiteRoutes } from './routes/site';
import { registerPageRoutes } from './routes/pages';
import { registerDestinationRoutes } from './routes/destinations';
import { registerEventRoutes } from './routes/events';
import { registerCalendarFeedRoutes } from './routes/calendar-feeds';
import { registerNewsRoutes } from './routes/news';
import { registerMediaRoutes } from './routes/media';
import { registerHealthRoutes } from './routes/health';
import { registerDocs } from './routes/docs';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerTipRoutes } from './routes/tips';
import { registerContactRoutes } from './routes/contacts';
import { registerMemberContentRoutes } from './routes/member-content';
import { registerMemberExtraRoutes } from './routes/member-extras';
import { registerReviewRoutes } from './routes/review';
import { registerClaimRoutes } from './routes/claims';
import { registerCorrectionRoutes } from './routes/corrections';
import { botCheckSettings, registerAccountRoutes } from './routes/account';
import { registerBotCheckRoutes } from './routes/bot-check';
import { registerMailboxRoutes } from './routes/mailbox';
import { type DevClock, registerDevClockRoutes } from './routes/dev-clock';
import { registerFreshnessRoutes } from './routes/freshness';
import { registerInsightRoutes } from './routes/insights';
import { registerStudioRoutes } from './routes/studio';
import { registerStudioAudit } from './studio/audit';
import { registerAdvertisingRoutes } from './routes/advertising';
import { registerStudioMenuRoutes } from './routes/studio-menus';
import { registerStudioAmenityRoutes } from './routes/studio-amenities';
import { registerStudioMediaRoutes } from './routes/studio-media';
import { registerStudioPostRoutes } from './routes/studio-posts';
import { registerStudioNavRoutes } from './routes/studio-nav';
import { registerStudioPageRoutes } from './routes/studio-pages';
import { registerStudioPlaceRoutes } from './routes/studio-places';
import { registerStudioSettingsRoutes } from './routes/studio-settings';
import { requireMember } from './auth/tokens';
import { moveContentVersion, readContentVersion, watchContentVersion } from './http/content-version';
import { DEFAULT_RESPONSE_CACHE_TTL_MS, DEV_INSIGHTS_SECRET, fastifyTrustProxy } from './config';
import { ResponseCache } from './http/response-cache';
import { createMediaStorage, type MediaStorage } from './media/storage';
import { DEFAULT_MEDIA_DIR } from './media/store';
import type { UploadDeps } from './uploads/images';
import { ImageQueue } from './uploads/image-queue';
import { admitUploads, registerUploadAdmission } from './uploads/upload-limits';

export interface AppDeps {
  db: Db;
  config: Pick<Config, 'corsOrigins' | 'publicApiUrl'> &
    Partial<
      Pick<
        Config,
        | 'logLevel'
        | 'mediaDir'
        | 'responseCacheTtlMs'
        | 's3'
        | 'publicSiteUrl'
        | 'trustProxy'
        | 'botCheckSecret'
        | 'botCheckDifficulty'
        | 'insightsSecret'
        | 'supportEmail'
        | 'devMailbox'
      >
    >;
  /** Where uploads go; by default S3 when config.s3 is set, else the media folder. */
  mediaStorage?: MediaStorage;
  /** Fastify logger on/off; tests leave it off. */
  logger?: boolean;
  /** The time token lifetimes, throttle windows and challenges are measured by; tests pass a controlled one. */
  clock?: () => Date;
  /** Where image work waits (uploads/image-queue.ts); tests pass a small one. */
  imageQueue?: ImageQueue;
  /** A clock journeys move through /dev/clock (DEV_CLOCK=1, local only): the app's time unless `clock` is given. */
  devClock?: DevClock;
}

/** What every route module receives. */
export interface AppContext {
  db: Db;
  /** Makes a stored `/media/...` path absolute for browsers on other origins. */
  mediaUrl: (path: string | null | undefined) => string | null;
  /** What uploads/images.ts needs (swap `db` for a transaction): storage, this API's URL, the member limits. */
  uploads: UploadDeps & Required<Pick<UploadDeps, 'admit'>>;
  /** The current time (AppDeps.clock): use it wherever expiry or windows are decided. */
  now: () => Date;
}

const BODY_LIMIT = 1024 * 1024;

export async function buildApp({ db, config, logger = false, mediaStorage, clock, imageQueue, devClock }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel ?? 'info' } : false,
    bodyLimit: BODY_LIMIT,
    // Behind a load balancer, TRUST_PROXY lets request.ip be the client (throttling counts per address).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Keep '/x/' and '/x' apart (the site redirects trailing slashes itself), but ignore duplicate slashes.
    routerOptions: { ignoreDuplicateSlashes: true, maxParamLength: 300 },
    // The contract's schemas check each request part: a 400 names the field (http/route.ts).
    schemaErrorFormatter: (errors, part) => new HttpError(400, describeValidation(errors, part)),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializeAnswer);

  // JSON bodies: an empty body is {}, malformed JSON is a 400 that says so.
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const source = typeof text === 'string' ? text : text.toString('utf8');
    if (source.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(source));
    } catch (error) {
      done(new HttpError(400, `Malformed JSON body: ${(error as Error).message}`), undefined);
    }
  });

  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    // Only listed origins get Access-Control-Allow-Origin; unknown ones and 'null' get none.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // Idempotency-Key: member creates retried by the shared client (http/idempotency.ts).
    allowedHeaders: ['Content-Type', 'Authorization', 'If-None-Match', 'Idempotency-Key'],
    // Retry-After: a throttled browser client can say how long to wait.
    exposedHeaders: ['ETag', 'Retry-After'],
    maxAge: 600,
  });

  registerDrain(app);
  registerPublicCache(app);
  registerSecurityHeaders(app);
  registerNulCheck(app);
  // After the cache hook, so ETags are of the JSON itself (options in http/compression.ts). Images
  // and other already-compressed types are left alone, and so are cached answers sent compressed.
  await app.register(compress, COMPRESS_OPTIONS);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ResponseSerializationError) {
      // An answer the contract does not allow is a server bug: logged, never sent.
      request.log.error({ issues: error.cause.issues.slice(0, 5), path: request.routeOptions.url }, 'response does not match the contract');
      return reply.code(500).type('application/json').send(errorBody(500, 'The server produced an invalid answer'));
    }
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ err: error.cause }, 'database unavailable');
      // Retry-After: a restarting PostgreSQL is usually back within seconds.
      return reply.code(503).header('retry-after', '5').type('application/json').send(errorBody(503, DATABASE_UNAVAILABLE));
    }
    const status = error instanceof HttpError ? error.statusCode : ((error as { statusCode?: number }).statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 && !(error instanceof HttpError) ? 'Internal Server Error' : (error as Error).message;
    if (error instanceof HttpError && error.headers) reply.headers(error.headers);
    reply.code(status).type('application/json').send(errorBody(status, message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });

  const now = clock ?? devClock?.now ?? (() => new Date());
  const queue = imageQueue ?? new ImageQueue();
  const ctx: AppContext = {
    db,
    mediaUrl: (path) => (path ? (path.startsWith('/') ? `${config.publicApiUrl}${path}` : path) : null),
    uploads: {
      db,
      storage: mediaStorage ?? createMediaStorage({ mediaDir: config.mediaDir ?? DEFAULT_MEDIA_DIR, s3: config.s3 }),
      publicApiUrl: config.publicApiUrl,
      admit: (ownerId, fields) => admitUploads({ db, queue, now }, ownerId, fields),
    },
    now,
  };
  registerUploadAdmission(app, queue, BODY_LIMIT);

  // Aged by the app's clock: a scheduled page that appears or leaves at a time does so in cached answers once that time has come.
  app.decorate('responseCache', new ResponseCache(config.responseCacheTtlMs ?? DEFAULT_RESPONSE_CACHE_TTL_MS, undefined, undefined, () => now().getTime()));
  const contentWatch = watchContentVersion(
    async () => (await readContentVersion(db)).version,
    () => app.responseCache.clear(),
  );
  app.decorate('contentChanged', async () => {
    app.responseCache.clear();
    contentWatch.moved(await moveContentVersion(db, now()));
  });
  app.decorate('contentCurrent', () => contentWatch.current());
  app.decorate('requireMember', (request: FastifyRequest) => requireMember(db, request, ctx.now()));

  await registerDocs(app, { publicApiUrl: config.publicApiUrl });
  registerHealthRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerPageRoutes(app, ctx);
  registerDestinationRoutes(app, ctx);
  registerEventRoutes(app, ctx);
  registerNewsRoutes(app, ctx);
  registerCatalogueRoutes(app, ctx);
  registerTipRoutes(app, ctx);
  registerContactRoutes(app, ctx);
  registerMemberContentRoutes(app, ctx);
  registerMemberExtraRoutes(app, ctx);
  registerReviewRoutes(app, { ...ctx, publicSiteUrl: config.publicSiteUrl ?? 'http://localhost:3000' });
  registerFreshnessRoutes(app, ctx);
  registerCalendarFeedRoutes(app, { ...ctx, publicSiteUrl: config.publicSiteUrl ?? 'http://localhost:3000' });
  registerClaimRoutes(app, { ...ctx, publicSiteUrl: config.publicSiteUrl ?? 'http://localhost:3000' });
  registerCorrectionRoutes(app, { ...ctx, publicSiteUrl: config.publicSiteUrl ?? 'http://localhost:3000', botCheck: botCheckSettings(config) });
  registerAccountRoutes(app, ctx, config);
  registerBotCheckRoutes(app, ctx, config);
  registerMailboxRoutes(app, ctx, config);
  if (devClock) registerDevClockRoutes(app, devClock);
  registerInsightRoutes(app, {
    ...ctx,
    secret: config.insightsSecret ?? DEV_INSIGHTS_SECRET,
    // A beacon counts only from the site's own pages (decision 074): the origins CORS allows, and the public site's.
    siteOrigins: new Set(
      [...config.corsOrigins, URL.parse(config.publicSiteUrl ?? 'http://localhost:3000')?.origin]
        .filter((origin): origin is string => Boolean(origin))
        .map((origin) => origin.toLowerCase()),
    ),
  });
  registerStudioAudit(app, ctx);
  registerStudioRoutes(app, ctx);
  registerStudioMenuRoutes(app, ctx);
  registerStudioPostRoutes(app, ctx);
  registerStudioMediaRoutes(app, ctx);
  registerStudioAmenityRoutes(app, ctx);
  registerStudioSettingsRoutes(app, ctx);
  registerStudioPlaceRoutes(app, ctx);
  registerStudioPageRoutes(app, ctx);
  registerStudioNavRoutes(app, ctx);
  registerAdvertisingRoutes(app, { ...ctx, publicSiteUrl: config.publicSiteUrl ?? 'http://localhost:3000', botCheck: botCheckSettings(config) });
  registerMediaRoutes(app, ctx, config.mediaDir, ctx.uploads.storage);

  return app;
}
