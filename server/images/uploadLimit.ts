import type { Db, DialectName } from '../db/schema.ts';
import { HttpError } from '../errors.ts';

/** How many uploads one user may start within a window. */
export interface UploadLimit {
  max: number;
  windowMs: number;
}

/** Enough for an admin filling a catalogue by hand; a script hammering the decoder is slowed. */
export const DEFAULT_UPLOAD_LIMIT: UploadLimit = { max: 20, windowMs: 10 * 60_000 };

export const uploadLimitMessage = (limit: UploadLimit) =>
  `Too many pictures uploaded: at most ${limit.max} every ${Math.round(limit.windowMs / 60_000)} minutes, please try again later`;

/**
 * Counts the window and records the attempt in one transaction that holds the user's row
 * (PostgreSQL) or the write lock (SQLite, whose transactions here start IMMEDIATE), so
 * concurrent uploads, even through other server processes, take exactly `max` slots.
 */
export async function takeUploadSlot(
  db: Db,
  dialect: DialectName,
  userId: number,
  limit: UploadLimit,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  await db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    }
    const row = await trx
      .selectFrom('upload_attempts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirst();
    if (Number(row?.n ?? 0) >= limit.max) throw new HttpError(429, 'UPLOAD_RATE_LIMITED', uploadLimitMessage(limit));
    await trx.insertInto('upload_attempts').values({ user_id: userId, created_at: now.toISOString() }).execute();
  });
}
