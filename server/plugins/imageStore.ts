import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '../../src/domain/limits.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { HttpError } from '../errors.ts';

/** Where uploads are served from. */
export const UPLOADS_PREFIX = '/uploads/';

/** Bounds decoding work: a small file may still claim a gigantic canvas. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_EDGE = 1200;

/** Stores images under generated names; a rejected image writes nothing. */
export interface ImageStore {
  readonly dir: string;
  /** Checks the bytes, re-encodes and saves; answers the public path (`/uploads/<name>`). */
  save(upload: unknown): Promise<string>;
  /** Removes a stored image by its public path; anything else (seed art, foreign URLs) is left alone. */
  remove(publicPath: string | null | undefined): Promise<void>;
}

const wrongType = () => new HttpError(415, 'UNSUPPORTED_IMAGE_TYPE', MESSAGES.imageType);
const tooLarge = () => new HttpError(413, 'IMAGE_TOO_LARGE', MESSAGES.imageSize);

/** PNG and JPEG by their magic numbers; names and declared types are the client's word, not proof. */
export function sniffImageType(bytes: Buffer): 'png' | 'jpeg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** Decodes and re-encodes: strips metadata (GPS, camera), fixes orientation, bounds size, drops any payload. */
export async function reencodeImage(bytes: Buffer): Promise<Buffer> {
  if (bytes.length >= IMAGE_MAX_BYTES) throw tooLarge();
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw wrongType();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== sniffed) throw wrongType();
    return await image
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 3 })
      .toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (/pixel limit/i.test((error as Error).message)) {
      throw new HttpError(
        413,
        'IMAGE_TOO_MANY_PIXELS',
        `Image dimensions are too large, keep it under ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
      );
    }
    // Right magic number, undecodable body: not a real PNG or JPEG.
    throw wrongType();
  }
}

const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

export async function createImageStore(dir: string): Promise<ImageStore> {
  await mkdir(dir, { recursive: true });
  return {
    dir,
    async save(upload) {
      if (!Buffer.isBuffer(upload)) throw wrongType();
      const encoded = await reencodeImage(upload);
      const name = `${randomUUID()}.webp`;
      await writeFile(path.join(dir, name), encoded, { flag: 'wx' });
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(publicPath) {
      if (!publicPath?.startsWith(UPLOADS_PREFIX)) return;
      const name = publicPath.slice(UPLOADS_PREFIX.length);
      // Only names this store generated; never a path a client could have shaped.
      if (!STORED_NAME.test(name)) return;
      await unlink(path.join(dir, name)).catch(() => undefined);
    },
  };
}
