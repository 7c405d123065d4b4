import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public GET answers: shared-cacheable for a minute, with an ETag. */
    publicCache?: boolean;
  }
}

export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Does an If-None-Match header name this ETag (or `*`)? */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Adds Cache-Control + ETag to public GET answers and turns a matching If-None-Match into 304. */
export function registerPublicCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.publicCache || reply.statusCode !== 200) {
      // Member, draft and search answers may depend on who asks: never stored by a shared cache.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // A cached answer comes with its ETag, made once (route.ts); others are hashed here.
    const etag = String(reply.getHeader('etag') ?? `"${createHash('sha1').update(payload).digest('base64url')}"`);
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    reply.header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      reply.removeHeader('content-encoding');
      return '';
    }
    return payload;
  });
}
