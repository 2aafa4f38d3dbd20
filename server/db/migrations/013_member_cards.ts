import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.ts';
import { withIdFor } from './withId.ts';

/**
 * The member card (docs/architecture.md, "Member card"; docs/product.md, "Member card"): one card per
 * customer (user_id unique, so two qualifying orders paid at once issue one), a number of 12 random
 * characters, and a ledger of every change of points. There is no balance column: the balance is the
 * sum of the ledger, so it cannot drift from the rows that explain it. One row per order and kind
 * (a unique index), so a repeated payment report or cancel writes nothing twice. An order line records
 * whether it was the free drink, so the order's snapshot shows it.
 */
export const memberCardsMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await withIdFor(dialect)(db.schema.createTable('member_cards'))
      .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id'))
      .addColumn('number', 'text', (col) => col.notNull().unique())
      .addColumn('issued_at', 'text', (col) => col.notNull())
      // The paid order that reached the qualifying subtotal.
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
      .execute();
    await withIdFor(dialect)(db.schema.createTable('member_points'))
      .addColumn('card_id', 'integer', (col) => col.notNull().references('member_cards.id'))
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
      .addColumn('kind', 'text', (col) =>
        col.notNull().check(sql`kind in ('earned', 'redeemed', 'reversed', 'returned')`),
      )
      // Signed: earned and returned add, redeemed and reversed take away.
      .addColumn('points', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('member_points_order_kind_index')
      .unique()
      .on('member_points')
      .columns(['order_id', 'kind'])
      .execute();
    await db.schema.createIndex('member_points_card_index').on('member_points').columns(['card_id', 'id']).execute();
    await db.schema
      .alterTable('order_details')
      .addColumn('is_reward', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('order_details').dropColumn('is_reward').execute();
    await db.schema.dropTable('member_points').ifExists().execute();
    await db.schema.dropTable('member_cards').ifExists().execute();
  },
});
