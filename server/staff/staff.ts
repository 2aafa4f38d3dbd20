import { randomBytes } from 'node:crypto';
import type { Language } from '../../src/domain/languages.ts';
import { ROLE_ADMIN, ROLE_CUSTOMER, ROLE_STAFF } from '../../src/domain/roles.ts';
import { endResetLinks, hashResetToken } from '../accounts/passwordReset.ts';
import { endEverySession } from '../accounts/sessions.ts';
import { normalizeEmail } from '../accounts/users.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/connect.ts';
import type { Db } from '../db/schema.ts';
import { conflict, notFound } from '../errors.ts';
import { inviteMail } from './inviteMail.ts';

/** An invite link works for 7 days (the contract's "Staff"), a forgot-password link for 30 minutes. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;

export const INVITE_ADMIN = 'This email belongs to an admin, who already does everything staff do';
export const INVITE_RACED = 'This email was invited or signed up at the same moment, try again';
export const NOT_STAFF = 'No staff member or admin with that id';
export const LAST_ADMIN = 'The shop needs an admin: make someone else admin before removing the last one';

/** A staff member or admin as `GET users/staff` lists them. */
export interface StaffMember {
  id: number;
  email: string;
  first_name: string | null;
  role_id: number;
  created_at: string;
}

const STAFF_COLUMNS = ['id', 'email', 'first_name', 'role_id', 'created_at'] as const;

/** Staff and admins: admins first, then by when they joined. */
export function listStaff(db: Db): Promise<StaffMember[]> {
  return db
    .selectFrom('users')
    .select(STAFF_COLUMNS)
    .where('role_id', 'in', [ROLE_ADMIN, ROLE_STAFF])
    .orderBy('role_id')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Invites a barista (docs/product.md#staff): an unknown email becomes a staff account with a password
 * nobody knows; a customer is promoted (their own first name kept when they have one); staff are
 * invited again. An admin is refused: an invite never demotes. The mail carries a reset link valid for
 * 7 days that replaces every link mailed before; it is written after the account change commits.
 */
export async function inviteStaff(
  ctx: AppContext,
  input: { email: string; first_name: string },
  language: Language,
): Promise<{ member: StaffMember; created: boolean }> {
  const email = normalizeEmail(input.email);
  const firstName = input.first_name.trim();
  const now = ctx.clock();
  const at = now.toISOString();
  const token = randomBytes(32).toString('base64url');
  // Hashed outside the transaction (it takes a while); nobody is ever told this password.
  const unusable = await ctx.passwords.hash(randomBytes(32).toString('base64url'));
  let result: { member: StaffMember; created: boolean };
  try {
    result = await ctx.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('users')
        .select(STAFF_COLUMNS)
        .where('email', '=', email)
        .executeTakeFirst();
      if (existing?.role_id === ROLE_ADMIN) throw conflict(INVITE_ADMIN, 'ALREADY_ADMIN');
      let member: StaffMember;
      if (existing) {
        member = await trx
          .updateTable('users')
          .set({ role_id: ROLE_STAFF, first_name: existing.first_name ?? firstName, updated_at: at })
          .where('id', '=', existing.id)
          // Conditional: an admin made meanwhile stays an admin.
          .where('role_id', '!=', ROLE_ADMIN)
          .returning(STAFF_COLUMNS)
          .executeTakeFirstOrThrow(() => conflict(INVITE_RACED, 'INVITE_RACED'));
        await endResetLinks(trx, existing.id, at);
      } else {
        member = await trx
          .insertInto('users')
          .values({
            email,
            password_hash: unusable,
            first_name: firstName,
            role_id: ROLE_STAFF,
            created_at: at,
            updated_at: at,
          })
          .returning(STAFF_COLUMNS)
          .executeTakeFirstOrThrow();
      }
      await trx
        .insertInto('password_reset_tokens')
        .values({
          user_id: member.id,
          token_hash: hashResetToken(token),
          expires_at: new Date(now.getTime() + INVITE_TTL_MS).toISOString(),
          created_at: at,
        })
        .execute();
      return { member, created: !existing };
    });
  } catch (error) {
    // Two invites (or an invite and a sign-up) of one new email at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(INVITE_RACED, 'INVITE_RACED');
    throw error;
  }
  const link = `${ctx.appUrl}/auth/new-password/${token}`;
  ctx.mailer.deliver(inviteMail(email, result.member.first_name ?? firstName, link, language));
  return result;
}

/**
 * Makes a staff member or an admin a customer again and ends every session of theirs at once
 * (docs/product.md#staff). An admin may be removed, themselves included, only while another admin
 * remains: on PostgreSQL the admins' rows are locked first, so two admins removing each other at the
 * same moment leave one (SQLite runs one write transaction at a time).
 */
export async function removeStaff(ctx: AppContext, id: number): Promise<StaffMember> {
  const at = ctx.clock().toISOString();
  const { member, ended } = await ctx.db.transaction().execute(async (trx) => {
    const admins =
      ctx.dialect === 'postgres'
        ? await trx.selectFrom('users').select('id').where('role_id', '=', ROLE_ADMIN).forUpdate().execute()
        : await trx.selectFrom('users').select('id').where('role_id', '=', ROLE_ADMIN).execute();
    const target = await trx.selectFrom('users').select(['id', 'role_id']).where('id', '=', id).executeTakeFirst();
    if (!target || (target.role_id !== ROLE_ADMIN && target.role_id !== ROLE_STAFF)) {
      throw notFound(NOT_STAFF, 'NOT_STAFF');
    }
    if (target.role_id === ROLE_ADMIN && admins.filter((admin) => admin.id !== id).length === 0) {
      throw conflict(LAST_ADMIN, 'LAST_ADMIN');
    }
    const member = await trx
      .updateTable('users')
      .set({ role_id: ROLE_CUSTOMER, updated_at: at })
      .where('id', '=', id)
      .where('role_id', '=', target.role_id)
      .returning(STAFF_COLUMNS)
      .executeTakeFirstOrThrow(() => notFound(NOT_STAFF, 'NOT_STAFF'));
    return { member, ended: await endEverySession(ctx, trx, id) };
  });
  ctx.events.publish(ended);
  return member;
}
