import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { s3ClientOptions } from '@valley/shared/build/s3-options';

/** Where uploaded images live, by key (`uploads/3f2a….1000x1000.webp`); generated seed images stay on local disk, since they can be redrawn. */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under path. */
  get(path: string): Promise<Buffer | null>;
  exists(path: string): Promise<boolean>;
  /** Removes what is stored under path; nothing there is not an error (the media library's delete, decision 126). */
  delete(path: string): Promise<void>;
}

/** Stored files are never replaced under one name, so every cache may keep them for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

// Lower-case segments of letters, digits, '-', '_' and inner dots; no empty, '.' or '..' segment.
const KEY = /^(?:[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*\/)*[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*$/;

/** Accepts `uploads/x.webp` or `/media/uploads/x.webp`; throws on anything that could leave the storage root. */
export function storageKey(path: string): string {
  const key = path.startsWith('/media/') ? path.slice('/media/'.length) : path;
  if (key.length > 300 || !KEY.test(key)) throw new Error(`Bad media storage path '${path}'`);
  return key;
}

/** Files under a folder (MEDIA_DIR): written to a temporary name and renamed, so readers never see half a file. */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local';
  readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  fileOf(path: string): string {
    const file = resolve(this.root, ...storageKey(path).split('/'));
    // The key pattern already rules out traversal; this keeps it true if the pattern ever loosens.
    if (!file.startsWith(this.root + sep)) throw new Error(`Bad media storage path '${path}'`);
    return file;
  }

  async put(path: string, bytes: Buffer, _contentType?: string): Promise<void> {
    const file = this.fileOf(path);
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(path: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(path));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async exists(path: string): Promise<boolean> {
    try {
      return (await stat(this.fileOf(path))).isFile();
    } catch {
      return false;
    }
  }

  async delete(path: string): Promise<void> {
    await rm(this.fileOf(path), { force: true });
  }
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, ...). */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';
  readonly client: S3Client;

  constructor(readonly config: S3Config) {
    this.client = new S3Client(s3ClientOptions(config));
  }

  async put(path: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: storageKey(path),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  async get(path: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: storageKey(path) }));
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(path: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: storageKey(path) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(path: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: storageKey(path) }));
  }
}

/** S3 when S3_BUCKET is set, otherwise `{MEDIA_DIR}/uploads/...` on local disk. */
export function createMediaStorage(config: { mediaDir: string; s3?: S3Config | undefined }): MediaStorage {
  return config.s3 ? new S3MediaStorage(config.s3) : new LocalMediaStorage(config.mediaDir);
}
