import { MEDIA_SIZES, type MediaCollection } from './sizes';
import { isSubject, type Subject } from './subjects';

/** A stored image path: `/media/{collection}/{name}.{width}x{height}.webp`, or `{name}.{subject}.{width}x{height}.webp` for a picture of something. */
export interface MediaRef {
  collection: string;
  name: string;
  /** What a generated picture shows in front of the valley (subjects.ts); null for the valley alone and for uploads. */
  subject: Subject | null;
  width: number;
  height: number;
  ext: 'webp';
}

const SEGMENT = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;
const FILE = /^([a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?)(?:\.([a-z]{2,20}))?\.([1-9]\d{1,3})x([1-9]\d{1,3})\.(webp)$/;
const PATH = /^\/media\/([a-z0-9-]{1,40})\/([^/]+)$/;

/** The path of a generated image of a collection, at the collection's size, showing `subject` in front of the valley if given. */
export function mediaPath(collection: MediaCollection, name: string, subject: Subject | null = null): string {
  if (!SEGMENT.test(name)) throw new Error(`Bad media name '${name}'`);
  const { width, height } = MEDIA_SIZES[collection];
  return `/media/${collection}/${name}${subject ? `.${subject}` : ''}.${width}x${height}.webp`;
}

/** The file name of an image under its collection: `{name}[.{subject}].{w}x{h}.webp`. */
export const mediaFileName = (ref: MediaRef) => `${ref.name}${ref.subject ? `.${ref.subject}` : ''}.${ref.width}x${ref.height}.${ref.ext}`;

/** Parses `{name}[.{subject}].{w}x{h}.webp` inside a collection; null when anything is off (an unknown subject, slashes or `..`). */
export function parseMediaFile(collection: string, file: string): MediaRef | null {
  if (!/^[a-z0-9-]{1,40}$/.test(collection)) return null;
  const match = FILE.exec(file);
  if (!match?.[1]) return null;
  const subject = match[2] ?? null;
  if (subject !== null && !isSubject(subject)) return null;
  return { collection, name: match[1], subject, width: Number(match[3]), height: Number(match[4]), ext: 'webp' };
}

export function parseMediaPath(path: string): MediaRef | null {
  const match = PATH.exec(path);
  return match?.[1] && match[2] ? parseMediaFile(match[1], match[2]) : null;
}

/** Every `/media/...` path inside a value (rows, jsonb blocks, slides, links), in first-seen order. */
export function collectMediaPaths(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectMediaPaths(item, into);
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const item of Object.values(value)) collectMediaPaths(item, into);
  }
  return into;
}
