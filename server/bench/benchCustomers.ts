import { startSession } from '../accounts/sessions.ts';
import { DEMO_ACCOUNTS } from '../demo/seed.ts';
import type { App } from '../app.ts';

/** `count` customers named `<prefix><n>@coffee.test`, with one password hash, and a login token each. */
export async function makeCustomers(app: App, prefix: string, count: number, hash: string) {
  const now = new Date().toISOString();
  const ids: number[] = [];
  for (let start = 0; start < count; start += 1000) {
    const rows = await app.ctx.db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(1000, count - start) }, (_, i) => ({
          email: `${prefix}${start + i}@coffee.test`,
          password_hash: hash,
          role_id: 2,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  const tokens: string[] = [];
  for (let start = 0; start < ids.length; start += 2000) {
    tokens.push(
      ...(await Promise.all(
        ids.slice(start, start + 2000).map((id) => startSession(app.ctx, { id, token_version: 0 })),
      )),
    );
  }
  return { ids, tokens };
}

/** A login token of the demo admin: the barista who hands orders over. */
export async function baristaToken(app: App): Promise<string> {
  const admin = await app.ctx.db
    .selectFrom('users')
    .select(['id', 'token_version'])
    .where('email', '=', DEMO_ACCOUNTS.admin.email)
    .executeTakeFirstOrThrow();
  return startSession(app.ctx, admin);
}
