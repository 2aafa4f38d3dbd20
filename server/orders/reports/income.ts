import { shopDate, shopDateBefore } from '../../../src/domain/report.ts';
import { parseShopTime } from '../../../src/domain/shopTime.ts';
import type { OrderStatus } from '../../../src/domain/orderStatus.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';

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
