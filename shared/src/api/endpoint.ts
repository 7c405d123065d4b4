import type { z } from 'zod';

/**
 * One description per API call, read by both ends: the server validates and serialises with these schemas, the client builds URLs and
 * parses answers with them. Path segments: `:name` is one encoded segment, `*` is the rest of the path.
 */
export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** 'bearer' calls carry the stored token; their answers are never cached. */
  auth?: 'bearer';
  /** A POST that only reads public content (a search): its answer may be cached briefly. */
  cache?: 'public';
  /** Largest request body accepted, when more than the default 1 MiB (payloads carrying images). */
  maxBodyBytes?: number;
  /** A create taking an `Idempotency-Key`: a retry with the same key answers the first answer again; the client sends one key per submit (decision 031). */
  idempotent?: true;
  summary: string;
}

export const endpoint = <const E extends EndpointDef>(definition: E): E => definition;
