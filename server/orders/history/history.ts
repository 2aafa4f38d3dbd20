import type { Db } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { OrderStatus } from '../orderDetail.ts';
import { optionsOfLines } from '../../options/lineOptions.ts';

/** The customer's own order lines, newest first, without the ones they hid. */
export async function listHistory(db: Db, userId: number) {
  const rows = await db
    .selectFrom('order_details')
    .innerJoin('orders', 'orders.id', 'order_details.order_id')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .select([
      'order_details.id',
      'order_details.order_id',
      'order_details.qty',
      'order_details.size',
      'order_details.unit_price',
      'order_details.price',
      'order_details.note',
      'orders.status',
      'orders.created_at',
      'products.id as product_id',
      'products.name',
      'products.name_indonesian',
      'products.images',
    ])
    .where('orders.user_id', '=', userId)
    .where('order_details.hidden', '=', 0)
    .orderBy('orders.created_at', 'desc')
    .orderBy('order_details.id', 'desc')
    .execute();
  const options = await optionsOfLines(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    order_id: row.order_id,
    qty: row.qty,
    size: row.size,
    price: row.price,
    options: options.get(row.id) ?? [],
    note: row.note,
    status: row.status as OrderStatus,
    createdAt: row.created_at,
    product: {
      id: row.product_id,
      name: row.name,
      name_indonesian: row.name_indonesian,
      price: row.unit_price,
      images: row.images,
    },
  }));
}

export const HISTORY_NOT_FOUND = 'Some of those history items were not found';

/** Hides lines from the customer's own history; all or nothing, and nothing is deleted. */
export async function hideHistory(db: Db, userId: number, ids: number[]): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const owned = await trx
      .selectFrom('order_details')
      .innerJoin('orders', 'orders.id', 'order_details.order_id')
      .select('order_details.id')
      .where('order_details.id', 'in', wanted)
      .where('orders.user_id', '=', userId)
      .execute();
    // Another customer's line reads as unknown: no hint that it exists.
    if (owned.length !== wanted.length) throw notFound(HISTORY_NOT_FOUND, 'HISTORY_NOT_FOUND');
    await trx.updateTable('order_details').set({ hidden: 1 }).where('id', 'in', wanted).execute();
    return wanted.length;
  });
}
