import { MESSAGES, POPUPS } from '../../src/domain/messages.ts';
import { ROLE_CUSTOMER } from '../../src/domain/roles.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/connect.ts';
import { badRequest, conflict, HttpError } from '../errors.ts';
import { loginSucceeded, reserveLoginAttempt } from './loginThrottle.ts';
import type { UserRow } from '../db/schema.ts';
import { endResetLinks } from './passwordReset.ts';
import { endEverySession, startSession } from './sessions.ts';
import { emailTaken, findUserByEmail, findUserById, normalizeEmail } from './users.ts';

export const EMAIL_TAKEN = 'Email already registered';
export const WRONG_LOGIN = 'Email or password is wrong';

/** The 429's text names the wait, rounded up to what a person reads. */
export function tooManyLogins(retryAfterMs: number): string {
  const seconds = Math.ceil(retryAfterMs / 1000);
  if (seconds < 60) return `Too many failed logins, try again in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed logins, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A refused login attempt; the route turns `retryAfterMs` into a Retry-After header. */
export class LoginThrottled extends HttpError {
  constructor(readonly retryAfterMs: number) {
    super(429, 'TOO_MANY_ATTEMPTS', tooManyLogins(retryAfterMs));
  }
}

/** A new customer; the role is never taken from the request. */
export async function signup(ctx: AppContext, input: { email: string; password: string; phone_number: string }) {
  const email = normalizeEmail(input.email);
  if (await emailTaken(ctx.db, email)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
  const now = ctx.clock().toISOString();
  try {
    const row = await ctx.db
      .insertInto('users')
      .values({
        email,
        password_hash: await ctx.passwords.hash(input.password),
        phone_number: input.phone_number,
        role_id: ROLE_CUSTOMER,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'email', 'role_id'])
      .executeTakeFirstOrThrow();
    return row;
  } catch (error) {
    // Two sign-ups with one email at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw error;
  }
}

/**
 * Same status and text for an unknown email and a wrong password. An attempt slot for the
 * account and the address is reserved before the password is checked, so concurrent guesses
 * cannot all slip past the count; a success gives the slot back.
 */
export async function login(ctx: AppContext, input: { email: string; password: string }, ip: string) {
  const email = normalizeEmail(input.email);
  const reservation = await reserveLoginAttempt(ctx.db, email, ip, ctx.clock());
  if (!reservation.ok) throw new LoginThrottled(reservation.retryAfterMs);
  const user = await findUserByEmail(ctx.db, email);
  const ok = user
    ? await ctx.passwords.verify(user.password_hash, input.password)
    : await ctx.passwords.verifyNobody(input.password);
  if (!user || !ok) throw new HttpError(401, 'INVALID_CREDENTIALS', WRONG_LOGIN);
  await loginSucceeded(ctx.db, email, ip);
  return loginAnswer(ctx, user);
}

/**
 * The login answer for an account that has proved who it is (a password, or a provider's sign-in):
 * a new session and its token.
 */
export async function loginAnswer(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'role_id' | 'email' | 'username' | 'image' | 'token_version'>,
) {
  return {
    messages: POPUPS.loginSuccess,
    token: await startSession(ctx, user),
    data: { id: user.id, role_id: user.role_id, email: user.email, username: user.username, image: user.image },
  };
}

/**
 * Changes the password after checking the current one. Every session of the account ends (a thief
 * holding an old token is out, with their tickets and streams), reset links mailed before stop working,
 * and the caller gets a fresh session so the device that made the change stays signed in.
 */
export async function editPassword(
  ctx: AppContext,
  userId: number,
  input: { prev_password: string; password: string },
): Promise<{ token: string }> {
  const user = await findUserById(ctx.db, userId);
  if (!user || !(await ctx.passwords.verify(user.password_hash, input.prev_password))) {
    throw badRequest(MESSAGES.oldPasswordWrong, 'WRONG_PASSWORD', { prev_password: MESSAGES.oldPasswordWrong });
  }
  const passwordHash = await ctx.passwords.hash(input.password);
  const now = ctx.clock().toISOString();
  const { event, version } = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', userId)
      .execute();
    await endResetLinks(trx, userId, now);
    const ended = await endEverySession(ctx, trx, userId);
    const row = await trx
      .selectFrom('users')
      .select('token_version')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return { event: ended, version: row.token_version };
  });
  ctx.events.publish(event);
  return { token: await startSession(ctx, { id: userId, token_version: version }) };
}
