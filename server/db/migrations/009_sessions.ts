import type { Kysely, Migration } from 'kysely';

/**
 * Sessions the server can end (docs/architecture.md, "Sessions"): one row per login, named in its
 * token, so a logout ends that token alone; event tickets name the session they were taken under, so
 * ending a session ends its tickets too.
 */
export const sessionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('ended_at', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_index').on('sessions').column('user_id').execute();
    await db.schema.alterTable('event_tickets').addColumn('session_id', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('event_tickets').dropColumn('session_id').execute();
    await db.schema.dropTable('sessions').ifExists().execute();
  },
};
