import { ROLE_ADMIN } from '../../src/domain/roles.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/connect.ts';
import { findUserByEmail, normalizeEmail } from './users.ts';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD: how a real shop gets its first admin. An existing account with that
 * email is made admin; its password is left alone, since the admin may have changed it since.
 */
export async function ensureAdmin(ctx: AppContext, admin: { email: string; password: string }): Promise<void> {
  const email = normalizeEmail(admin.email);
  const now = ctx.clock().toISOString();
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    if (existing.role_id !== ROLE_ADMIN) {
      await ctx.db
        .updateTable('users')
        .set({ role_id: ROLE_ADMIN, updated_at: now })
        .where('id', '=', existing.id)
        .execute();
      ctx.log.info({ email }, 'ADMIN_EMAIL account promoted to admin');
    }
    return;
  }
  try {
    await ctx.db
      .insertInto('users')
      .values({
        email,
        password_hash: await ctx.passwords.hash(admin.password),
        username: 'Admin',
        role_id: ROLE_ADMIN,
        created_at: now,
        updated_at: now,
      })
      .execute();
    ctx.log.info({ email }, 'ADMIN_EMAIL admin account created');
  } catch (error) {
    // Another process starting at the same moment created it.
    if (!isUniqueViolation(error)) throw error;
  }
}
