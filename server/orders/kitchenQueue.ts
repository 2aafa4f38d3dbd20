import type { DeliveryMethod } from '../../src/domain/delivery.ts';
import { queueJoinAt } from '../../src/domain/orderQueue.ts';
import type { AppContext } from '../context.ts';
import { callName } from './callName.ts';
import { orderLines } from './orderDetail.ts';
import { loadQueue, queueOrder } from './queuePosition.ts';
import { literal } from '../db/literal.ts';

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
      'orders.address',
      'orders.customer_phone',
      'users.first_name',
      'users.username',
    ])
    .where('orders.status', 'in', [...ON_THE_BOARD])
    .execute();
  const ids = rows.map((row) => row.id);
  const [lines, { preparationMs }, cash] = await Promise.all([
    orderLines(ctx.db, ids),
    loadQueue(ctx.db),
    // Cash still to collect: the order's attempt waits at the counter or the door (docs/product.md, "Payments").
    ids.length === 0
      ? []
      : ctx.db
          .selectFrom('payment_attempts')
          .select(['order_id', 'amount'])
          .where('order_id', 'in', ids)
          .where('state', '=', literal('due'))
          .execute(),
  ]);
  const cashDue = new Map(cash.map((row) => [row.order_id, row.amount]));
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
      cash_due: cashDue.get(row.id) ?? null,
      // Where the rider goes, for home delivery only: a dine-in ticket carries no one's address.
      ...(row.delivery_method === 'home delivery'
        ? { address: row.address, customer_phone: row.customer_phone }
        : { address: null, customer_phone: null }),
    }))
    .sort((a, b) => a.due_at.localeCompare(b.due_at) || a.id - b.id);
}
