import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/schema.ts';
import { recordSessionEvent } from '../events/orderEvents.ts';

/**
 * Sessions the server can end (docs/architecture.md, "Sessions"). Each login starts one and its token
 * names it; a request is let in only while its session is open and the account's token version is the
 * one the token was signed with. A logout ends one session; a password change or reset, a demotion or a
 * removal ends every session of the account. Either way the event tickets taken under them stop working
 * and an event tells every process to close the streams opened under them.
 */

/** Starts a session for the account and answers the token that names it. */
export async function startSession(ctx: AppContext, user: { id: number; token_version: number }): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await ctx.db.insertInto('sessions').values({ id, user_id: user.id, created_at: ctx.clock().toISOString() }).execute();
  return ctx.tokens.sign({ userId: user.id, version: user.token_version, sessionId: id });
}

/** Ends one session (a logout): its token answers `invalid token` from now on, its streams close. */
export async function endSession(ctx: AppContext, userId: number, sessionId: string): Promise<void> {
  const at = ctx.clock().toISOString();
  const event = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ ended_at: at })
      .where('id', '=', sessionId)
      .where('ended_at', 'is', null)
      .execute();
    return recordSessionEvent(trx, ctx.dialect, userId, { session_id: sessionId, at });
  });
  ctx.events.publish(event);
}

/**
 * Ends every session of the account inside the caller's transaction (the one that changes the
 * password or the role): bumps the token version and closes the session rows. The answer is the event
 * to publish once that transaction has committed, so no process closes a stream for a change that
 * rolled back.
 */
export async function endEverySession(ctx: AppContext, trx: Db, userId: number) {
  const at = ctx.clock().toISOString();
  await trx
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
  await trx
    .updateTable('sessions')
    .set({ ended_at: at })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .execute();
  return recordSessionEvent(trx, ctx.dialect, userId, { session_id: null, at });
}

/**
 * Whether a session is still open. Every change of the token version also ends the sessions it
 * outdates (endEverySession), so the session's own row decides.
 */
export async function sessionIsOpen(db: Db, sessionId: string): Promise<boolean> {
  const row = await db.selectFrom('sessions').select('ended_at').where('id', '=', sessionId).executeTakeFirst();
  return !!row && row.ended_at === null;
}
