import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_BYTES } from '../../src/domain/limits.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { imageFormatOf } from '../../src/domain/validation.ts';
import type { Db, DialectName } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { DEFAULT_UPLOAD_LIMIT, takeUploadSlot, type UploadLimit } from '../services/uploadLimit.ts';
import { createDecodeQueue, type DecodeQueueStats } from './decodeQueue.ts';
import { createDatabaseImageBytes, etagOf, type ImageBytes, type StoredImage } from './imageBytes.ts';

/** Where uploads are served from. */
export const UPLOADS_PREFIX = '/uploads/';

// One libvips thread per decode: the decode queue below decides how many cores image work gets.
sharp.concurrency(1);
// Every upload is a new picture: libvips' operation cache only holds memory.
sharp.cache(false);

/**
 * Pixel caps by format, checked on the header before any decoding. Phone cameras write JPEG,
 * and the largest common ones save 48–50 MP (4:3 8000 × 6000 = 48 MP, 8160 × 6144 = 50.1 MP),
 * so JPEG gets 51 MP; libjpeg also decodes it shrunk straight to our 1200 px. PNG has no
 * shrink-on-load (a 36 MP PNG decodes to 108 MB of pixels, and flat ones fit in a few kB):
 * PNGs are screenshots and drawings, and 24 MP still fits a 6K display's (6016 × 3384).
 */
export const MAX_INPUT_PIXELS = { jpeg: 51_000_000, png: 24_000_000 } as const;
const MAX_EDGE = 1200;
const CONTENT_TYPE = 'image/webp';

export interface ImageLimits {
  /** Decodes running at once in this process; defaults to one per core. */
  decodeConcurrency?: number;
  /** Uploads that may wait for a decode; more get a 503 at once. */
  maxQueued?: number;
  /** Uploads per user per window (stored in the database, shared by every process). */
  uploadLimit?: UploadLimit;
}

/** Keeps images (in the database or a bucket) under generated names; a rejected image writes nothing. */
export interface ImageStore {
  /**
   * Checks the bytes, re-encodes and saves; answers the public path (`/uploads/<name>`).
   * A user's upload is rate limited and may be refused when the decoders are busy; the server's own pictures (no user) wait.
   */
  save(upload: unknown, uploaderId?: number): Promise<string>;
  /** Removes a stored image by its public path; anything else (seed art, foreign URLs) is left alone. */
  remove(publicPath: string | null | undefined): Promise<void>;
  /** The stored image of a name under `/uploads/`, if any. */
  read(name: string): Promise<StoredImage | undefined>;
  /** Copies pictures an older version wrote to disk into the store, so their URLs keep working. */
  importFolder(dir: string): Promise<number>;
  decodeStats(): DecodeQueueStats;
}

const wrongType = () => new HttpError(415, 'UNSUPPORTED_IMAGE_TYPE', MESSAGES.imageType);
const tooLarge = () => new HttpError(413, 'IMAGE_TOO_LARGE', MESSAGES.imageSize);
const tooManyPixels = (format: 'png' | 'jpeg') =>
  new HttpError(
    413,
    'IMAGE_TOO_MANY_PIXELS',
    `Image dimensions are too large, keep a ${format === 'png' ? 'PNG' : 'JPEG'} under ${MAX_INPUT_PIXELS[format] / 1_000_000} megapixels`,
  );

/** PNG and JPEG by their magic numbers (the rule the browser's picker applies too); names and declared types are the client's word, not proof. */
export function sniffImageType(bytes: Buffer): 'png' | 'jpeg' | null {
  return imageFormatOf(bytes);
}

/** The cheap checks (size, magic number): no decoding yet. */
function checkUpload(upload: unknown): { bytes: Buffer; format: 'png' | 'jpeg' } {
  if (!Buffer.isBuffer(upload)) throw wrongType();
  if (upload.length >= IMAGE_MAX_BYTES) throw tooLarge();
  const format = sniffImageType(upload);
  if (!format) throw wrongType();
  return { bytes: upload, format };
}

/** Reads only the header: the format must match the magic number and the canvas must fit the cap. */
async function checkHeader(bytes: Buffer, format: 'png' | 'jpeg'): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw wrongType();
  }
  if (meta.format !== format) throw wrongType();
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS[format]) throw tooManyPixels(format);
}

/** Decodes and re-encodes: strips metadata (GPS, camera), fixes orientation, bounds size, drops any payload. */
export async function reencodeImage(bytes: Buffer, format: 'png' | 'jpeg'): Promise<Buffer> {
  try {
    // The cap again as libvips' own limit, should a header and the real canvas disagree.
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS[format], failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 3 })
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw tooManyPixels(format);
    // Right magic number, undecodable body: not a real PNG or JPEG.
    throw wrongType();
  }
}

const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

/** The stored name behind a public path this store made, or null for anything else. */
function storedName(publicPath: string | null | undefined): string | null {
  if (!publicPath?.startsWith(UPLOADS_PREFIX)) return null;
  const name = publicPath.slice(UPLOADS_PREFIX.length);
  // Only names this store generated; never a path a client could have shaped.
  return STORED_NAME.test(name) ? name : null;
}

export function createImageStore(
  db: Db,
  dialect: DialectName,
  limits: ImageLimits = {},
  clock: () => Date = () => new Date(),
  storage: ImageBytes = createDatabaseImageBytes(db, clock),
): ImageStore {
  const decodeConcurrency = limits.decodeConcurrency ?? os.availableParallelism();
  const queue = createDecodeQueue(decodeConcurrency, limits.maxQueued ?? decodeConcurrency * 8);
  const uploadLimit = limits.uploadLimit ?? DEFAULT_UPLOAD_LIMIT;

  const insert = (name: string, bytes: Buffer) =>
    storage.put(name, { contentType: CONTENT_TYPE, bytes, etag: etagOf(bytes) });

  return {
    async save(upload, uploaderId) {
      const { bytes, format } = checkUpload(upload);
      if (uploaderId !== undefined) await takeUploadSlot(db, dialect, uploaderId, uploadLimit, clock());
      await checkHeader(bytes, format);
      const encoded = await queue.run(() => reencodeImage(bytes, format), uploaderId !== undefined);
      const name = `${randomUUID()}.webp`;
      await insert(name, encoded);
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(publicPath) {
      const name = storedName(publicPath);
      if (name) await storage.delete(name);
    },
    async read(name) {
      if (!STORED_NAME.test(name)) return undefined;
      return storage.get(name);
    },
    async importFolder(dir) {
      const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => STORED_NAME.test(name));
      if (names.length === 0) return 0;
      const known = await storage.existing(names);
      let imported = 0;
      for (const name of names.filter((candidate) => !known.has(candidate))) {
        await insert(name, await readFile(path.join(dir, name)));
        imported += 1;
      }
      return imported;
    },
    decodeStats: () => queue.stats(),
  };
}
