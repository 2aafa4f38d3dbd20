import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.ts';
import { withIdFor } from './withId.ts';

/**
 * Cancelled orders and refunds (docs/architecture.md, "Payments"): when and why an order was cancelled,
 * and every refund in a table of its own, so money given back is never a change without a row that
 * says why.
 */
export function cancelRefundMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('cancelled_at', 'text').execute();
      await db.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
      // The server's expiry round looks for unpaid orders by their age.
      await db.schema
        .createIndex('orders_unpaid_created_index')
        .on('orders')
        .column('created_at')
        .where(sql.ref('status'), '=', 'new order')
        .execute();

      await withIdFor(dialect)(db.schema.createTable('refunds'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
        .addColumn('attempt_id', 'integer', (col) => col.notNull().references('payment_attempts.id'))
        .addColumn('provider', 'text', (col) => col.notNull())
        // Whole rupiah: the attempt's whole amount (the shop refunds a payment in full).
        .addColumn('amount', 'integer', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        // `pending` (written, the provider not asked yet), `succeeded`, or `failed` (asked again later).
        .addColumn('state', 'text', (col) => col.notNull())
        // Ours, sent to the provider with every try, so a repeated try never refunds twice.
        .addColumn('refund_key', 'text', (col) => col.notNull().unique())
        // The provider's id of the refund once it made it; null for the shop's own (manual) refunds.
        .addColumn('provider_reference', 'text')
        .addColumn('tries', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      // A payment is refunded once: two cancels at once, or a cancel and late money, make one refund.
      await db.schema.createIndex('refunds_attempt_index').on('refunds').column('attempt_id').unique().execute();
      await db.schema.createIndex('refunds_order_index').on('refunds').column('order_id').execute();
      // The simulator keeps the key of the refund it made, as a provider does, to answer a repeat alike.
      await db.schema.alterTable('simulator_payments').addColumn('refund_key', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('simulator_payments').dropColumn('refund_key').execute();
      await db.schema.dropTable('refunds').ifExists().execute();
      await db.schema.dropIndex('orders_unpaid_created_index').ifExists().execute();
      await db.schema.alterTable('orders').dropColumn('cancel_reason').execute();
      await db.schema.alterTable('orders').dropColumn('cancelled_at').execute();
    },
  };
}
