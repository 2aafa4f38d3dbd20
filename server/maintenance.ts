import type { Db } from './db/schema.ts';
import { pruneLoginThrottle } from './accounts/loginThrottle.ts';
import { EVENT_RETENTION_MS } from './events/orderEvents.ts';
import { pruneAnsweredHelpCalls } from './help/helpCalls.ts';

const DAY_MS = 24 * 60 * 60_000;
/** How long an Idempotency-Key is remembered: long enough for any client retry. */
export const IDEMPOTENCY_TTL_MS = DAY_MS;
/** Longer than a login token lives (7 days), so no valid token ever names a pruned session. */
export const SESSION_KEPT_MS = 8 * DAY_MS;

/**
 * Drops rows that no longer decide anything: forgotten login throttles, old idempotency keys, old upload
 * attempts, dead reset tokens, events too old to replay, expired event tickets, finished sessions, and
 * Google sign-ins and one-time sign-in codes past their time, and help calls answered a month ago.
 */
export async function pruneExpiredRows(db: Db, now: Date): Promise<void> {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  await pruneLoginThrottle(db, now);
  await db.deleteFrom('idempotency_keys').where('created_at', '<', ago(IDEMPOTENCY_TTL_MS)).execute();
  // No upload window is longer than a day.
  await db.deleteFrom('upload_attempts').where('created_at', '<', ago(DAY_MS)).execute();
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<', ago(DAY_MS)).execute();
  await db.deleteFrom('events').where('created_at', '<', ago(EVENT_RETENTION_MS)).execute();
  await db.deleteFrom('event_tickets').where('expires_at', '<', now.toISOString()).execute();
  // An ended session is kept a day (its tickets are long expired by then); an open one until its token
  // can no longer be valid (a token lives 7 days, server/accounts/tokens.ts).
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('ended_at', '<', ago(DAY_MS)), eb('created_at', '<', ago(SESSION_KEPT_MS))]))
    .execute();
  await db.deleteFrom('pending_sign_ins').where('expires_at', '<', now.toISOString()).execute();
  await db.deleteFrom('sign_in_codes').where('expires_at', '<', now.toISOString()).execute();
  await pruneAnsweredHelpCalls(db, now);
}
