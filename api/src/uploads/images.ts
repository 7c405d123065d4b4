import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_WIDTHS, imageFocus, withImageFocus } from '@valley/shared/media';
import { detectImageType, NOT_AN_IMAGE_MESSAGE, type ImageType } from '@valley/shared/media/image-type';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { parseMediaPath } from '../media/paths';
import { MEDIA_SIZES } from '../media/sizes';
import type { MediaStorage } from '../media/storage';
import type { ImageReservation } from './image-queue';

// Neither the declared MIME type nor a file name is trusted: the magic bytes pick the decoder, sharp re-encodes to WebP without
// metadata, and the result gets a random server-made name (decision 009).

/** member-area §9: the upload limit, on the decoded bytes. */
export const MAX_UPLOAD_BYTES = 5_000_000;
/** Base64 length of MAX_UPLOAD_BYTES (5,000,001 bytes encode to the same length: the decoded size decides). */
export const MAX_UPLOAD_BASE64_CHARS = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4;
/** Decompression-bomb and cost guard (a 5 MB PNG can claim 100,000×100,000 pixels); 25 MP takes a 24-megapixel camera's 6000×4000 (decision 031). */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Shorter sides are refused: the stored name's size (`.{w}x{h}.`) needs two digits and nobody wants a 9-pixel logo. */
export const MIN_IMAGE_SIDE = 10;
export const UPLOAD_WEBP_QUALITY = 80;

/** JSON body room for `images` uploads of the largest size (base64 plus data-URL prefix) and 256 KiB for the rest: the route's `bodyLimit`. */
export const uploadBodyLimit = (images: number) => images * (MAX_UPLOAD_BASE64_CHARS + 64) + 256 * 1024;

export { detectImageType, NOT_AN_IMAGE_MESSAGE, type ImageType };

export const TOO_BIG_MESSAGE = 'File is too big! Images may be at most 5,000,000 bytes.';
export const UNREADABLE_MESSAGE = 'The image could not be read: it is damaged or not a JPEG, PNG, WebP or GIF image';
export const TOO_MANY_PIXELS_MESSAGE = 'The image is too large: at most 25 megapixels (e.g. 6000×4000) can be uploaded';
export const TOO_SMALL_MESSAGE = `The image is too small: it must be at least ${MIN_IMAGE_SIDE} pixels wide and high`;

/**
 * The box each upload kind is fitted into (member-area §9, else the seed collection's size), never enlarged. Avatars are cropped to a
 * square (shown round); the rest fit `inside`, since a cropped logo loses letters and layouts crop photos with object-fit.
 */
export const UPLOAD_KINDS = {
  logo: { width: 1000, height: 1000, fit: 'inside' },
  gallery: { ...MEDIA_SIZES.gallery, fit: 'inside' },
  header: { ...MEDIA_SIZES.headers, fit: 'inside' },
  event: { ...MEDIA_SIZES.events, fit: 'inside' },
  tip: { ...MEDIA_SIZES.tips, fit: 'inside' },
  itinerary: { ...MEDIA_SIZES.itineraries, fit: 'inside' },
  avatar: { ...MEDIA_SIZES.avatars, fit: 'cover' },
  /** The profile's company image: shown like a destination image. */
  company: { ...MEDIA_SIZES.destinations, fit: 'inside' },
  /** A dispatch post's picture, written in the studio. */
  post: { ...MEDIA_SIZES.news, fit: 'inside' },
  /** A picture put in the studio's media library (decision 126): the largest box, since it may become a header. */
  library: { ...MEDIA_SIZES.headers, fit: 'inside' },
} as const satisfies Record<string, { width: number; height: number; fit: 'cover' | 'inside' }>;

export type UploadKind = keyof typeof UPLOAD_KINDS;

/** A payload's image fields by name (`image`, `photos.0`, ...): uploads, stored paths or empty. */
export type ImageFields = Record<string, string | null | undefined>;

/** What storing and resolving images needs; `db` may be a transaction. */
export interface UploadDeps {
  db: Queryable;
  storage: MediaStorage;
  /** This API's public URL: absolute image URLs on it resolve like their `/media/...` path. */
  publicApiUrl?: string;
  /** Admits a request's uploads against the member limits and the image queue; absent (seed, unit tests), uploads are neither counted nor queued. */
  admit?: (ownerId: number | null, fields: ImageFields) => Promise<ImageReservation>;
  /** The room this request's uploads were admitted with: each image's work runs through it. */
  reservation?: ImageReservation;
}

export interface StoredImage {
  /** `/media/uploads/{name}.{w}x{h}.webp` */
  path: string;
  width: number;
  height: number;
}

