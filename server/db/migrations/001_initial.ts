import { sql, type Kysely, type Migration } from 'kysely';
import { CATEGORY_NAMES } from '../../../src/domain/categories.ts';
import { PAYMENT_METHODS } from '../../../src/domain/limits.ts';
import type { DialectName } from '../schema.ts';
import { withIdFor } from './withId.ts';

/** The first schema. The same statements run on both dialects; only the id column differs. */
export function initialMigration(dialect: DialectName): Migration {
  const withId = withIdFor(dialect);

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('categories')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('payment_methods')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('users'))
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('phone_number', 'text')
        .addColumn('username', 'text')
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('address', 'text')
        .addColumn('gender', 'text')
        .addColumn('bod', 'text')
        .addColumn('image', 'text')
        .addColumn('role_id', 'integer', (col) => col.notNull().defaultTo(2))
        .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('products'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('price', 'integer', (col) => col.notNull())
        .addColumn('images', 'text')
        .addColumn('size', 'text', (col) => col.notNull())
        .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
        .addColumn('stock', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('is_dine_in', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('is_home_delivery', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('is_pick_up', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('start_delivery', 'text')
        .addColumn('end_delivery', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('deleted_at', 'text')
        // Stock can never go below zero, whatever a query does.
        .addCheckConstraint('products_stock_not_negative', sql`stock >= 0`)
        .execute();
      await db.schema.createIndex('products_category_index').on('products').columns(['category_id', 'id']).execute();

      await withId(db.schema.createTable('orders'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('delivery_method', 'text', (col) => col.notNull())
        .addColumn('delivery_time', 'text')
        .addColumn('address', 'text')
        .addColumn('customer_phone', 'text')
        .addColumn('payment_method_id', 'integer', (col) => col.references('payment_methods.id'))
        .addColumn('subtotal', 'integer', (col) => col.notNull())
        .addColumn('tax_fee', 'integer', (col) => col.notNull())
        .addColumn('shipping', 'integer', (col) => col.notNull())
        .addColumn('total', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('paid_at', 'text')
        .addColumn('done_at', 'text')
        .execute();
      await db.schema.createIndex('orders_user_index').on('orders').columns(['user_id', 'status']).execute();
      // Partial indexes for the admin's lists and the dashboard: a checkout (a new, unpaid
      // order) does not touch them, which keeps the hottest write small.
      for (const status of ['paid', 'done']) {
        await db.schema
          .createIndex(`orders_${status}_index`)
          .on('orders')
          .column('created_at')
          .where(sql.ref('status'), '=', status)
          .execute();
      }
      await db.schema
        .createIndex('orders_paid_at_index')
        .on('orders')
        .column('paid_at')
        .where(sql.ref('paid_at'), 'is not', null)
        .execute();
      // At most one unpaid order per customer, even if two checkouts race past the check.
      await db.schema
        .createIndex('orders_one_unpaid_per_user')
        .on('orders')
        .column('user_id')
        .unique()
        .where(sql.ref('status'), '=', 'new order')
        .execute();

      await withId(db.schema.createTable('order_details'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
        .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
        .addColumn('qty', 'integer', (col) => col.notNull())
        .addColumn('size', 'text', (col) => col.notNull())
        .addColumn('unit_price', 'integer', (col) => col.notNull())
        .addColumn('price', 'integer', (col) => col.notNull())
        .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('order_details_order_index').on('order_details').column('order_id').execute();

      await withId(db.schema.createTable('password_reset_tokens'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('password_reset_tokens_user_index')
        .on('password_reset_tokens')
        .columns(['user_id', 'created_at'])
        .execute();

      await withId(db.schema.createTable('login_failures'))
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('ip', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('login_failures_lookup_index')
        .on('login_failures')
        .columns(['email', 'ip', 'created_at'])
        .execute();

      // On SQLite, WITHOUT ROWID stores the rows in the primary key itself: one b-tree, not two.
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('request_hash', 'text', (col) => col.notNull())
        .addColumn('status_code', 'integer', (col) => col.notNull())
        .addColumn('response_body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
        .$call((table) => (dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
        .execute();

      const lookup = db as Kysely<{
        categories: { id: number; name: string };
        payment_methods: { id: number; name: string };
      }>;
      await lookup
        .insertInto('categories')
        .values(Object.entries(CATEGORY_NAMES).map(([id, name]) => ({ id: Number(id), name })))
        .execute();
      await lookup
        .insertInto('payment_methods')
        .values(Object.entries(PAYMENT_METHODS).map(([id, name]) => ({ id: Number(id), name })))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'idempotency_keys',
        'login_failures',
        'password_reset_tokens',
        'order_details',
        'orders',
        'products',
        'users',
        'payment_methods',
        'categories',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
