import type { FastifyInstance } from 'fastify';

/** The API answers JSON: nothing in an answer may load, run or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** Its few HTML pages (the dev mailbox) style themselves inline and load nothing else. */
export const HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** Security headers on every answer (decision 018); a CSP unless the route set its own (media sandbox, Swagger UI). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header('content-security-policy', type.startsWith('text/html') ? HTML_CSP : API_CSP);
    }
    return payload;
  });
}
