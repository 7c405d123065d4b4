import { MEDIA_SIZES, type MediaCollection } from './sizes';

/** A stored image path: `/media/{collection}/{name}.{width}x{height}.webp`. */
export interface MediaRef {
  collection: string;
  name: string;
  width: number;
  height: number;
  ext: 'webp';
}

const SEGMENT = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;
const FILE = /^([a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?)\.([1-9]\d{1,3})x([1-9]\d{1,3})\.(webp)$/;
const PATH = /^\/media\/([a-z0-9-]{1,40})\/([^/]+)$/;

/** The path of a generated image of a collection, at the collection's size. */
export function mediaPath(collection: MediaCollection, name: string): string {
  if (!SEGMENT.test(name)) throw new Error(`Bad media name '${name}'`);
  const { width, height } = MEDIA_SIZES[collection];
  return `/media/${collection}/${name}.${width}x${height}.webp`;
}

/** Parses `{name}.{w}x{h}.webp` inside a collection; null when anything is off (no dots, slashes or `..`). */
export function parseMediaFile(collection: string, file: string): MediaRef | null {
  if (!/^[a-z0-9-]{1,40}$/.test(collection)) return null;
  const match = FILE.exec(file);
  if (!match?.[1]) return null;
  return { collection, name: match[1], width: Number(match[2]), height: Number(match[3]), ext: 'webp' };
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
