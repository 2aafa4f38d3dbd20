import type { DeliveryMethod } from '../../src/domain/delivery.ts';
import type { OrderStatus } from '../../src/domain/orderStatus.ts';
import type { Db } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { optionsOfLines } from '../options/lineOptions.ts';
import { liveFields, loadQueue, type QueueSnapshot } from './queuePosition.ts';
import { finishOrder, ORDER_NOT_FOUND } from './orderMoves.ts';
import { latestPayment, type PaymentView } from '../payments/paymentView.ts';

export { ORDER_STATUSES, type OrderStatus } from '../../src/domain/orderStatus.ts';
export { ORDER_NOT_FOUND };

const asStatus = (value: string) => value as OrderStatus;
const asMethod = (value: string) => value as DeliveryMethod;

/** One order with its lines: for its owner, or for an admin. Anyone else learns nothing (404). */
export async function orderDetail(db: Db, viewer: AuthUser, orderId: number, now = new Date()) {
  const order = await orderWithOwner(db).where('orders.id', '=', orderId).executeTakeFirst();
  if (!order || (!viewer.worksTheShop && order.user_id !== viewer.id))
    throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  const [lines] = await orderLines(db, [order.id]);
  return detailOf(order, lines ?? [], await loadQueue(db), now, await latestPayment(db, order.id));
}

/** Orders with their owner's name, as the detail shows them. */
export const orderWithOwner = (db: Db) =>
  db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(['users.username', 'users.email']);
type OrderWithOwner = Awaited<ReturnType<ReturnType<typeof orderWithOwner>['executeTakeFirstOrThrow']>>;

/** The lines of several orders at once, in the order of `orderIds`. */
export async function orderLines(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('order_details')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .select([
      'order_details.id',
      'order_details.order_id',
      'order_details.qty',
      'order_details.size',
      'order_details.unit_price',
      'order_details.price',
      'order_details.note',
      'order_details.is_reward',
      'products.id as product_id',
      'products.name',
      'products.name_indonesian',
      'products.images',
    ])
    .where('order_details.order_id', 'in', [...orderIds])
    .orderBy('order_details.id')
    .execute();
  const options = await optionsOfLines(
    db,
    rows.map((line) => line.id),
  );
  // product.price is the unit price paid, so "product price × qty" (the old client's sum) is the line's price.
  return orderIds.map((id) =>
    rows
      .filter((line) => line.order_id === id)
      .map((line) => ({
        id: line.id,
        qty: line.qty,
        size: line.size,
        unit_price: line.unit_price,
        price: line.price,
        options: options.get(line.id) ?? [],
        note: line.note,
        is_reward: line.is_reward === 1,
        product: {
          id: line.product_id,
          name: line.name,
          name_indonesian: line.name_indonesian,
          price: line.unit_price,
          images: line.images,
        },
      })),
  );
}
export type OrderLineView = Awaited<ReturnType<typeof orderLines>>[number][number];

/** The detail of the contract: the order, its owner, its lines, its kitchen times and its live fields. */
export function detailOf(
  order: OrderWithOwner,
  lines: OrderLineView[],
  queue: QueueSnapshot,
  now: Date,
  payment: PaymentView | null,
) {
  return {
    id: order.id,
    status: asStatus(order.status),
    delivery_method: asMethod(order.delivery_method),
    delivery_time: order.delivery_time,
    address: order.address,
    customer_phone: order.customer_phone,
    payment_method_id: order.payment_method_id,
    subtotal: order.subtotal,
    tax_fee: order.tax_fee,
    shipping: order.shipping,
    total: order.total,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    doneAt: order.done_at,
    paid_at: order.paid_at,
    preparing_at: order.preparing_at,
    ready_at: order.ready_at,
    done_at: order.done_at,
    ...liveFields(order, queue, now),
    cancelled_at: order.cancelled_at,
    cancel_reason: order.cancel_reason,
    user: { id: order.user_id, username: order.username, email: order.email },
    order_details: lines,
    payment,
  };
}

/** An admin marks a paid order as delivered (from paid, preparing or ready). */
export const markDone = finishOrder;
