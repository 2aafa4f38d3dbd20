import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '../../src/domain/languages.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/schema.ts';
import { endEverySession } from './sessions.ts';
import { resetMail } from './resetMail.ts';
import { badRequest } from '../errors.ts';
import { clearAccountThrottle } from './loginThrottle.ts';
import { findUserByEmail } from './users.ts';

export const RESET_TOKEN_TTL_MS = 30 * 60_000;
/** Reset mails per account per window; more requests get the same answer and no mail. */
const MAX_MAILS_PER_WINDOW = 3;

export const RESET_INVALID = 'This reset link is not valid or has already been used';
export const RESET_EXPIRED = 'This reset link has expired, ask for a new one';

/** Only the hash is stored: a leaked table cannot be used to reset anyone's password. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails a reset link, in the language asked in, when the account exists. Everything, the account's
 * lookup included, happens after the answer is written (the mailer's deliverLater), so the answer
 * takes the same time for a known and an unknown email and tells nobody who has an account.
 */
export function requestPasswordReset(ctx: AppContext, email: string, language: Language): void {
  ctx.mailer.deliverLater(() => resetMailFor(ctx, email, language));
}

/** The reset mail for this email, or null when there is no such account or it asked too often. */
async function resetMailFor(ctx: AppContext, email: string, language: Language) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return null;
  const now = ctx.clock();
  const recent = await ctx.db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', user.id)
    .where('created_at', '>', new Date(now.getTime() - RESET_TOKEN_TTL_MS).toISOString())
    .executeTakeFirst();
  if (Number(recent?.count ?? 0) >= MAX_MAILS_PER_WINDOW) {
    ctx.log.warn({ userId: user.id }, 'password reset mail skipped: too many requests');
    return null;
  }
  const token = randomBytes(32).toString('base64url');
  await ctx.db
    .insertInto('password_reset_tokens')
    .values({
      user_id: user.id,
      token_hash: hashResetToken(token),
      expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  const link = `${ctx.appUrl}/auth/new-password/${token}`;
  return resetMail(user.email, link, language);
}

/** A password set (by a reset or a change) ends every reset link mailed before it. */
export async function endResetLinks(trx: Db, userId: number, at: string): Promise<void> {
  await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Uses a reset token once: sets the password and signs out every existing session. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const now = ctx.clock();
  const row = await ctx.db
    .selectFrom('password_reset_tokens')
    .selectAll()
    .where('token_hash', '=', hashResetToken(token))
    .executeTakeFirst();
  if (!row || row.used_at) throw badRequest(RESET_INVALID, 'RESET_TOKEN_INVALID');
  if (row.expires_at <= now.toISOString()) throw badRequest(RESET_EXPIRED, 'RESET_TOKEN_EXPIRED');
  const passwordHash = await ctx.passwords.hash(password);
  const { email, ended } = await ctx.db.transaction().execute(async (trx) => {
    // The conditional update is what makes the token single-use when two requests race.
    const claimed = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) throw badRequest(RESET_INVALID, 'RESET_TOKEN_INVALID');
    await endResetLinks(trx, row.user_id, now.toISOString());
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where('id', '=', row.user_id)
      .returning('email')
      .executeTakeFirstOrThrow();
    return { email: user.email, ended: await endEverySession(ctx, trx, row.user_id) };
  });
  ctx.events.publish(ended);
  await clearAccountThrottle(ctx.db, email);
}
