import type { DeliveryMethod } from '../../src/domain/delivery.ts';
import type { AppContext } from '../context.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { queueOrder } from './queuePosition.ts';
import { liveFields, loadQueue } from './queuePosition.ts';
import { detailOf, orderLines, orderWithOwner } from './orderDetail.ts';
import { latestPayment } from '../payments/paymentView.ts';
import { literal } from '../db/literal.ts';

/** The customer's order still waiting for payment, in the detail's shape, or null. */
export async function unpaidOrder(ctx: AppContext, user: AuthUser) {
  const order = await orderWithOwner(ctx.db)
    .where('orders.user_id', '=', user.id)
    .where('orders.status', '=', literal('new order'))
    .orderBy('orders.id', 'desc')
    .executeTakeFirst();
  if (!order) return null;
  const [lines] = await orderLines(ctx.db, [order.id]);
  return detailOf(order, lines ?? [], await loadQueue(ctx.db), ctx.clock(), await latestPayment(ctx.db, order.id));
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
      'cancelled_at',
      'cancel_reason',
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
    cancelled_at: order.cancelled_at,
    cancel_reason: order.cancel_reason,
    order_details: lines[i] ?? [],
  }));
}