/** Storage key of an upload, or of its `?w=` copy. */
export const uploadKey = (file: { name: string; width: number; height: number }, variantWidth?: number) =>
  `uploads/${file.name}.${file.width}x${file.height}${variantWidth === undefined ? '' : `.w${variantWidth}`}.webp`;

/**
 * The bytes of a data URL or bare base64 (standard or URL-safe, line breaks allowed).
 * 413 above MAX_UPLOAD_BYTES decoded, 415 for a non-base64 data URL, 400 for anything else.
 */
export function decodeImageInput(value: string): Buffer {
  let payload = value.trim();
  if (/^data:/i.test(payload)) {
    const comma = payload.indexOf(',');
    if (comma < 0) throw new HttpError(400, 'image must be a data URL or base64-encoded file');
    // The declared type is ignored; only the encoding matters. `data:image/svg+xml,<svg ...>` is text, not a raster.
    if (!/;base64$/i.test(payload.slice(0, comma))) throw new HttpError(415, NOT_AN_IMAGE_MESSAGE);
    payload = payload.slice(comma + 1);
  }
  // Cheap checks before scanning or decoding: line breaks add at most a few percent.
  if (payload.length > MAX_UPLOAD_BASE64_CHARS * 1.1 + 1024) throw new HttpError(413, TOO_BIG_MESSAGE);
  payload = payload.replace(/\s+/g, '');
  if (payload.length > MAX_UPLOAD_BASE64_CHARS) throw new HttpError(413, TOO_BIG_MESSAGE);
  if (payload.length === 0 || payload.length % 4 === 1 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(payload)) {
    throw new HttpError(400, 'image must be a data URL or base64-encoded file');
  }
  const bytes = Buffer.from(payload, payload.includes('-') || payload.includes('_') ? 'base64url' : 'base64');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_BIG_MESSAGE);
  return bytes;
}

/** Whether a payload value is an upload (data URL or bare base64) rather than a stored path or URL. */
export function isImageUpload(value: string): boolean {
  const text = value.trimStart();
  return /^data:/i.test(text) || (text.length >= 16 && /^[A-Za-z0-9+/_=\s-]+$/.test(text.slice(0, 4096)) && !/^\s*https?:/i.test(text));
}

const SHARP_FORMATS: Record<ImageType, string> = { jpeg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp', avif: 'heif' };

function sharpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new HttpError(413, TOO_MANY_PIXELS_MESSAGE);
  return new HttpError(415, UNREADABLE_MESSAGE);
}

interface Decoded {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

// `pages: 1`: an animated GIF or WebP becomes its first frame. Default failOn ('warning') is the strict one.
const DECODE_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, pages: 1, sequentialRead: true } as const;

/** The header of an image (no pixels decoded): a format sharp agrees with the magic bytes on, at most MAX_INPUT_PIXELS. */
async function checkedMetadata(input: Buffer, type: ImageType): Promise<Metadata> {
  let meta: Metadata;
  try {
    meta = await sharp(input, DECODE_OPTIONS).metadata();
  } catch (error) {
    throw sharpError(error);
  }
  if (meta.format !== SHARP_FORMATS[type]) throw new HttpError(415, UNREADABLE_MESSAGE);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS_MESSAGE);
  return meta;
}

/** The pixels an upload's header declares, read without decoding it (415 and 413 as storeUploadedImage). */
export async function declaredPixels(input: Buffer): Promise<number> {
  const type = detectImageType(input);
  if (!type) throw new HttpError(415, NOT_AN_IMAGE_MESSAGE);
  const meta = await checkedMetadata(input, type);
  return meta.width * meta.height;
}

/** Decodes (first frame only), honours EXIF orientation, converts to sRGB and fits the kind's box: raw 8-bit pixels. */
async function decodeFitted(input: Buffer, type: ImageType, kind: UploadKind): Promise<Decoded> {
  const box = UPLOAD_KINDS[kind];
  const meta = await checkedMetadata(input, type);
  const { width, height } = meta.autoOrient;

  let pipeline = sharp(input, DECODE_OPTIONS).rotate();
  if (box.fit === 'cover') {
    const side = Math.min(width, height, box.width);
    pipeline = pipeline.resize({ width: side, height: side, fit: 'cover', position: 'centre' });
  } else {
    pipeline = pipeline.resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true });
  }
  const { data, info } = await pipeline.toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  if (info.width < MIN_IMAGE_SIDE || info.height < MIN_IMAGE_SIDE) throw new HttpError(400, TOO_SMALL_MESSAGE);
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** IMAGE_WIDTHS below the stored width: the `?w=` copies made at upload. */
const variantWidths = (width: number) => IMAGE_WIDTHS.filter((candidate) => candidate < width);

