import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.ts';
import { withIdFor } from './withId.ts';

/**
 * Live orders: carts kept on the server, the kitchen's timestamps, and the event log that
 * lets a reconnecting subscriber (on any server process) replay what it missed.
 */
export function liveOrdersMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The three carts of a customer as one JSON document: they are always read and replaced together.
      await db.schema
        .createTable('carts')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
        .addColumn('carts', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema.alterTable('orders').addColumn('preparing_at', 'text').execute();
      await db.schema.alterTable('orders').addColumn('ready_at', 'text').execute();
      // Orders paid before paid_at was always written: their last update is the best guess.
      await sql`update orders set paid_at = updated_at where paid_at is null and status in ('paid', 'done')`.execute(
        db,
      );
      // The queue reads the orders still being made, and the estimate the latest ready ones.
      await db.schema
        .createIndex('orders_preparing_index')
        .on('orders')
        .column('paid_at')
        .where(sql.ref('status'), '=', 'preparing')
        .execute();
      await db.schema
        .createIndex('orders_ready_at_index')
        .on('orders')
        .column('ready_at')
        .where(sql.ref('ready_at'), 'is not', null)
        .execute();

      await withIdFor(dialect)(db.schema.createTable('events'))
        .addColumn('user_id', 'integer', (col) => col.notNull())
        .addColumn('order_id', 'integer', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('data', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('events_user_index').on('events').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('events_created_index').on('events').column('created_at').execute();

      await db.schema
        .createTable('event_tickets')
        .addColumn('ticket_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('event_tickets_expires_index').on('event_tickets').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('event_tickets').ifExists().execute();
      await db.schema.dropTable('events').ifExists().execute();
      await db.schema.dropIndex('orders_ready_at_index').ifExists().execute();
      await db.schema.dropIndex('orders_preparing_index').ifExists().execute();
      await db.schema.alterTable('orders').dropColumn('ready_at').execute();
      await db.schema.alterTable('orders').dropColumn('preparing_at').execute();
      await db.schema.dropTable('carts').ifExists().execute();
    },
  };
}
