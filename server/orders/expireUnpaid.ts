import { NOT_PAID_IN_TIME, UNPAID_ORDER_MINUTES } from '../../src/domain/orderStatus.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { cancelOrder } from './cancelOrder.ts';
import { literal } from '../db/literal.ts';

/**
 * Cancels every order still unpaid `minutes` after its checkout, with the reason `not paid in time`
 * (docs/product.md, "Payments"): its stock returns and a payment still open is cancelled at the
 * provider. On the background round (server/app.ts), at most 100 orders a round; an order paid or
 * cancelled meanwhile is left as it is. Answers how many it cancelled.
 */
export async function expireUnpaidOrders(ctx: AppContext, minutes = UNPAID_ORDER_MINUTES): Promise<number> {
  const cutoff = new Date(ctx.clock().getTime() - minutes * 60_000).toISOString();
  const stale = await ctx.db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', literal('new order'))
    .where('created_at', '<=', cutoff)
    .orderBy('id')
    .limit(100)
    .execute();
  let expired = 0;
  for (const { id } of stale) {
    try {
      await cancelOrder(ctx, { kind: 'server', userId: null }, id, NOT_PAID_IN_TIME);
      expired += 1;
    } catch (error) {
      // Paid or cancelled between the read and the cancel: nothing to expire.
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return expired;
}
