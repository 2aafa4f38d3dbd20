import type { SelectQueryBuilder } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import type { DeliveryMethod } from '../../../src/domain/delivery.ts';
import type { OrderStatus } from '../orderDetail.ts';
import { PAID_STATUSES, shopPeriod } from './income.ts';

/** A line as the report lists it: what, how many, its choices' names and the note. */
interface ReportLine {
  name: string;
  size: string;
  qty: number;
  options: string[];
  note: string | null;
}

/** A read that has the orders table joined in, to narrow it to the period. */
type WhereOrders = SelectQueryBuilder<
  Database,
  'orders' | 'order_details' | 'products' | 'users' | 'order_detail_options',
  unknown
>;

/**
 * Every order paid within a period of shop-time dates (Asia/Jakarta), oldest payment first, with no
 * page limit: the dashboard's report must list exactly what its chart counts, so both take
 * `shopPeriod` and `PAID_STATUSES` and compare `paid_at` alike.
 */
export async function paidOrdersInPeriod(ctx: AppContext, range: { from?: string; to?: string }) {
  const { start, end } = shopPeriod(ctx, range);
  // The period's orders, as a condition the lines' reads share: a month's lines never become a list of ids.
  const inPeriod = <QB extends WhereOrders>(query: QB): QB =>
    query
      .where('orders.status', 'in', PAID_STATUSES)
      .where('orders.paid_at', '>=', start.toISOString())
      .where('orders.paid_at', '<', end.toISOString()) as QB;
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
    .$call(inPeriod)
    .orderBy('orders.paid_at')
    .orderBy('orders.id')
    .execute();
  const lines = await ctx.db
    .selectFrom('order_details')
    .innerJoin('orders', 'orders.id', 'order_details.order_id')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .select([
      'order_details.id',
      'order_details.order_id',
      'order_details.size',
      'order_details.qty',
      'order_details.note',
      'products.name',
    ])
    .$call(inPeriod)
    .orderBy('order_details.order_id')
    .orderBy('order_details.id')
    .execute();
  const chosen = await ctx.db
    .selectFrom('order_detail_options')
    .innerJoin('order_details', 'order_details.id', 'order_detail_options.order_detail_id')
    .innerJoin('orders', 'orders.id', 'order_details.order_id')
    .select(['order_detail_options.order_detail_id', 'order_detail_options.name'])
    .$call(inPeriod)
    .orderBy('order_detail_options.order_detail_id')
    .orderBy('order_detail_options.position')
    .execute();
  const choicesOf = new Map<number, string[]>();
  for (const choice of chosen) {
    choicesOf.set(choice.order_detail_id, [...(choicesOf.get(choice.order_detail_id) ?? []), choice.name]);
  }
  const linesOf = new Map<number, ReportLine[]>();
  for (const line of lines) {
    const item = {
      name: line.name,
      size: line.size,
      qty: line.qty,
      options: choicesOf.get(line.id) ?? [],
      note: line.note,
    };
    linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), item]);
  }
  return rows.map((row) => ({
    id: row.id,
    delivery_method: row.delivery_method as DeliveryMethod,
    status: row.status as OrderStatus,
    total: row.total,
    createdAt: row.created_at,
    paidAt: row.paid_at!,
    user: { username: row.username, email: row.email },
    lines: linesOf.get(row.id) ?? [],
  }));
}