const encode = (image: Decoded, width?: number) => {
  const pipeline = sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });
  // No withMetadata/keepExif: the WebP carries pixels only (no EXIF, GPS, XMP or ICC; pixels are already sRGB).
  return (width === undefined ? pipeline : pipeline.resize({ width })).webp({ quality: UPLOAD_WEBP_QUALITY }).toBuffer();
};

/** Decoding, fitting and every encoding of one upload: one job of the image queue. */
async function processImage(input: Buffer, type: ImageType, kind: UploadKind): Promise<{ image: Decoded; original: Buffer; variants: [number, Buffer][] }> {
  try {
    const image = await decodeFitted(input, type, kind);
    const original = await encode(image);
    // One encoding at a time: a job holds one thread of libuv's pool, not one per width.
    const variants: [number, Buffer][] = [];
    for (const width of variantWidths(image.width)) variants.push([width, await encode(image, width)]);
    return { image, original, variants };
  } catch (error) {
    throw sharpError(error);
  }
}

/**
 * Stores one upload at the kind's size plus a copy per IMAGE_WIDTHS width below it, files before the `media` row so a row never names a
 * missing file. 415 unless JPEG/PNG/WebP/GIF/AVIF, 413 over MAX_INPUT_PIXELS, 400 under MIN_IMAGE_SIDE; runs through the image queue.
 */
export async function storeUploadedImage(deps: UploadDeps, input: Buffer, kind: UploadKind, ownerId: number | null): Promise<StoredImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_BIG_MESSAGE);
  const type = detectImageType(input);
  if (!type) throw new HttpError(415, NOT_AN_IMAGE_MESSAGE);

  const work = () => processImage(input, type, kind);
  const { image, original, variants } = await (deps.reservation ? deps.reservation.run(work) : work());

  const file = { name: randomBytes(16).toString('hex'), width: image.width, height: image.height };
  await Promise.all([
    ...variants.map(([width, bytes]) => deps.storage.put(uploadKey(file, width), bytes, 'image/webp')),
    deps.storage.put(uploadKey(file), original, 'image/webp'),
  ]);
  const path = `/media/${uploadKey(file)}`;
  await deps.db.query('insert into media (path, width, height, mime, bytes, owner_id) values ($1, $2, $3, $4, $5, $6)', [
    path,
    file.width,
    file.height,
    'image/webp',
    original.length,
    ownerId,
  ]);
  return { path, width: file.width, height: file.height };
}

/** The `/media/...` path of a stored image named by path or by an absolute URL on this API (query and hash ignored). */
function storedPath(value: string, publicApiUrl: string | undefined): string | null {
  let path = value.trim();
  if (publicApiUrl && path.startsWith(`${publicApiUrl}/media/`)) path = path.slice(publicApiUrl.length);
  path = path.split(/[?#]/, 1)[0] ?? '';
  return parseMediaPath(path) ? path : null;
}

/** decodeImageInput, with the field named in its 400s (`photos.2 must be a data URL ...`). */
export function decodeImageField(value: string, field: string): Buffer {
  try {
    return decodeImageInput(value);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400 && error.message.startsWith('image ')) {
      throw new HttpError(400, `${field}${error.message.slice('image'.length)}`);
    }
    throw error;
  }
}

/**
 * An image field: empty → null; a data URL or base64 → stored upload; a recorded `/media/...` path or this API's URL of one → that path.
 * Anything else is a 400 `{field} must be an uploaded image`; an upload outside a request's reservation is admitted on its own.
 */
export async function resolveImageField(
  deps: UploadDeps,
  value: string | null | undefined,
  kind: UploadKind,
  ownerId: number | null,
  field = 'image',
): Promise<string | null> {
  if (value === null || value === undefined || value.trim() === '') return null;
  if (isImageUpload(value)) {
    const input = decodeImageField(value, field);
    if (deps.reservation || !deps.admit) return (await storeUploadedImage(deps, input, kind, ownerId)).path;
    const reservation = await deps.admit(ownerId, { [field]: value });
    try {
      return (await storeUploadedImage({ ...deps, reservation }, input, kind, ownerId)).path;
    } finally {
      reservation.release();
    }
  }
  const path = storedPath(value, deps.publicApiUrl);
  if (path) {
    const { rows } = await deps.db.query('select 1 from media where path = $1', [path]);
    // A focal point the address carries stays with it (decision 134).
    if (rows.length > 0) return withImageFocus(path, imageFocus(value));
  }
  throw new HttpError(400, `${field} must be an uploaded image`);
}
