import type { Kysely, Migration } from 'kysely';

/**
 * Sign in with Google (docs/architecture.md, "Sign in with Google"): the provider's accounts linked to
 * ours (one row per provider and subject), the sign-ins under way (the state sent to the provider, with
 * the PKCE verifier, the nonce and where the app goes afterwards) and the one-time codes the app trades
 * for a login answer, stored hashed. Both are bound to the browser that started the sign-in (the hash of
 * a cookie's value), so a sign-in cannot be finished in someone else's browser.
 */
export const googleSignInMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_identities')
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('user_identities_pkey', ['provider', 'subject'])
      .execute();
    await db.schema.createIndex('user_identities_user_index').on('user_identities').column('user_id').execute();

    await db.schema
      .createTable('pending_sign_ins')
      .addColumn('state', 'text', (col) => col.primaryKey())
      .addColumn('code_verifier', 'text', (col) => col.notNull())
      .addColumn('nonce', 'text', (col) => col.notNull())
      .addColumn('redirect', 'text')
      .addColumn('browser_hash', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('sign_in_codes')
      .addColumn('code_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('browser_hash', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sign_in_codes').ifExists().execute();
    await db.schema.dropTable('pending_sign_ins').ifExists().execute();
    await db.schema.dropTable('user_identities').ifExists().execute();
  },
};
