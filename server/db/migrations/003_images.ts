import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../schema.ts';
import { withIdFor } from './withId.ts';

/**
 * Image bytes live in the database so every server process sees every upload (several
 * processes on PostgreSQL, several instances on one SQLite file), and the upload attempts
 * that the per-user rate limit counts live beside them, never in one process's memory.
 */
export function imagesMigration(dialect: DialectName): Migration {
  const withId = withIdFor(dialect);

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('images')
        // The generated file name the public path ends with (`<uuid>.webp`).
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (col) => col.notNull())
        .addColumn('size', 'integer', (col) => col.notNull())
        .addColumn('etag', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('upload_attempts'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('upload_attempts_user_index')
        .on('upload_attempts')
        .columns(['user_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('upload_attempts').ifExists().execute();
      await db.schema.dropTable('images').ifExists().execute();
    },
  };
}
