import type { Db, UserRow } from '../db/schema.ts';

/** Emails compare case-insensitively: stored trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The profile as `GET user/detail` answers it; never the hash or the token version. */
export function toProfile(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    address: row.address,
    phone_number: row.phone_number,
    gender: row.gender === 'female' ? ('female' as const) : row.gender === 'male' ? ('male' as const) : null,
    bod: row.bod,
    image: row.image,
    role_id: row.role_id,
  };
}
export type Profile = ReturnType<typeof toProfile>;

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another account already uses this email. */
export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', normalizeEmail(email));
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}
