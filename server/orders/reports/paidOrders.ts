import type { AppContext } from '../../context.ts';
import type { DeliveryMethod } from '../../../src/domain/delivery.ts';
import type { OrderStatus } from '../orderDetail.ts';
import { PAID_STATUSES, shopPeriod } from './income.ts';

/**
 * Every order paid within a period of shop-time dates (Asia/Jakarta), oldest payment first, with no
 * page limit: the dashboard's report must list exactly what its chart counts, so both take
 * `shopPeriod` and `PAID_STATUSES` and compare `paid_at` alike.
 */
export async function paidOrdersInPeriod(ctx: AppContext, range: { from?: string; to?: string }) {
  const { start, end } = shopPeriod(ctx, range);
  const rows = await ctx.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.delivery_method',
      'orders.status',
      'orders.total',
      'orders.created_at',
      'orders.paid_at',
      'users.username',
      'users.email',
    ])
    .where('orders.status', 'in', PAID_STATUSES)
    .where('orders.paid_at', '>=', start.toISOString())
    .where('orders.paid_at', '<', end.toISOString())
    .orderBy('orders.paid_at')
    .orderBy('orders.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    delivery_method: row.delivery_method as DeliveryMethod,
    status: row.status as OrderStatus,
    total: row.total,
    createdAt: row.created_at,
    paidAt: row.paid_at!,
    user: { username: row.username, email: row.email },
  }));
}
