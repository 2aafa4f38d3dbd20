import { sql, type Kysely, type Migration } from 'kysely';
import { PAYMENT_METHOD } from '../../../src/domain/payments.ts';
import type { DialectName } from '../schema.ts';
import { withIdFor } from './withId.ts';

/**
 * Payments through a provider (docs/architecture.md, "Payments"): each attempt at the provider and every
 * notification received, in tables of their own. Nothing about money is deleted: an attempt's state
 * changes only with a notification row that says why.
 */
export function paymentsMigration(dialect: DialectName): Migration {
  const withId = withIdFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      // QRIS joins the methods the old site knew (1 card, 2 bank transfer, 3 cash).
      await sql`insert into payment_methods (id, name) values (${PAYMENT_METHOD.qris}, 'QRIS')`.execute(db);

      await withId(db.schema.createTable('payment_attempts'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('method_id', 'integer', (col) => col.notNull())
        .addColumn('amount', 'integer', (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull())
        // The provider's order id for this attempt: ours, chosen before the provider is asked, so a
        // crash between its answer and our write can be recovered by asking its status.
        .addColumn('reference', 'text', (col) => col.notNull())
        .addColumn('action', 'text')
        .addColumn('expires_at', 'text')
        // The language the customer paid in: their receipt is written in it.
        .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('payment_attempts_reference_index')
        .on('payment_attempts')
        .columns(['provider', 'reference'])
        .unique()
        .execute();
      await db.schema.createIndex('payment_attempts_order_index').on('payment_attempts').column('order_id').execute();
      // One open attempt per order: two confirms at once from two devices make one charge.
      await db.schema
        .createIndex('payment_attempts_one_pending_index')
        .on('payment_attempts')
        .column('order_id')
        .unique()
        .where(sql.ref('state'), '=', 'pending')
        .execute();

      await withId(db.schema.createTable('payment_notifications'))
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('reference', 'text', (col) => col.notNull())
        .addColumn('attempt_id', 'integer', (col) => col.references('payment_attempts.id'))
        // `notification` (the provider called us) or `status` (we asked the provider).
        .addColumn('source', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        // What it did: `paid`, `failed`, …, or why it changed nothing (`duplicate`, `amount mismatch`, …).
        .addColumn('outcome', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('payment_notifications_attempt_index')
        .on('payment_notifications')
        .column('attempt_id')
        .execute();

      // The simulator's own book, as a real provider keeps one on its side.
      await db.schema
        .createTable('simulator_payments')
        .addColumn('reference', 'text', (col) => col.primaryKey())
        .addColumn('method_id', 'integer', (col) => col.notNull())
        .addColumn('amount', 'integer', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('transaction_id', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('finish_url', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('simulator_payments').ifExists().execute();
      await db.schema.dropTable('payment_notifications').ifExists().execute();
      await db.schema.dropTable('payment_attempts').ifExists().execute();
      await sql`delete from payment_methods where id = ${PAYMENT_METHOD.qris}`.execute(db);
    },
  };
}
