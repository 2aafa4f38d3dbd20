import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { authUserOf, type SessionUser } from '../plugins/auth.ts';

/** How long a ticket may wait before EventSource uses it. */
export const TICKET_TTL_MS = 60_000;

/** Not the token's `invalid token`: the client must not log out over a stale ticket, only fetch a new one. */
export const BAD_TICKET = 'This event ticket is unknown, already used or expired; ask for a new one';

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * A random single-use ticket for `GET events?ticket=`, stored hashed like a reset token, under the
 * session that asked for it: ending the session ends the ticket.
 */
export async function issueTicket(ctx: AppContext, user: SessionUser): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await ctx.db
    .insertInto('event_tickets')
    .values({
      ticket_hash: hash(ticket),
      user_id: user.id,
      session_id: user.sessionId,
      expires_at: new Date(ctx.clock().getTime() + TICKET_TTL_MS).toISOString(),
    })
    .execute();
  return ticket;
}

/**
 * Uses a ticket up: one conditional update marks it used only if it is unused and unexpired,
 * so two requests with the same ticket (on any server process) cannot both get in. The session it was
 * taken under must still be open: a logout or a password change ends the tickets taken before it.
 */
export async function redeemTicket(ctx: AppContext, ticket: string): Promise<SessionUser> {
  const used = await ctx.db
    .updateTable('event_tickets')
    .set({ used: 1 })
    .where('ticket_hash', '=', hash(ticket))
    .where('used', '=', 0)
    .where('expires_at', '>', ctx.clock().toISOString())
    .returning(['user_id', 'session_id'])
    .executeTakeFirst();
  const user =
    used?.session_id != null
      ? await ctx.db
          .selectFrom('users')
          .innerJoin('sessions', 'sessions.user_id', 'users.id')
          .select(['users.id', 'users.email', 'users.role_id', 'sessions.id as session_id'])
          .where('users.id', '=', used.user_id)
          .where('sessions.id', '=', used.session_id)
          .where('sessions.ended_at', 'is', null)
          .executeTakeFirst()
      : undefined;
  if (!user) throw new HttpError(401, 'INVALID_TICKET', BAD_TICKET);
  return { ...authUserOf(user), sessionId: user.session_id };
}
