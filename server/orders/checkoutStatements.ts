import type { Db, ProductRow } from '../db/schema.ts';
import { prepareQuery, type PreparedQuery } from '../db/prepared.ts';

/** The product columns a checkout needs, read back from the stock update itself. */
export const CHECKOUT_COLUMNS = [
  'id',
  'name',
  'price',
  'size',
  'is_dine_in',
  'is_home_delivery',
  'is_pick_up',
  'start_delivery',
  'end_delivery',
] as const;
export type CheckoutProduct = Pick<ProductRow, (typeof CHECKOUT_COLUMNS)[number]>;

export interface OrderLineValues {
  product_id: number;
  qty: number;
  size: string;
  unit_price: number;
  price: number;
}

/** Carts rarely hold more lines than this; longer ones are built the ordinary way. */
const PREPARED_LINE_COUNTS = 12;

/**
 * The checkout's statements, compiled once with numbered slots (prepared.ts): about 8 µs saved per
 * statement, some 50 µs per checkout (figures in prepared.ts). Each comment lists its arguments in order.
 */
function build(db: Db) {
  const lineInserts = new Map<number, PreparedQuery<unknown>>();
  for (let count = 1; count <= PREPARED_LINE_COUNTS; count++) {
    lineInserts.set(
      count,
      prepareQuery((p) =>
        db.insertInto('order_details').values(
          Array.from({ length: count }, (_, i) => ({
            order_id: p<number>(0),
            product_id: p<number>(1 + i * 5),
            qty: p<number>(2 + i * 5),
            size: p<string>(3 + i * 5),
            unit_price: p<number>(4 + i * 5),
            price: p<number>(5 + i * 5),
          })),
        ),
      ),
    );
  }
  return {
    /** (user id) PostgreSQL only: SQLite has no row locks (its transactions take turns on the whole file). */
    lockCustomer: prepareQuery((p) => db.selectFrom('users').select('id').where('id', '=', p<number>(0)).forUpdate()),
    /** (user id, key) */
    findKey: prepareQuery((p) =>
      db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', p<number>(0)).where('key', '=', p<string>(1)),
    ),
    /** (user id) */
    findUnpaid: prepareQuery((p) =>
      db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', p<number>(0))
        .where('status', '=', 'new order')
        .limit(1),
    ),
    /** (qty, product id): takes stock only if enough is left, and reads the product back. */
    takeStock: prepareQuery((p) =>
      db
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '-', p<number>(0)) }))
        .where('id', '=', p<number>(1))
        .where('stock', '>=', p<number>(0))
        .where('deleted_at', 'is', null)
        .returning(CHECKOUT_COLUMNS),
    ),
    /** (user id, method, delivery time, subtotal, tax, shipping, total, now) */
    insertOrder: prepareQuery((p) =>
      db
        .insertInto('orders')
        .values({
          user_id: p<number>(0),
          status: 'new order',
          delivery_method: p<string>(1),
          delivery_time: p<string>(2),
          subtotal: p<number>(3),
          tax_fee: p<number>(4),
          shipping: p<number>(5),
          total: p<number>(6),
          created_at: p<string>(7),
          updated_at: p<string>(7),
        })
        .returning('id'),
    ),
    /** (user id, key, request hash, status, body, now) */
    insertKey: prepareQuery((p) =>
      db.insertInto('idempotency_keys').values({
        user_id: p<number>(0),
        key: p<string>(1),
        request_hash: p<string>(2),
        status_code: p<number>(3),
        response_body: p<string>(4),
        created_at: p<string>(5),
      }),
    ),
    lineInserts,
  };
}

export type CheckoutStatements = ReturnType<typeof build>;

const byDatabase = new WeakMap<Db, CheckoutStatements>();

/** The checkout's statements, prepared once per database connection (and so per dialect). */
export function checkoutStatements(db: Db): CheckoutStatements {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = build(db);
    byDatabase.set(db, statements);
  }
  return statements;
}

/** The arguments of a prepared insert of these lines. */
export function lineArguments(orderId: number, lines: readonly OrderLineValues[]): unknown[] {
  return [orderId, ...lines.flatMap((line) => [line.product_id, line.qty, line.size, line.unit_price, line.price])];
}
