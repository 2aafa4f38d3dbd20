import type { DeliveryMethod } from '../../src/domain/delivery.ts';
import { isDue, queueJoinAt } from '../../src/domain/orderQueue.ts';
import type { AppContext } from '../context.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { liveFields, loadQueue, queueOrder } from './queuePosition.ts';
import { detailOf, orderLines, orderWithOwner } from './orderDetail.ts';

/** The customer's order still waiting for payment, in the detail's shape, or null. */
export async function unpaidOrder(ctx: AppContext, user: AuthUser) {
  const order = await orderWithOwner(ctx.db)
    .where('orders.user_id', '=', user.id)
    .where('orders.status', '=', 'new order')
    .orderBy('orders.id', 'desc')
    .executeTakeFirst();
  if (!order) return null;
  const [lines] = await orderLines(ctx.db, [order.id]);
  return detailOf(order, lines ?? [], await loadQueue(ctx.db), ctx.clock());
}

/** The customer's own orders, newest first, with their kitchen times, live fields and lines. */
export async function myOrders(ctx: AppContext, user: AuthUser, page: number, limit: number) {
  const orders = await ctx.db
    .selectFrom('orders')
    .select([
      'id',
      'status',
      'delivery_method',
      'delivery_time',
      'total',
      'created_at',
      'paid_at',
      'preparing_at',
      'ready_at',
      'done_at',
    ])
    .where('user_id', '=', user.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const [lines, queue] = await Promise.all([
    orderLines(
      ctx.db,
      orders.map((order) => order.id),
    ),
    loadQueue(ctx.db),
  ]);
  const now = ctx.clock();
  return orders.map((order, i) => ({
    id: order.id,
    status: order.status as ReturnType<typeof queueOrder>['status'],
    delivery_method: order.delivery_method as DeliveryMethod,
    delivery_time: order.delivery_time,
    total: order.total,
    createdAt: order.created_at,
    paid_at: order.paid_at,
    preparing_at: order.preparing_at,
    ready_at: order.ready_at,
    done_at: order.done_at,
    ...liveFields(order, queue, now),
    order_details: lines[i] ?? [],
  }));
}

/** How many numbers each column of the counter screen shows at most. */
export const BOARD_LIMIT = 60;

/** A first name to call out at the counter; never an email, phone or address. */
function callName(firstName: string | null, username: string | null): string {
  for (const candidate of [firstName, username]) {
    const name = candidate?.trim().split(/\s+/)[0];
    if (name && !name.includes('@')) return name;
  }
  return 'Guest';
}

/**
 * The counter screen: numbers and first names being prepared (paid or preparing, once due)
 * and ready for pickup, oldest first. Public, so it holds nothing else about the customer.
 */
export async function counterBoard(ctx: AppContext) {
  const rows = await ctx.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.status',
      'orders.paid_at',
      'orders.delivery_time',
      'orders.ready_at',
      'users.first_name',
      'users.username',
    ])
    .where('orders.status', 'in', ['paid', 'preparing', 'ready'])
    .orderBy('orders.paid_at')
    .orderBy('orders.id')
    .execute();
  const { preparationMs } = await loadQueue(ctx.db);
  const now = ctx.clock();
  const entry = (row: (typeof rows)[number]) => ({ number: row.id, name: callName(row.first_name, row.username) });
  const preparing = rows.filter(
    (row) => row.status === 'preparing' || (row.status === 'paid' && isDue(queueOrder(row), preparationMs, now)),
  );
  const ready = rows
    .filter((row) => row.status === 'ready')
    .sort((a, b) => (a.ready_at ?? '').localeCompare(b.ready_at ?? '') || a.id - b.id);
  return { preparing: preparing.slice(0, BOARD_LIMIT).map(entry), ready: ready.slice(-BOARD_LIMIT).map(entry) };
}

/** The statuses on the barista's board. */
const ON_THE_BOARD = ['paid', 'preparing', 'ready'] as const;
type BoardStatus = (typeof ON_THE_BOARD)[number];

/**
 * The barista's queue: every paid, preparing and ready order with its lines and times, and when it
 * joins the queue (`due_at`; later than its payment for a scheduled order), oldest first.
 */
export async function kitchenQueue(ctx: AppContext) {
  const rows = await ctx.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.status',
      'orders.delivery_method',
      'orders.delivery_time',
      'orders.paid_at',
      'orders.preparing_at',
      'orders.ready_at',
      'users.first_name',
      'users.username',
    ])
    .where('orders.status', 'in', [...ON_THE_BOARD])
    .execute();
  const [lines, { preparationMs }] = await Promise.all([
    orderLines(
      ctx.db,
      rows.map((row) => row.id),
    ),
    loadQueue(ctx.db),
  ]);
  const now = ctx.clock();
  return rows
    .map((row, i) => ({
      id: row.id,
      status: row.status as BoardStatus,
      name: callName(row.first_name, row.username),
      delivery_method: row.delivery_method as DeliveryMethod,
      delivery_time: row.delivery_time,
      paid_at: row.paid_at,
      preparing_at: row.preparing_at,
      ready_at: row.ready_at,
      due_at: new Date(queueJoinAt(queueOrder(row), preparationMs, now)).toISOString(),
      order_details: lines[i] ?? [],
    }))
    .sort((a, b) => a.due_at.localeCompare(b.due_at) || a.id - b.id);
}
