import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/** How answers are compressed, stated once for @fastify/compress and the response cache's kept copies (decisions 019, 032). */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
export const COMPRESS_THRESHOLD = 1024;
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

export const COMPRESS_OPTIONS = { threshold: COMPRESS_THRESHOLD, encodings: [...ENCODINGS], brotliOptions: BROTLI_OPTIONS };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compresses on libuv's thread pool, so a large answer does not hold the event loop. */
export function compress(encoding: Encoding, body: string): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, BROTLI_OPTIONS) : gzipped(body);
}

const negotiator = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });

/** The encoding @fastify/compress would choose for this request, or null for none. */
export function chooseEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return null;
  // As @fastify/compress reads it: '*' and 'x-gzip' mean gzip.
  return negotiator.negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'));
}
