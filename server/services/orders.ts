import { sql } from 'kysely';
import type { DeliveryMethod } from '../../src/domain/delivery.ts';
import { deliversToDoor } from '../../src/domain/deliveryWindow.ts';
import { shopDate, shopDateBefore } from '../../src/domain/report.ts';
import { parseShopTime } from '../../src/domain/shopTime.ts';
import type { OrderStatus } from '../../src/domain/orderStatus.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { OrderEvent } from './eventBus.ts';
import { liveFields, loadQueue, type QueueSnapshot } from './liveQueue.ts';
import { recordOrderEvent } from './orderEvents.ts';
import { likePattern } from './products.ts';
import { finishOrder, ORDER_NOT_FOUND } from './orderMoves.ts';

export { ORDER_STATUSES, type OrderStatus } from '../../src/domain/orderStatus.ts';
export { ORDER_NOT_FOUND };

const asStatus = (value: string) => value as OrderStatus;
const asMethod = (value: string) => value as DeliveryMethod;

/** One order with its lines: for its owner, or for an admin. Anyone else learns nothing (404). */
export async function orderDetail(db: Db, viewer: AuthUser, orderId: number, now = new Date()) {
  const order = await orderWithOwner(db).where('orders.id', '=', orderId).executeTakeFirst();
  if (!order || (!viewer.isAdmin && order.user_id !== viewer.id)) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  const [lines] = await orderLines(db, [order.id]);
  return detailOf(order, lines ?? [], await loadQueue(db), now);
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
      'products.id as product_id',
      'products.name',
      'products.images',
    ])
    .where('order_details.order_id', 'in', [...orderIds])
    .orderBy('order_details.id')
    .execute();
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
        product: { id: line.product_id, name: line.name, price: line.unit_price, images: line.images },
      })),
  );
}
export type OrderLineView = Awaited<ReturnType<typeof orderLines>>[number][number];

/** The detail of the contract: the order, its owner, its lines, its kitchen times and its live fields. */
export function detailOf(order: OrderWithOwner, lines: OrderLineView[], queue: QueueSnapshot, now: Date) {
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
    user: { id: order.user_id, username: order.username, email: order.email },
    order_details: lines,
  };
}

export const ADDRESS_NEEDED = 'Fill the delivery address';
export const PHONE_NEEDED = 'Fill the phone number';

/** The owner pays an order still waiting for payment; its status becomes `paid`. */
export async function confirmPayment(
  ctx: AppContext,
  payer: AuthUser,
  input: { order_id: number; address: string; customer_phone: string; payment_method_id: number },
) {
  const order = await ctx.db
    .selectFrom('orders')
    .select(['id', 'user_id', 'status', 'delivery_method'])
    .where('id', '=', input.order_id)
    .executeTakeFirst();
  if (!order || (order.user_id !== payer.id && !payer.isAdmin)) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  if (order.user_id !== payer.id)
    throw forbidden('Only the customer who placed an order can pay it', 'NOT_ORDER_OWNER');
  if (deliversToDoor(asMethod(order.delivery_method))) {
    if (!input.address) throw badRequest(ADDRESS_NEEDED, 'ADDRESS_REQUIRED', { address: ADDRESS_NEEDED });
    if (!input.customer_phone) throw badRequest(PHONE_NEEDED, 'PHONE_REQUIRED', { customer_phone: PHONE_NEEDED });
  }
  const instant = ctx.clock();
  const now = instant.toISOString();
  // Conditional on the status, so paying twice at once pays once; the event commits with the payment.
  const event = await ctx.db.transaction().execute(async (trx): Promise<OrderEvent> => {
    const paid = await trx
      .updateTable('orders')
      .set({
        status: 'paid',
        address: input.address || null,
        customer_phone: input.customer_phone || null,
        payment_method_id: input.payment_method_id,
        paid_at: now,
        updated_at: now,
      })
      .where('id', '=', order.id)
      .where('status', '=', 'new order')
      .executeTakeFirst();
    if (paid.numUpdatedRows === 0n) throw conflict('This order is already paid', 'ORDER_NOT_PENDING');
    return recordOrderEvent(trx, ctx.dialect, order.id, instant);
  });
  ctx.events.publish(event);
  return { order_id: order.id, status: 'paid' as const };
}

/** An admin marks a paid order as delivered (from paid, preparing or ready). */
export const markDone = finishOrder;

export type OrderFilter = OrderStatus | 'waiting' | 'all';

/** Paid and not yet done: what the kitchen and the counter still have to finish. */
export const WAITING_STATUSES: OrderStatus[] = ['paid', 'preparing', 'ready'];

