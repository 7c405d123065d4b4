import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@valley/shared/media';
import type { AppContext } from '../app';
import { errorBody } from '../http/errors';
import { parseMediaFile, type MediaRef } from '../media/paths';
import { IMMUTABLE_CACHE_CONTROL, LocalMediaStorage, type MediaStorage } from '../media/storage';
import { WEBP_QUALITY } from '../media/sizes';
import { DEFAULT_MEDIA_DIR, fileExists, MediaStore } from '../media/store';
import { uploadKey } from '../uploads/images';

/** Images never change under one name (the size is in it), so browsers and CDNs may keep them a day. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const WIDTH_MESSAGE = `w must be one of ${IMAGE_WIDTHS.join(', ')}`;

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

const notFound = (reply: FastifyReply) => reply.code(404).send(errorBody(404, 'Image not found'));

/** Uploaded images are member content: never sniffed as anything else, never run as a document. */
const UPLOAD_HEADERS = {
  'cache-control': IMMUTABLE_CACHE_CONTROL,
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

/** An upload's bytes at `width` (its stored `?w=` copy; made and stored now if it is missing), or null. */
async function uploadBytes(storage: MediaStorage, ref: MediaRef, width: number | null): Promise<Buffer | null> {
  if (width === null || width >= ref.width) return storage.get(uploadKey(ref));
  const stored = await storage.get(uploadKey(ref, width));
  if (stored) return stored;
  const original = await storage.get(uploadKey(ref));
  if (!original) return null;
  const copy = await sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
  await storage.put(uploadKey(ref, width), copy, 'image/webp');
  return copy;
}

/**
 * Generated images (`?w=` picks a narrower copy from IMAGE_WIDTHS, made on first request; a file missing but listed in `media` is
 * drawn again) and member uploads from `storage`: unique names, cached a year, `nosniff` and a sandboxing CSP (decision 009).
 */
export function registerMediaRoutes(
  app: FastifyInstance,
  { db }: Pick<AppContext, 'db'>,
  mediaDir: string = DEFAULT_MEDIA_DIR,
  storage: MediaStorage = new LocalMediaStorage(mediaDir),
): void {
  const store = new MediaStore(mediaDir);
  const etags = new Map<string, string>();

  app.get<{ Params: { collection: string; file: string }; Querystring: Record<string, unknown> }>('/media/:collection/:file', async (request, reply) => {
    const ref = parseMediaFile(request.params.collection, request.params.file);
    if (!ref) return notFound(reply);

    let width: number | null = null;
    const asked = request.query.w;
    if (asked !== undefined) {
      width = typeof asked === 'string' && /^\d{1,5}$/.test(asked) ? Number(asked) : Number.NaN;
      if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return reply.code(400).send(errorBody(400, WIDTH_MESSAGE));
    }

    if (ref.collection === 'uploads') {
      // An upload is a member's photo: it has no subject, so a name with one is another file.
      if (ref.subject !== null) return notFound(reply);
      // Bytes never change under an upload's random name, so the name is the ETag: a 304 costs no storage read.
      const served = width !== null && width < ref.width ? width : null;
      const etag = `"${ref.name}${served === null ? '' : `.w${served}`}"`;
      if (matches(request.headers['if-none-match'], etag))
        return reply
          .headers({ ...UPLOAD_HEADERS, etag })
          .code(304)
          .send();
      const data = await uploadBytes(storage, ref, served);
      if (!data) return notFound(reply);
      return reply
        .headers({ ...UPLOAD_HEADERS, etag })
        .type('image/webp')
        .send(data);
    }

    const original = store.fileOf(ref);
    if (!(await fileExists(original))) {
      const { rows } = await db.query('select 1 from media where path = $1', [`/media/${ref.collection}/${request.params.file}`]);
      if (rows.length === 0 || !store.canGenerate(ref)) return notFound(reply);
      await store.generate(ref);
    }
    const file = width !== null && width < ref.width ? await store.variant(ref, width) : original;

    reply.header('cache-control', MEDIA_CACHE_CONTROL);
    reply.header('x-content-type-options', 'nosniff');
    const known = etags.get(file);
    if (known && matches(request.headers['if-none-match'], known)) return reply.header('etag', known).code(304).send();
    const data = await readFile(file);
    const etag = `"${createHash('sha1').update(data).digest('base64url')}"`;
    etags.set(file, etag);
    reply.header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/webp').send(data);
  });
}
