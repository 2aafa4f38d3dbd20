import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_BYTES } from '../../src/domain/limits.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { PHOTO_MAX_WIDTH, PHOTO_WIDTHS, photoCopyFile, type PhotoWidth } from '../../src/domain/photoWidths.ts';
import { imageFormatOf } from '../../src/domain/validation.ts';
import type { Db, DialectName } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { DEFAULT_UPLOAD_LIMIT, takeUploadSlot, type UploadLimit } from './uploadLimit.ts';
import { createDecodeQueue, type DecodeQueueStats } from '../adapters/decodeQueue.ts';
import { createDatabaseImageBytes, etagOf, type ImageBytes, type StoredImage } from '../adapters/imageBytes.ts';

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
   * Checks the bytes, re-encodes and saves it with its narrower copies (src/domain/photoWidths.ts);
   * answers the public path (`/uploads/<name>`).
   * A user's upload is rate limited and may be refused when the decoders are busy; the server's own pictures (no user) wait.
   */
  save(upload: unknown, uploaderId?: number): Promise<string>;
  /** Removes a stored image and its copies by its public path; anything else (seed art, foreign URLs) is left alone. */
  remove(publicPath: string | null | undefined): Promise<void>;
  /** The stored image of a name under `/uploads/`, if any; a photo's copy is made on first request when missing. */
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

const WEBP = { quality: 82, effort: 3 } as const;

/** Decodes and re-encodes: strips metadata (GPS, camera), fixes orientation, bounds size, drops any payload. */
export async function reencodeImage(bytes: Buffer, format: 'png' | 'jpeg'): Promise<Buffer> {
  try {
    // The cap again as libvips' own limit, should a header and the real canvas disagree.
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS[format], failOn: 'error' })
      .rotate()
      .resize({ width: PHOTO_MAX_WIDTH, height: PHOTO_MAX_WIDTH, fit: 'inside', withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw tooManyPixels(format);
    // Right magic number, undecodable body: not a real PNG or JPEG.
    throw wrongType();
  }
}

/**
 * A photo's copy at most `width` wide (src/domain/photoWidths.ts), made from the stored photo: a
 * WebP of at most 1200 px that the server wrote itself, so decoding it is small and safe.
 */
export async function narrowerCopy(photo: Buffer, width: PhotoWidth): Promise<Buffer> {
  return sharp(photo).resize({ width, withoutEnlargement: true }).webp(WEBP).toBuffer();
}

const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;
/** A copy's name: the photo's id and the copy's width (`<id>-384w.webp`). */
const COPY_NAME = /^([0-9a-f-]{36})-(\d+)w\.webp$/;

/** The copy a name stands for, or null when it is no copy's name (a width we never make, say). */
function copyOf(name: string): { photo: string; width: PhotoWidth } | null {
  const match = COPY_NAME.exec(name);
  const width = PHOTO_WIDTHS.find((candidate) => String(candidate) === match?.[2]);
  return match && width ? { photo: `${match[1]}.webp`, width } : null;
}

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
  /** Copies being made for a read, so a burst of first requests for one makes it once. */
  const making = new Map<string, Promise<StoredImage | undefined>>();

  /**
   * A copy that is not stored yet (its photo came before copies existed, or from an import) is made
   * from its photo on first request and kept.
   */
  const readCopy = async (name: string, copy: { photo: string; width: PhotoWidth }) => {
    const stored = await storage.get(name);
    if (stored) return stored;
    let made = making.get(name);
    if (!made) {
      made = (async () => {
        const photo = await storage.get(copy.photo);
        if (!photo) return undefined;
        const bytes = await queue.run(() => narrowerCopy(photo.bytes, copy.width), false);
        await insert(name, bytes);
        return { contentType: CONTENT_TYPE, bytes, etag: etagOf(bytes) };
      })().finally(() => making.delete(name));
      making.set(name, made);
    }
    return made;
  };

  return {
    async save(upload, uploaderId) {
      const { bytes, format } = checkUpload(upload);
      if (uploaderId !== undefined) await takeUploadSlot(db, dialect, uploaderId, uploadLimit, clock());
      await checkHeader(bytes, format);
      // The narrower copies in the same turn: each is a resize of the small WebP just made.
      const [encoded, ...copies] = await queue.run(async () => {
        const photo = await reencodeImage(bytes, format);
        return [photo, ...(await Promise.all(PHOTO_WIDTHS.map((width) => narrowerCopy(photo, width))))];
      }, uploaderId !== undefined);
      const name = `${randomUUID()}.webp`;
      await Promise.all([
        insert(name, encoded!),
        ...PHOTO_WIDTHS.map((width, i) => insert(photoCopyFile(name, width), copies[i]!)),
      ]);
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(publicPath) {
      const name = storedName(publicPath);
      if (!name) return;
      await storage.delete(name);
      await Promise.all(PHOTO_WIDTHS.map((width) => storage.delete(photoCopyFile(name, width))));
    },
    async read(name) {
      if (STORED_NAME.test(name)) return storage.get(name);
      const copy = copyOf(name);
      return copy ? readCopy(name, copy) : undefined;
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
