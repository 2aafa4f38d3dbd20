import type { Db } from './db/schema.ts';
import { pruneLoginThrottle } from './accounts/loginThrottle.ts';
import { EVENT_RETENTION_MS } from './events/orderEvents.ts';

/** How long an Idempotency-Key is remembered: long enough for any client retry. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/**
 * Drops rows that no longer decide anything: forgotten login throttles, old idempotency keys, old upload
 * attempts, dead reset tokens, events too old to replay, expired event tickets, and Google sign-ins and
 * one-time sign-in codes past their time.
 */
export async function pruneExpiredRows(db: Db, now: Date): Promise<void> {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  await pruneLoginThrottle(db, now);
  await db.deleteFrom('idempotency_keys').where('created_at', '<', ago(IDEMPOTENCY_TTL_MS)).execute();
  // No upload window is longer than a day.
  await db
    .deleteFrom('upload_attempts')
    .where('created_at', '<', ago(24 * 60 * 60_000))
    .execute();
  await db
    .deleteFrom('password_reset_tokens')
    .where('expires_at', '<', ago(24 * 60 * 60_000))
    .execute();
  await db.deleteFrom('events').where('created_at', '<', ago(EVENT_RETENTION_MS)).execute();
  await db.deleteFrom('event_tickets').where('expires_at', '<', now.toISOString()).execute();
  await db.deleteFrom('pending_sign_ins').where('expires_at', '<', now.toISOString()).execute();
  await db.deleteFrom('sign_in_codes').where('expires_at', '<', now.toISOString()).execute();
}
