import type { FastifyInstance } from 'fastify';
import { throttle } from '../auth/throttle';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import type { ImageQueue, ImageReservation } from './image-queue';
import { decodeImageField, declaredPixels, type ImageFields, isImageUpload } from './images';

// What one member's uploads may cost, checked for all the images of a request before any is decoded (decision 031).
// Only a save that passes the other checks counts against the hourly limit.

/** One save: 200 MP, e.g. 16 phone photos of 12 MP, or 8 of the largest (25 MP). */
export const MAX_REQUEST_PIXELS = 200_000_000;
/** A member's uploads, as the `bytes` of their media rows (the stored WebP, copies not counted). */
export const MEMBER_STORAGE_BYTES = 100_000_000;

const megapixels = (pixels: number) => Math.ceil(pixels / 1_000_000);

export const requestPixelsMessage = (pixels: number) =>
  `These images are too large together: ${megapixels(pixels)} megapixels, and one save may carry at most ${megapixels(MAX_REQUEST_PIXELS)} megapixels (e.g. 16 photos of 12 megapixels). Please save fewer or smaller images at a time.`;

export const storageFullMessage = (used: number) =>
  `Your images already use ${(used / 1_000_000).toFixed(1)} MB of the ${MEMBER_STORAGE_BYTES / 1_000_000} MB each member may store: no more can be uploaded. Please contact support to make room.`;

export const uploadRateMessage = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many images: a member may upload at most 60 images an hour. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

export interface UploadAdmission {
  db: Queryable;
  queue: ImageQueue;
  now: () => Date;
}

const NOTHING_TO_ADMIT: ImageReservation = { run: (job) => job(), release: () => {} };

/** Refuses (413) when the member's stored images already reach MEMBER_STORAGE_BYTES. */
async function checkStorage(db: Queryable, ownerId: number): Promise<void> {
  const { rows } = await db.query<{ used: string | number }>('select coalesce(sum(bytes), 0)::bigint as used from media where owner_id = $1', [ownerId]);
  const used = Number(rows[0]?.used ?? 0);
  if (used >= MEMBER_STORAGE_BYTES) throw new HttpError(413, storageFullMessage(used));
}

/** Counts each image against LIMITS.upload; past it, the 429 says the limit and when to try again. */
async function countUploads(db: Queryable, ownerId: number, images: number, now: Date): Promise<void> {
  try {
    for (let image = 0; image < images; image += 1) await throttle(db, 'upload', { account: ownerId }, now);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
    throw new HttpError(429, uploadRateMessage(Number(error.headers?.['Retry-After'] ?? 60)), error.headers);
  }
}

/**
 * Admits a request's image uploads (stored paths and empty fields cost nothing): 400/413/415 for a bad image, 413 over the save's pixels or
 * storage, 429 past the hourly count, 503 when the queue is full. The answer runs each image's work; release it when the request ends.
 */
export async function admitUploads({ db, queue, now }: UploadAdmission, ownerId: number | null, fields: ImageFields): Promise<ImageReservation> {
  const uploads = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '' && isImageUpload(entry[1]),
  );
  if (uploads.length === 0) return NOTHING_TO_ADMIT;
  if (queue.full) throw queue.busy();
  let pixels = 0;
  for (const [field, value] of uploads) pixels += await declaredPixels(decodeImageField(value, field));
  if (pixels > MAX_REQUEST_PIXELS) throw new HttpError(413, requestPixelsMessage(pixels));
  // Room first: a save refused as busy (and retried) must not count against the member's hour.
  const reservation = queue.reserve(uploads.length);
  try {
    if (ownerId !== null) {
      await checkStorage(db, ownerId);
      await countUploads(db, ownerId, uploads.length, now());
    }
    return reservation;
  } catch (error) {
    reservation.release();
    throw error;
  }
}

/** Calls that may carry images are refused before their body is read while the queue is full, so bodies of up to 48 MB cannot pile up in memory. */
export function registerUploadAdmission(app: FastifyInstance, queue: ImageQueue, defaultBodyLimit: number): void {
  app.addHook('onRequest', async (request) => {
    if (queue.full && (request.routeOptions.bodyLimit ?? 0) > defaultBodyLimit) throw queue.busy();
  });
}
