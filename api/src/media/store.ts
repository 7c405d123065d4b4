import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../config';
import { mediaFileName, parseMediaPath, type MediaRef } from './paths';
import { sceneSvg } from './scene';
import { isMediaCollection, MEDIA_SIZES, WEBP_QUALITY } from './sizes';

/** `api/.data/media` unless MEDIA_DIR says otherwise: shared by every database on this machine. */
export const DEFAULT_MEDIA_DIR = loadConfig({ MEDIA_DIR: process.env.MEDIA_DIR }).mediaDir;

/** Generated files live in a folder named after this version: bump it when scene.ts draws differently, and every image is drawn afresh. */
export const SCENE_VERSION = 2;
const GENERATED = `generated-v${SCENE_VERSION}`;

/** A row of the `media` table. */
export interface MediaRecord {
  path: string;
  width: number;
  height: number;
  mime: string;
  bytes: number;
}

export interface EnsureResult {
  records: MediaRecord[];
  /** How many files were drawn now (the rest already existed). */
  generated: number;
}

export const fileExists = async (file: string) => {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
};

/** Runs fn over items with at most `limit` at a time, keeping the input order in the result. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Generated images on local disk: `{dir}/generated-v{N}/{collection}/{name}.{w}x{h}.webp`, variants beside them as `….w{width}.webp`.
 * Written to a temporary name and renamed, so a reader never sees half a file and two writers cannot clash.
 */
export class MediaStore {
  private readonly pending = new Map<string, Promise<void>>();

  constructor(readonly dir: string) {}

  fileOf(ref: MediaRef): string {
    return join(this.dir, GENERATED, ref.collection, mediaFileName(ref));
  }

  variantFileOf(ref: MediaRef, width: number): string {
    return join(this.dir, GENERATED, ref.collection, mediaFileName(ref).replace(/\.webp$/, `.w${width}.webp`));
  }

  /** Whether this store can draw the image: a known collection at that collection's size. */
  canGenerate(ref: MediaRef): boolean {
    if (!isMediaCollection(ref.collection)) return false;
    const size = MEDIA_SIZES[ref.collection];
    return size.width === ref.width && size.height === ref.height;
  }

  /** Draws every missing image among `paths` (at most `concurrency` at once) and describes them all. */
  async ensure(paths: Iterable<string>, { concurrency = 2 }: { concurrency?: number } = {}): Promise<EnsureResult> {
    const refs = [...new Set(paths)].map((path) => {
      const ref = parseMediaPath(path);
      if (!ref || !this.canGenerate(ref)) throw new Error(`Not a generated image path: ${path}`);
      return { path, ref };
    });
    let generated = 0;
    const records = await mapLimit(refs, concurrency, async ({ path, ref }) => {
      if (await this.generate(ref)) generated += 1;
      const { size } = await stat(this.fileOf(ref));
      return { path, width: ref.width, height: ref.height, mime: 'image/webp', bytes: size };
    });
    return { records, generated };
  }

  /** Draws the image unless its file exists; true when it drew it. */
  async generate(ref: MediaRef): Promise<boolean> {
    const file = this.fileOf(ref);
    if (await fileExists(file)) return false;
    await this.once(file, async () => {
      const svg = sceneSvg(ref.collection, ref.name, ref.width, ref.height, ref.subject);
      const data = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 0 }).toBuffer();
      await this.write(file, data);
    });
    return true;
  }

  /** The file of a narrower copy (`?w=`), made from the original on first use. */
  async variant(ref: MediaRef, width: number): Promise<string> {
    const file = this.variantFileOf(ref, width);
    if (await fileExists(file)) return file;
    await this.once(file, async () => {
      const data = await sharp(this.fileOf(ref)).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY, effort: 4 }).toBuffer();
      await this.write(file, data);
    });
    return file;
  }

  /** One job per file at a time within this process. */
  private async once(file: string, job: () => Promise<void>): Promise<void> {
    const running = this.pending.get(file);
    if (running) return running;
    const promise = job().finally(() => this.pending.delete(file));
    this.pending.set(file, promise);
    return promise;
  }

  private async write(file: string, data: Buffer): Promise<void> {
    await mkdir(join(file, '..'), { recursive: true });
    const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}
