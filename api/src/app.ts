import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import type { Config } from './config';
import type { Db } from './db/db';
import { errorBody, HttpError } from './http/errors';
import { registerPublicCache } from './http/cache';
import { registerSiteRoutes } from './routes/site';
import { registerPageRoutes } from './routes/pages';
import { registerDestinationRoutes } from './routes/destinations';
import { registerEventRoutes } from './routes/events';
import { registerNewsRoutes } from './routes/news';
import { registerMediaRoutes } from './routes/media';
import { registerHealthRoutes } from './routes/health';
import { registerDocs } from './routes/docs';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerTipRoutes } from './routes/tips';
import { registerContactRoutes } from './routes/contacts';
import { requireMember } from './auth/tokens';
import { DEFAULT_RESPONSE_CACHE_TTL_MS } from './config';
import { ResponseCache } from './http/response-cache';

export interface AppDeps {
  db: Db;
  config: Pick<Config, 'corsOrigins' | 'publicApiUrl'> & Partial<Pick<Config, 'logLevel' | 'mediaDir' | 'responseCacheTtlMs'>>;
  /** Fastify logger on/off; tests leave it off. */
  logger?: boolean;
}

/** What every route module receives. */
export interface AppContext {
  db: Db;
  /** Makes a stored `/media/...` path absolute for browsers on other origins. */
  mediaUrl: (path: string | null | undefined) => string | null;
}

const BODY_LIMIT = 1024 * 1024;

export async function buildApp({ db, config, logger = false }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel ?? 'info' } : false,
    bodyLimit: BODY_LIMIT,
    // Keep '/x/' and '/x' apart (the site redirects trailing slashes itself), but ignore duplicate slashes.
    routerOptions: { ignoreDuplicateSlashes: true, maxParamLength: 300 },
  });

  // JSON bodies: an empty body is {}, malformed JSON is a 400 that says so.
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, text, done) => {
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
    allowedHeaders: ['Content-Type', 'Authorization', 'If-None-Match'],
    exposedHeaders: ['ETag'],
    maxAge: 600,
  });

  registerPublicCache(app);

  app.setErrorHandler((error, request, reply) => {
    const status = error instanceof HttpError ? error.statusCode : (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 && !(error instanceof HttpError) ? 'Internal Server Error' : (error as Error).message;
    reply.code(status).type('application/json').send(errorBody(status, message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });

  const ctx: AppContext = {
    db,
    mediaUrl: (path) => (path ? (path.startsWith('/') ? `${config.publicApiUrl}${path}` : path) : null),
  };

  app.decorate('responseCache', new ResponseCache(config.responseCacheTtlMs ?? DEFAULT_RESPONSE_CACHE_TTL_MS));
  app.decorate('contentChanged', () => app.responseCache.clear());
  app.decorate('requireMember', (request: FastifyRequest) => requireMember(db, request));

  registerHealthRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerPageRoutes(app, ctx);
  registerDestinationRoutes(app, ctx);
  registerEventRoutes(app, ctx);
  registerNewsRoutes(app, ctx);
  registerCatalogueRoutes(app, ctx);
  registerTipRoutes(app, ctx);
  registerContactRoutes(app, ctx);
  registerMediaRoutes(app, ctx, config.mediaDir);
  await registerDocs(app, { publicApiUrl: config.publicApiUrl });

  return app;
}