/** The admin's order list, newest first; by default the paid orders waiting to be done. */
export async function listOrders(db: Db, filter: OrderFilter, page: number, limit: number, search?: string) {
  let query = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.delivery_method',
      'orders.status',
      'orders.total',
      'orders.created_at',
      'orders.delivery_time',
      'orders.paid_at',
      'orders.preparing_at',
      'orders.ready_at',
      'orders.done_at',
      'users.username',
      'users.email',
    ]);
  // Literals, not parameters, so SQLite can use the partial index of that status.
  if (filter === 'waiting')
    query = query.where(
      'orders.status',
      'in',
      WAITING_STATUSES.map((status) => sql.lit(status)),
    );
  else if (filter !== 'all') query = query.where('orders.status', '=', sql.lit(filter));
  const words = search?.trim().toLowerCase();
  if (words) {
    const number = /^#?(\d{1,9})$/.exec(words)?.[1];
    const pattern = likePattern(words);
    const like = (column: 'users.username' | 'users.first_name' | 'users.email') =>
      sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`;
    // A number (`18`, `#18`) is an order number; anything else, part of a name or an email.
    query = number
      ? query.where('orders.id', '=', Number(number))
      : query.where((eb) => eb.or([like('users.username'), like('users.first_name'), like('users.email')]));
  }
  const rows = await query
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    delivery_method: asMethod(row.delivery_method),
    status: asStatus(row.status),
    total: row.total,
    createdAt: row.created_at,
    delivery_time: row.delivery_time,
    paid_at: row.paid_at,
    preparing_at: row.preparing_at,
    ready_at: row.ready_at,
    done_at: row.done_at,
    user: { username: row.username, email: row.email },
  }));
}

export const MAX_INCOME_DAYS = 366;
const DAY_MS = 86_400_000;

/** Midnight at the start of a shop-time date (`YYYY-MM-DD`): the domain reads a wall-clock time as shop time. */
const shopMidnight = (date: string): Date => parseShopTime(`${date}T00:00`)!;

/** A `YYYY-MM-DD` that names a real day (not 2026-02-30), written as the domain writes dates. */
export function isRealDate(value: string): boolean {
  const midnight = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseShopTime(`${value}T00:00`) : null;
  return midnight !== null && shopDate(midnight) === value;
}

/** The statuses whose orders count as income (paid, wherever it is in the kitchen since): the chart and the report both read this one set. */
export const PAID_STATUSES: OrderStatus[] = ['paid', 'preparing', 'ready', 'done'];

/**
 * A period of shop-time dates as instants: `start` is the first day's midnight, `end` the midnight after
 * the last day. The last 7 days up to today by default; 400 for an unreal date, a reversed or too long period.
 */
export function shopPeriod(ctx: AppContext, range: { from?: string; to?: string }) {
  for (const [name, value] of Object.entries(range)) {
    if (value !== undefined && !isRealDate(value)) throw badRequest(`${name} is not a real date`, 'BAD_DATE');
  }
  const to = range.to ?? shopDate(ctx.clock());
  const from = range.from ?? shopDateBefore(to, 6);
  const start = shopMidnight(from);
  const end = new Date(shopMidnight(to).getTime() + DAY_MS);
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (days < 1) throw badRequest('from must be on or before to', 'BAD_RANGE');
  if (days > MAX_INCOME_DAYS) throw badRequest(`Ask for at most ${MAX_INCOME_DAYS} days at once`, 'BAD_RANGE');
  return { start, end, days };
}

/** Income per shop-time day: totals of orders paid that day (whatever their status since). */
export async function incomeByDay(ctx: AppContext, range: { from?: string; to?: string }) {
  const { start, end, days } = shopPeriod(ctx, range);
  const rows = await ctx.db
    .selectFrom('orders')
    .select(['total', 'paid_at'])
    .where('status', 'in', PAID_STATUSES)
    .where('paid_at', '>=', start.toISOString())
    .where('paid_at', '<', end.toISOString())
    .execute();
  const byDay = new Map<string, { income: number; orders: number }>();
  for (let i = 0; i < days; i++) byDay.set(shopDate(new Date(start.getTime() + i * DAY_MS)), { income: 0, orders: 0 });
  for (const row of rows) {
    const day = byDay.get(shopDate(new Date(row.paid_at!)));
    if (!day) continue;
    day.income += row.total;
    day.orders += 1;
  }
  return [...byDay].map(([date, { income, orders }]) => ({ date, income, orders }));
}
