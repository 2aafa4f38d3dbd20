import {
  cancelRefusal,
  CUSTOMER_CANCEL_REASON,
  type Canceller,
  type OrderStatus,
} from '../../src/domain/orderStatus.ts';
import type { AppContext } from '../context.ts';
import type { PaymentAttemptRow, RefundRow } from '../db/schema.ts';
import { forbidden, HttpError, notFound } from '../errors.ts';
import { recordOrderEvent } from '../events/orderEvents.ts';
import type { ShopEvent } from '../events/shopEvents.ts';
import { announceCardChange, voidOrderPoints } from '../memberCards/memberCards.ts';
import { applyReport } from '../payments/applyReport.ts';
import { notePayment } from '../payments/notePayment.ts';
import { ProviderUnavailable } from '../payments/paymentProvider.ts';
import { latestPayment } from '../payments/paymentView.ts';
import { openRefund, processRefund, type RefundState } from '../payments/refunds.ts';
import { endAttempt } from '../payments/startPayment.ts';
import { ORDER_NOT_FOUND } from './orderMoves.ts';

/** Who asks for a cancel: a signed-in user (staff and admins cancel as the shop), or the server itself. */
export type CancelActor = { kind: Canceller; userId: number | null };

/** Staff cancel as the shop does, but money already taken goes back only on an admin's word. */
export const REFUND_NEEDS_ADMIN = 'This order is paid: only an admin can cancel it and refund the money';

/** How often a cancel reads the order again when it changed between the read and the write. */
const TRIES = 3;

interface Cancelled {
  events: ShopEvent[];
  pending: PaymentAttemptRow[];
  refundIds: number[];
  cancelledAt: string;
  reason: string;
}

/**
 * Cancels an order (docs/product.md, "Payments"), in one transaction conditional on the status read:
 * the order becomes `cancelled` with its time and reason, its stock returns, a `due` cash payment ends
 * (`failed`, with a note: nothing was taken), a paid one gets its refund row, and the event tells the
 * customer's tracker. Then, outside the transaction, a payment still open is cancelled at the provider
 * and the refund is made. When the order moved meanwhile (paid by a settlement that came first), the
 * cancel is judged again on its new status: the shop's cancel then refunds the payment, the customer's
 * is refused, so money and order always agree.
 */
