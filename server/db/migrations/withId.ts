import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../schema.ts';

/**
 * Adds the `id` primary key as each dialect writes an ever-increasing one: SQLite's autoincrement
 * never reuses ids, PostgreSQL's serial is the same idea. Migrations that ran keep this meaning:
 * change it only by a new migration.
 */
export const withIdFor =
  (dialect: DialectName) =>
  <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
