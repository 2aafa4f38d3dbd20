import { createHash } from 'node:crypto';
import type { Db } from '../db/schema.ts';

/** A strong validator of the bytes; names never change their bytes, but a hash says so without trust. */
export const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

/** A stored picture as the `/uploads/<name>` route sends it. */
export interface StoredImage {
  contentType: string;
  bytes: Buffer;
  /** A strong validator of the bytes, quoted as HTTP sends it. */
  etag: string;
}

/**
 * Where picture bytes live, shared by every server process: the database (the default) or an
 * S3-compatible bucket. Keys are names the image store generated, never a client's path.
 */
export interface ImageBytes {
  /** Saves the bytes under a key; saving a key twice keeps one copy. */
  put(key: string, image: StoredImage): Promise<void>;
  get(key: string): Promise<StoredImage | undefined>;
  /** Removing a key that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Which of these keys are already stored. */
  existing(keys: string[]): Promise<Set<string>>;
}

/** The default: the `images` table, so a second server needs nothing but the same database. */
export function createDatabaseImageBytes(db: Db, clock: () => Date): ImageBytes {
  return {
    async put(key, image) {
      await db
        .insertInto('images')
        .values({
          key,
          content_type: image.contentType,
          bytes: image.bytes,
          size: image.bytes.length,
          etag: image.etag,
          created_at: clock().toISOString(),
        })
        // Only imports can meet a key twice (two processes importing at once); new names are random.
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
    },
    async get(key) {
      const row = await db
        .selectFrom('images')
        .select(['content_type', 'bytes', 'etag'])
        .where('key', '=', key)
        .executeTakeFirst();
      return row && { contentType: row.content_type, bytes: row.bytes, etag: row.etag };
    },
    async delete(key) {
      await db.deleteFrom('images').where('key', '=', key).execute();
    },
    async existing(keys) {
      if (keys.length === 0) return new Set();
      const rows = await db.selectFrom('images').select('key').where('key', 'in', keys).execute();
      return new Set(rows.map((row) => row.key));
    },
  };
}

/**
 * A bucket in front of the images table: new pictures go to the bucket, while pictures saved
 * before S3 was configured stay readable (and removable) from the table, so no address breaks.
 */
export function withDatabaseFallback(primary: ImageBytes, database: ImageBytes): ImageBytes {
  return {
    put: (key, image) => primary.put(key, image),
    async get(key) {
      return (await primary.get(key)) ?? (await database.get(key));
    },
    async delete(key) {
      await primary.delete(key);
      await database.delete(key);
    },
    async existing(keys) {
      const inTable = await database.existing(keys);
      const inBucket = await primary.existing(keys.filter((key) => !inTable.has(key)));
      return new Set([...inTable, ...inBucket]);
    },
  };
}
