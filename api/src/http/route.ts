import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { EndpointDef } from '@valley/shared/api/contract';
import { namesItsField } from '@valley/shared/schemas/common';
import type { Member } from '../auth/tokens';
import { matchesEtag } from './cache';
import { chooseEncoding, COMPRESS_THRESHOLD } from './compression';
import type { CachedAnswer, ResponseCache } from './response-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint a route serves (the docs read it, routes/docs.ts). */
    endpoint?: EndpointDef;
  }
  interface FastifyInstance {
    /** The signed-in member of a request; throws 401 without a live bearer token (see app.ts). */
    requireMember(request: FastifyRequest): Promise<Member>;
    /** Serialised public answers (see response-cache.ts). */
    responseCache: ResponseCache;
    /** Call after any write that changes public content: drops this instance's cached answers and moves the content version on. */
    contentChanged(): Promise<void>;
    /** Resolves once this instance has checked the content version within the last second (clearing its cache if it moved). */
    contentCurrent(): Promise<void>;
  }
}

/** Public reads: GETs without a token, and the POST searches the contract marks `cache: 'public'`. */
export const isPublicRead = (endpoint: EndpointDef) => endpoint.auth !== 'bearer' && (endpoint.method === 'GET' || endpoint.cache === 'public');

/** A part's parsed type; `unknown` where the endpoint type does not say (a route registered for several endpoints). */
type Part<E, K extends 'params' | 'query' | 'body'> =
  E extends Record<K, infer S extends z.ZodType> ? z.output<S> : E extends { [P in K]?: z.ZodType } ? unknown : undefined;

export interface RouteInput<E extends EndpointDef> {
  params: Part<E, 'params'>;
  query: Part<E, 'query'>;
  body: Part<E, 'body'>;
  /** The signed-in member on `auth: 'bearer'` calls (checked before the input). */
  member: E extends { auth: 'bearer' } ? Member : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends EndpointDef> = (input: RouteInput<E>) => Promise<z.input<E['response']>>;

/** Names the failing field: "order: order must be 'updated' or 'name'" (Fastify's schemaErrorFormatter, app.ts). */
export function describeValidation(errors: FastifySchemaValidationError[], part: string): string {
  const name = part === 'querystring' ? 'query' : part;
  return (
    errors
      .slice(0, 3)
      // 'Title: at most 200 characters' already names its field as the form does; other messages get the payload's name.
      .map((error) =>
        namesItsField(error.message ?? '') ? error.message : `${error.instancePath.split('/').filter(Boolean).join('.') || name}: ${error.message}`,
      )
      .join('; ')
  );
}

/** Answers are parsed with their response schema as the client parses them (a handler returns z.input); the library's serializer reads z.output. */
export const serializeAnswer: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const checked = schema.safeParse(data);
    if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
    return JSON.stringify(checked.data);
  };

/** `categories[]=1&categories[]=2` arrives as key `categories[]`: fold it into `categories`. */
export function normaliseQuery(query: unknown): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    const previous = result[name];
    if (previous === undefined) result[name] = key.endsWith('[]') && !Array.isArray(value) ? [value] : value;
    else result[name] = [previous, value].flat();
  }
  return result;
}

/**
 * Sends a cached answer's ETag and kept compressed copy, so neither is made again per request (decision 032).
 * @fastify/compress leaves an answer that already has a Content-Encoding alone.
 */
async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, withEtag: boolean) {
  reply.type('application/json; charset=utf-8');
  if (withEtag) reply.header('etag', answer.etag);
  const notModified = withEtag && matchesEtag(request.headers['if-none-match'], answer.etag);
  const encoding = answer.bytes >= COMPRESS_THRESHOLD && !notModified ? chooseEncoding(request) : null;
  if (!encoding) return reply.send(answer.body);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.header('content-encoding', encoding);
  return reply.send(await answer.encode(encoding));
}

/**
 * Registers one contract endpoint: Fastify checks params, query and body with its schemas (400 naming the field) and the answer
 * with its response schema (a mismatch is a server bug: logged, 500).
 */
export function route<E extends EndpointDef>(app: FastifyInstance, endpoint: E, handler: Handler<E>, { fresh = false }: { fresh?: boolean } = {}): void {
  // `fresh`: a public answer that must be current (the content version): kept by no cache, here or shared.
  const publicCache = !fresh && endpoint.method === 'GET' && endpoint.auth !== 'bearer';
  const memo = !fresh && isPublicRead(endpoint);
  // Bearer calls check the token before the body is read: no token, no parsing of a large upload.
  const members = new WeakMap<FastifyRequest, Member>();
  const authenticate = async (request: FastifyRequest) => {
    members.set(request, await app.requireMember(request));
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    ...(endpoint.auth === 'bearer' ? { onRequest: authenticate } : {}),
    // Before Fastify validates: `key[]` becomes `key`, and a request without a body reads as {}.
    preValidation: async (request) => {
      if (endpoint.query) request.query = normaliseQuery(request.query);
      if (endpoint.body) request.body ??= {};
    },
    ...(endpoint.maxBodyBytes ? { bodyLimit: endpoint.maxBodyBytes } : {}),
    config: { publicCache, endpoint },
    handler: async (request, reply) => {
      const member = endpoint.auth === 'bearer' ? (members.get(request) ?? (await app.requireMember(request))) : undefined;
      const input = {
        params: endpoint.params ? request.params : undefined,
        query: endpoint.query ? request.query : undefined,
        body: endpoint.body ? request.body : undefined,
        member,
        request,
        reply,
      } as RouteInput<E>;
      if (!memo) return handler(input);
      // Another instance's publish clears this one's answers within a second (decision 111).
      if (app.responseCache.enabled) await app.contentCurrent();
      const key = `${endpoint.method} ${endpoint.path} ${JSON.stringify([input.params, input.query, input.body])}`;
      // reply.serialize checks the answer with the response schema, as a sent answer is.
      return sendAnswer(request, reply, await app.responseCache.answer(key, async () => String(reply.serialize(await handler(input)))), publicCache);
    },
  });
}
