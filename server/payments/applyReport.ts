import { canMovePayment, paymentStateOf, type PaymentState } from '../../src/domain/payments.ts';
import type { AppContext } from '../context.ts';
import { recordOrderEvent, recordPaidOrderEvent } from '../events/orderEvents.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { announceCardChange, creditPaidOrder, voidRefundedOrderPoints } from '../memberCards/memberCards.ts';
import { notePayment } from './notePayment.ts';
import { sendReceipt } from './sendReceipt.ts';
import { openRefund, processRefund } from './refunds.ts';
import { LATE_MONEY_CANCELLED, LATE_MONEY_PAID_TWICE } from './refundMail.ts';
import { languageFromTags } from '../../src/domain/languages.ts';
import type { ProviderReport } from './paymentProvider.ts';

/** What one report did; anything but a state is why it changed nothing. */
export type ReportOutcome = PaymentState | 'unknown payment' | 'amount mismatch' | 'no change';

/**
 * Applies what a provider said about a payment (its notification, or its answer when we asked) and keeps
 * the report with what it did. Safe to repeat and to receive out of order: a state moves only as
 * src/domain/payments.ts allows, and only from the state it was read in, so the same report twice or a
 * late `pending` changes nothing. A settlement pays the order, with its event and its queue place; money
 * for an order no longer waiting for it is refunded at once.
 */
export async function applyReport(
  ctx: AppContext,
  provider: string,
  report: ProviderReport,
  source: 'notification' | 'status',
  body: string,
): Promise<ReportOutcome> {
  const attempt = await ctx.db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('provider', '=', provider)
    .where('reference', '=', report.reference)
    .executeTakeFirst();
  const instant = ctx.clock();
  const now = instant.toISOString();
  const noted = { id: attempt?.id ?? null, provider, reference: report.reference };
  const keep = (outcome: ReportOutcome, db: Kysely<Database> = ctx.db) =>
    notePayment(db, noted, { source, outcome, body, at: now });

  if (!attempt) {
    ctx.log.warn({ provider, reference: report.reference }, 'a payment report for no attempt of ours');
    await keep('unknown payment');
    return 'unknown payment';
  }
  if (report.amount !== attempt.amount) {
    ctx.log.warn(
      { provider, reference: report.reference, reported: report.amount, expected: attempt.amount },
      'a payment report with another amount than the attempt’s: ignored',
    );
    await keep('amount mismatch');
    return 'amount mismatch';
  }
  const to = paymentStateOf(report.transactionStatus, report.fraudStatus);
  const from = attempt.state as PaymentState;
  if (!to || to === 'pending' || !canMovePayment(from, to)) {
    // A notification is kept whatever it did; our own status questions only when they change something.
    if (source === 'notification') await keep('no change');
    return 'no change';
  }

  let refundId: number | null = null;
  /** The paid order joined the queue ahead of another, whose place the queue's next pass tells. */
  let aheadOfAnother = false;
  const published = await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('payment_attempts')
      .set({ state: to, updated_at: now })
      .where('id', '=', attempt.id)
      .where('state', '=', from)
      .executeTakeFirst();
    // Another report moved it first: this one is the duplicate.
    if (moved.numUpdatedRows === 0n) return null;
    await keep(to, trx);
    // A payment that ended without money leaves a waiting order waiting: its event tells the customer's
    // page, which then offers to pay again. An order cancelled meanwhile told its own news. A refund's
    // own work publishes what it changes.
    if (to === 'failed' || to === 'expired') {
      const order = await trx
        .selectFrom('orders')
        .select(['id', 'user_id', 'status', 'paid_at', 'delivery_time'])
        .where('id', '=', attempt.order_id)
        .executeTakeFirstOrThrow();
      return order.status === 'new order'
        ? [await recordOrderEvent(trx, ctx.dialect, attempt.order_id, instant, order)]
        : [];
    }
    // Money given back without a cancel (a refund the provider reports) takes the order's points back.
    if (to === 'refunded') {
      const voided = await announceCardChange(
        trx,
        ctx.dialect,
        await voidRefundedOrderPoints(trx, attempt.order_id, instant),
      );
      return voided ? [voided] : [];
    }
    if (to !== 'paid') return [];
    const paid = await trx
      .updateTable('orders')
      .set({ status: 'paid', payment_method_id: attempt.method_id, paid_at: now, updated_at: now })
      .where('id', '=', attempt.order_id)
      .where('status', '=', 'new order')
      // What the order's event needs, read back by the update itself.
      .returning(['id', 'user_id', 'status', 'paid_at', 'delivery_time'])
      .executeTakeFirst();
    if (!paid) {
      // Money for an order no longer waiting for it (cancelled, expired, or paid by another attempt) goes
      // back at once (docs/product.md, "Payments"): its refund is written with the payment that brought it.
      const order = await trx
        .selectFrom('orders')
        .select('status')
        .where('id', '=', attempt.order_id)
        .executeTakeFirstOrThrow();
      const reason = order.status === 'cancelled' ? LATE_MONEY_CANCELLED : LATE_MONEY_PAID_TWICE;
      ctx.log.warn(
        { order_id: attempt.order_id, reference: report.reference, status: order.status },
        'money arrived for an order not waiting for it: it is refunded',
      );
      refundId = await openRefund(trx, attempt, reason, now);
      return [];
    }
    const credited = await creditPaidOrder(trx, attempt.order_id, instant);
    const joined = await recordPaidOrderEvent(trx, ctx.dialect, paid, instant);
    aheadOfAnother = joined.aheadOfAnother;
    const event = joined.event;
    const card = await announceCardChange(trx, ctx.dialect, credited);
    return card ? [event, card] : [event];
  });
  if (published === null) {
    await keep('no change');
    return 'no change';
  }
  for (const event of published) ctx.events.publish(event);
  if (aheadOfAnother) ctx.queuePlaces.changed();
  if (refundId !== null) await processRefund(ctx, refundId);
  // The order was paid by this report (its events say so): the customer gets the receipt.
  if (to === 'paid' && published.length > 0) sendReceipt(ctx, attempt.order_id, languageFromTags([attempt.language]));
  return to;
}
