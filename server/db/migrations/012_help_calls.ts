import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../schema.ts';
import { withIdFor } from './withId.ts';

/**
 * Help calls (docs/architecture.md, "Help calls"): a customer's question to the baristas, about a
 * product or one of their orders when given, and the answer that closes it. Open calls are read oldest
 * first by the queue's panel (answered_at null); a customer's own newest first.
 */
export const helpCallsMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await withIdFor(dialect)(db.schema.createTable('help_calls'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('topic', 'text', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('product_id', 'integer', (col) => col.references('products.id'))
      .addColumn('order_id', 'integer', (col) => col.references('orders.id'))
      .addColumn('reply', 'text')
      .addColumn('answered_by', 'integer', (col) => col.references('users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('answered_at', 'text')
      .execute();
    await db.schema.createIndex('help_calls_user_index').on('help_calls').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('help_calls_open_index').on('help_calls').columns(['answered_at', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('help_calls').ifExists().execute();
  },
});
