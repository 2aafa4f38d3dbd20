import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';

/** Failed logins one account may have before each further attempt has to wait. */
export const ACCOUNT_FREE_FAILURES = 5;
/** Failed logins one address may have across all accounts (a shared office NAT gets some room). */
export const ADDRESS_FREE_FAILURES = 20;
/** The first wait after the free failures; each further failure doubles it, up to the cap. */
export const FIRST_LOCK_MS = 5_000;
/** The longest wait, so nobody can lock an owner out of their account for long. */
export const MAX_LOCK_MS = 15 * 60_000;
/** An account or address with no attempt for this long starts again from zero. */
export const FORGET_AFTER_MS = 60 * 60_000;

export type ThrottleKey = `account:${string}` | `address:${string}`;

export const accountKey = (email: string): ThrottleKey => `account:${email}`;
export const addressKey = (ip: string): ThrottleKey => `address:${ip}`;

/** How long the next attempt waits after `failures` failures (this one counted). */
export function lockAfter(failures: number, free: number): number {
  return failures < free ? 0 : Math.min(FIRST_LOCK_MS * 2 ** (failures - free), MAX_LOCK_MS);
}

/**
 * The lock for a failure count as one SQL expression, so the reservation below stays one
 * statement; the doublings reach the cap after a handful of steps, so the table is short.
 */
function lockExpression(failures: ReturnType<typeof sql>, free: number) {
  const steps: ReturnType<typeof sql>[] = [];
  for (let n = free; lockAfter(n, free) < MAX_LOCK_MS; n++) {
    steps.push(sql`when ${sql.lit(n)} then ${sql.lit(lockAfter(n, free))}`);
  }
  return sql<number>`case ${failures} ${sql.join(steps, sql` `)} else (case when ${failures} < ${sql.lit(free)} then 0 else ${sql.lit(MAX_LOCK_MS)} end) end`;
}

/**
 * Takes one attempt slot for a key, counting the attempt as a failure before the password is
 * checked (a success gives it back). One conditional upsert: concurrent requests for one key
 * queue on its row, and only those arriving while it is not locked get a slot. Answers whether
 * a slot was taken.
 */
async function reserve(db: Db, key: ThrottleKey, free: number, now: number): Promise<boolean> {
  const forgetBefore = now - FORGET_AFTER_MS;
  const failures = sql`(case when login_throttle.updated_at < ${forgetBefore} then 1 else login_throttle.failures + 1 end)`;
  const lock = lockExpression(failures, free);
  // No lock is stored as 0, not as "now": requests read the clock a moment apart, and one that
  // read it earlier must not find the row locked until a later request's "now".
  const firstLock = lockAfter(1, free);
  const { rows } = await sql<{ failures: number }>`
    insert into login_throttle (key, failures, locked_until, updated_at)
    values (${key}, 1, ${firstLock === 0 ? 0 : now + firstLock}, ${now})
    on conflict (key) do update set
      failures = ${failures},
      locked_until = case when ${lock} = 0 then 0 else cast(${now} as bigint) + ${lock} end,
      updated_at = ${now}
    where login_throttle.locked_until <= ${now}
    returning failures`.execute(db);
  return rows.length > 0;
}

class Locked extends Error {
  constructor(readonly key: ThrottleKey) {
    super('locked');
  }
}

export type Reservation = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * Reserves a login attempt for the address and the account together: both slots or neither
 * (the transaction rolls the first back when the second is locked). The address goes first,
 * always, so two transactions never wait on each other's rows in opposite orders.
 */
export async function reserveLoginAttempt(db: Db, email: string, ip: string, now: Date): Promise<Reservation> {
  const at = now.getTime();
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await reserve(trx, addressKey(ip), ADDRESS_FREE_FAILURES, at))) throw new Locked(addressKey(ip));
      if (!(await reserve(trx, accountKey(email), ACCOUNT_FREE_FAILURES, at))) throw new Locked(accountKey(email));
    });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof Locked)) throw error;
    const row = await db
      .selectFrom('login_throttle')
      .select('locked_until')
      .where('key', '=', error.key)
      .executeTakeFirst();
    return { ok: false, retryAfterMs: Math.max(Number(row?.locked_until ?? at) - at, 1000) };
  }
}

/**
 * A successful login: the account starts afresh, and the address gets its slot back (its
 * earlier failures stay, or one good account would wash an address's guesses at others away).
 */
export async function loginSucceeded(db: Db, email: string, ip: string): Promise<void> {
  await clearAccountThrottle(db, email);
  await sql`
    update login_throttle set
      failures = failures - 1,
      locked_until = case when failures - 1 < ${sql.lit(ADDRESS_FREE_FAILURES)} then 0 else locked_until end
    where key = ${addressKey(ip)} and failures > 0`.execute(db);
}

/** After a password reset the owner has proved who they are: the account's failures go. */
export async function clearAccountThrottle(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', accountKey(email)).execute();
}

/** Rows that decide nothing any more: unlocked and untouched for the forget period. */
export async function pruneLoginThrottle(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('updated_at', '<', now.getTime() - FORGET_AFTER_MS)
    .where('locked_until', '<', now.getTime())
    .execute();
}
