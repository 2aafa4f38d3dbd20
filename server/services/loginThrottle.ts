import type { Db } from '../db/schema.ts';

/** Failed logins allowed per email and address within the window before answering 429. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;

/**
 * Counts live in the database, not in memory, so several server processes share them.
 */
export async function isLoginBlocked(db: Db, email: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll().as('failures'))
    .where('email', '=', email)
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.failures ?? 0) >= LOGIN_MAX_FAILURES;
}

export async function recordLoginFailure(db: Db, email: string, ip: string, now: Date): Promise<void> {
  await db.insertInto('login_failures').values({ email, ip, created_at: now.toISOString() }).execute();
}

export async function clearLoginFailures(db: Db, email: string, ip?: string): Promise<void> {
  let query = db.deleteFrom('login_failures').where('email', '=', email);
  if (ip !== undefined) query = query.where('ip', '=', ip);
  await query.execute();
}