export async function cancelOrder(ctx: AppContext, actor: CancelActor, orderId: number, reasonGiven: string) {
  const reason = reasonGiven.trim() || (actor.kind === 'customer' ? CUSTOMER_CANCEL_REASON : '');
  let done: Cancelled | null = null;
  for (let tries = 0; !done && tries < TRIES; tries++) {
    const order = await ctx.db
      .selectFrom('orders')
      .select(['id', 'user_id', 'status'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    // Another customer's order is answered as an unknown one (as the order's detail does).
    if (!order || (actor.kind === 'customer' && order.user_id !== actor.userId)) {
      throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
    }
    const from = order.status as OrderStatus;
    const refusal = cancelRefusal(actor.kind, from, reasonGiven);
    if (refusal) throw new HttpError(refusal.status, refusal.code, refusal.message);
    done = await cancelFrom(ctx, actor, orderId, from, reason);
  }
  if (!done) throw new HttpError(409, 'ORDER_CHANGED', 'The order changed while it was being cancelled: try again');

  for (const event of done.events) ctx.events.publish(event);
  ctx.queuePlaces.changed();
  ctx.catalogue.invalidate();
  for (const attempt of done.pending) await cancelAtProvider(ctx, attempt, reason);
  const refunds: RefundRow[] = [];
  for (const id of done.refundIds) refunds.push(await processRefund(ctx, id));
  const refund = refunds[0] ?? null;
  return {
    order_id: orderId,
    status: 'cancelled' as const,
    cancelled_at: done.cancelledAt,
    cancel_reason: done.reason,
    payment: await latestPayment(ctx.db, orderId),
    refund: refund && { id: refund.id, state: refund.state as RefundState, amount: refund.amount },
  };
}

/** The transaction of one cancel from the status read; null when the order moved first. */
async function cancelFrom(ctx: AppContext, actor: CancelActor, orderId: number, from: OrderStatus, reason: string) {
  const instant = ctx.clock();
  const now = instant.toISOString();
  return ctx.db.transaction().execute(async (trx): Promise<Cancelled | null> => {
    const order = await trx
      .updateTable('orders')
      .set({ status: 'cancelled', cancelled_at: now, cancel_reason: reason, updated_at: now })
      .where('id', '=', orderId)
      .where('status', '=', from)
      .returning(['id', 'user_id', 'status', 'paid_at', 'delivery_time'])
      .executeTakeFirst();
    if (!order) return null;

    // The stock the checkout took comes back, product by product in id order (as checkout takes it).
    const lines = await trx
      .selectFrom('order_details')
      .select(['product_id', 'qty'])
      .where('order_id', '=', orderId)
      .orderBy('product_id')
      .execute();
    for (const line of lines) {
      await trx
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '+', line.qty) }))
        .where('id', '=', line.product_id)
        .execute();
    }

    const attempts = await trx
      .selectFrom('payment_attempts')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('state', 'in', ['pending', 'due', 'paid'])
      .orderBy('id')
      .execute();
    const refundIds: number[] = [];
    // Thrown inside the transaction, so the order's status and stock roll back with it.
    if (actor.kind === 'staff' && attempts.some((attempt) => attempt.state === 'paid')) {
      throw forbidden(REFUND_NEEDS_ADMIN, 'REFUND_NEEDS_ADMIN');
    }
    for (const attempt of attempts) {
      if (attempt.state === 'paid') {
        const id = await openRefund(trx, attempt, reason, now);
        if (id !== null) refundIds.push(id);
      } else if (attempt.state === 'due') {
        // Cash not collected: nothing to give back, the payment simply ends.
        const ended = await trx
          .updateTable('payment_attempts')
          .set({ state: 'failed', updated_at: now })
          .where('id', '=', attempt.id)
          .where('state', '=', 'due')
          .executeTakeFirst();
        if (ended.numUpdatedRows > 0n) {
          await notePayment(trx, attempt, {
            source: 'status',
            outcome: 'failed',
            body: { cancelled: reason, cash: 'not collected' },
            at: now,
          });
        }
      }
    }
    // What the order earned goes, and the points its free drink took come back (docs/product.md, "Member card").
    const voided = await voidOrderPoints(trx, orderId, instant);
    const event = await recordOrderEvent(trx, ctx.dialect, orderId, instant, order);
    const card = await announceCardChange(trx, ctx.dialect, voided);
    return {
      events: card ? [event, card] : [event],
      pending: attempts.filter((attempt) => attempt.state === 'pending'),
      refundIds,
      cancelledAt: now,
      reason,
    };
  });
}

/**
 * Cancels a payment still open at the provider, so its QR or account stops taking money, and applies the
 * provider's word (cancelled, or paid after all: then the late money is refunded by applyReport). A
 * provider that does not answer leaves the attempt pending: the reconciler asks again later.
 */
async function cancelAtProvider(ctx: AppContext, attempt: PaymentAttemptRow, reason: string) {
  const provider = ctx.payments.provider;
  if (!provider || provider.name !== attempt.provider) {
    await endAttempt(ctx, attempt, { cancelled: reason });
    return;
  }
  try {
    const report = await provider.cancel(attempt.reference);
    if (!report) {
      await endAttempt(ctx, attempt, { cancelled: reason, provider: 'it has no payment with this reference' });
      return;
    }
    await applyReport(ctx, provider.name, report, 'status', JSON.stringify({ cancelled: reason, report }));
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    ctx.log.warn(
      { err: error, reference: attempt.reference },
      'the payment provider did not cancel an open payment; the reconciler asks again',
    );
  }
}
