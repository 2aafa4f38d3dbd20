import { buildPrepReport, type PrepFigures } from '../../../src/domain/prepReport.ts';
import { shopDate } from '../../../src/domain/report.ts';
import type { OrderStatus } from '../../../src/domain/orderStatus.ts';
import type { AppContext } from '../../context.ts';
import { PAID_STATUSES, shopPeriod } from './income.ts';
import { latestPaymentState } from '../../payments/paymentView.ts';

const DAY_MS = 86_400_000;

/**
 * The dashboard's preparation-time analytics and takings by payment method for a period of shop-time
 * dates: the orders counted are exactly the income chart's (paid in the period, whatever their status
 * since), and the figures come from their real `paid_at` and `ready_at` (src/domain/prepReport.ts).
 */
export async function prepReportForPeriod(ctx: AppContext, range: { from?: string; to?: string }) {
  const { start, end, days } = shopPeriod(ctx, range);
  const rows = await ctx.db
    .selectFrom('orders')
    .select(['status', 'paid_at', 'ready_at', 'delivery_time', 'total', 'payment_method_id'])
    // The latest payment's state: cash still `due` is sold but not yet in the till.
    .select(latestPaymentState)
    .where('status', 'in', PAID_STATUSES)
    .where('paid_at', '>=', start.toISOString())
    .where('paid_at', '<', end.toISOString())
    .execute();
  const dates = Array.from({ length: days }, (_, i) => shopDate(new Date(start.getTime() + i * DAY_MS)));
  const report = buildPrepReport(
    rows.map((row) => ({
      status: row.status as OrderStatus,
      paidAt: row.paid_at!,
      readyAt: row.ready_at,
      deliveryTime: row.delivery_time,
      total: row.total,
      paymentMethodId: row.payment_method_id,
      isCashDue: row.payment_state === 'due',
    })),
    dates,
    ctx.clock(),
  );
  const figures = (group: PrepFigures) => ({
    orders: group.orders,
    measured: group.measured,
    median_minutes: group.medianMinutes,
    p90_minutes: group.p90Minutes,
    late: group.late,
  });
  return {
    late_after_minutes: report.lateAfterMinutes,
    period: figures(report.period),
    days: report.days.map((day) => ({ date: day.date, ...figures(day) })),
    hours: report.hours.map((hour) => ({ hour: hour.hour, ...figures(hour) })),
    takings: report.takings.map((day) => ({
      date: day.date,
      card: day.card,
      bank_account: day.bankAccount,
      cash: day.cash,
      qris: day.qris,
      total: day.total,
      cash_due: day.cashDue,
      orders: day.orders,
    })),
  };
}
