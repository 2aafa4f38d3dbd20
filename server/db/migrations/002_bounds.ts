import { sql, type Kysely, type Migration } from 'kysely';
import { EMAIL_MAX, PRICE_MAX, PRICE_MIN, QTY_MAX, STOCK_MAX } from '../../../src/domain/limits.ts';
import type { DialectName } from '../schema.ts';

/** A rule the database enforces as a last line behind the domain's schemas. */
interface Bound {
  name: string;
  table: string;
  check: string;
}

// Stock below zero is 001's constraint, which checkout relies on; only the top is added here.
const BOUNDS: Bound[] = [
  { name: 'products_price_bounds', table: 'products', check: `price between ${PRICE_MIN} and ${PRICE_MAX}` },
  { name: 'products_stock_bounds', table: 'products', check: `stock <= ${STOCK_MAX}` },
  { name: 'order_details_qty_bounds', table: 'order_details', check: `qty between 1 and ${QTY_MAX}` },
  { name: 'users_email_bounds', table: 'users', check: `length(email) <= ${EMAIL_MAX}` },
];

/**
 * Login throttling with backoff per account and per address (replacing the per-pair failure
 * log), and the bounds of the domain's schemas in the database itself.
 *
 * PostgreSQL gets CHECK constraints marked NOT VALID: rows written before stay readable, every
 * new write is checked. SQLite cannot add a constraint to a table, so triggers do the same.
 */
export function boundsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('login_throttle')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('failures', 'integer', (col) => col.notNull())
        // Epoch milliseconds: plain integer arithmetic on both dialects.
        .addColumn('locked_until', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.dropTable('login_failures').ifExists().execute();

      for (const bound of BOUNDS) {
        if (dialect === 'postgres') {
          await sql`alter table ${sql.table(bound.table)} add constraint ${sql.ref(bound.name)} check (${sql.raw(bound.check)}) not valid`.execute(
            db,
          );
          continue;
        }
        for (const event of ['insert', 'update'] as const) {
          await sql`create trigger ${sql.ref(`${bound.name}_${event}`)} before ${sql.raw(event)} on ${sql.table(bound.table)}
            when not (${sql.raw(bound.check.replace(/\b(price|stock|qty|email)\b/g, 'new.$1'))})
            begin select raise(abort, ${sql.lit(`CHECK constraint failed: ${bound.name}`)}); end`.execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      for (const bound of BOUNDS) {
        if (dialect === 'postgres') {
          await sql`alter table ${sql.table(bound.table)} drop constraint if exists ${sql.ref(bound.name)}`.execute(db);
        } else {
          for (const event of ['insert', 'update']) {
            await sql`drop trigger if exists ${sql.ref(`${bound.name}_${event}`)}`.execute(db);
          }
        }
      }
      await db.schema.dropTable('login_throttle').ifExists().execute();
      await db.schema
        .createTable('login_failures')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('ip', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
    },
  };
}
