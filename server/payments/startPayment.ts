import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '../../src/domain/payments.ts';
import type { Language } from '../../src/domain/languages.ts';
import type { AppContext } from '../context.ts';
import { conflict, HttpError } from '../errors.ts';
import type { PaymentAttemptRow } from '../db/schema.ts';
import { applyReport } from './applyReport.ts';
import { notePayment } from './notePayment.ts';
import { ProviderUnavailable, type PaymentProvider } from './paymentProvider.ts';
import { paymentViewOf, type PaymentView } from './paymentView.ts';
import { literal } from '../db/literal.ts';

export const ALREADY_PAID = 'This order is already paid';
/** How long a provider may take to open a payment; an attempt still without an answer after it is settled by asking. */
export const SETTLE_AFTER_MS = 30_000;
export const PROVIDER_UNAVAILABLE =
  'The payment service did not answer. Nothing was charged: please try again in a moment or choose another method';

/**
 * Our id for an attempt, which the provider takes as its order id: the order's number for people
 * reading the provider's dashboard, and random so no two attempts (or two databases) share one.
 */
export const newReference = (orderId: number) => `${orderId}-${randomBytes(4).toString('hex')}`;

/** A new attempt's row: the order's total, our reference, nothing to show until the provider answers. */
export function attemptRow(
  order: { id: number; total: number },
  attempt: { provider: string; method_id: number; state: string; reference: string; language: string },
  at: string,
) {
  return {
    order_id: order.id,
    amount: order.total,
    action: null,
    expires_at: null,
    created_at: at,
    updated_at: at,
    ...attempt,
  };
}

interface PayableOrder {
  id: number;
  total: number;
  email: string;
}

interface PaymentInput {
  address: string;
  customer_phone: string;
  payment_method_id: PaymentMethod;
}

/** True for the unique index that allows one pending attempt per order (both dialects' wording). */
const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  ((error as { code?: string }).code === '23505' || /UNIQUE constraint failed/.test(error.message));

const pendingAttempt = (ctx: AppContext, orderId: number) =>
  ctx.db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('state', '=', literal('pending'))
    .executeTakeFirst();

/**
 * Opens (or answers the open) payment at the provider. One pending attempt per order, guarded by the
 * database, so two confirms at once charge once; the attempt row is written before the provider is
 * asked, so a crash in between leaves a reference the reconciler can ask about. A provider that fails
 * leaves nothing to pay (its attempt is marked failed, with the reason kept) and the customer may retry.
 */
export async function startProviderPayment(
  ctx: AppContext,
  provider: PaymentProvider,
  order: PayableOrder,
  input: PaymentInput,
  language: Language,
): Promise<{ order_id: number; status: 'new order'; payment: PaymentView }> {
  const answer = (row: PaymentAttemptRow) => ({
    order_id: order.id,
    status: 'new order' as const,
    payment: paymentViewOf(row),
  });
  const now = ctx.clock().toISOString();
  await ctx.db
    .updateTable('orders')
    .set({ address: input.address || null, customer_phone: input.customer_phone || null, updated_at: now })
    .where('id', '=', order.id)
    .execute();

  const open = await pendingAttempt(ctx, order.id);
  // Another device's confirm is still waiting for the provider: that attempt is the one to pay, whatever
  // this confirm chose, since ending it now could leave that device showing a dead QR.
  const opening = open && !open.action && Date.parse(open.created_at) > Date.parse(now) - SETTLE_AFTER_MS;
  if (
    open &&
    (opening || (open.method_id === input.payment_method_id && open.action && (open.expires_at ?? now) > now))
  ) {
    return answer(open);
  }
  // Another method chosen, or its time is up: end the open one with the provider's word first.
  if (open) {
    await settleOpenAttempt(ctx, provider, open);
    // The provider may say it was paid meanwhile: then there is nothing left to pay.
    const current = await ctx.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    if (current.status !== 'new order') throw conflict(ALREADY_PAID, 'ORDER_NOT_PENDING');
  }

  let attempt: PaymentAttemptRow;
  try {
    attempt = await ctx.db
      .insertInto('payment_attempts')
      .values(
        attemptRow(
          order,
          {
            provider: provider.name,
            method_id: input.payment_method_id,
            state: 'pending',
            reference: newReference(order.id),
            language,
          },
          now,
        ),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another device's confirm opened it a moment ago: that attempt is the one to pay.
    const other = await pendingAttempt(ctx, order.id);
    if (other) return answer(other);
    throw error;
  }

  try {
    const charge = await provider.charge({
      reference: attempt.reference,
      method: input.payment_method_id,
      amount: order.total,
      customer: { name: order.email, email: order.email, phone: input.customer_phone },
      finishUrl: `${ctx.appUrl}/cust/order?id=${order.id}`,
    });
    const opened = await ctx.db
      .updateTable('payment_attempts')
      .set({
        action: JSON.stringify(charge.action),
        expires_at: charge.expiresAt,
        updated_at: ctx.clock().toISOString(),
      })
      .where('id', '=', attempt.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return answer(opened);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    ctx.log.warn({ err: error, reference: attempt.reference }, 'the payment provider failed to open a payment');
    // The customer never saw a way to pay this attempt: end it, with the reason, so a retry opens a new one.
    await endAttempt(ctx, attempt, { error: error.message });
    throw new HttpError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', PROVIDER_UNAVAILABLE);
  }
}

/**
 * Ends an open attempt before another begins: with what the provider says about it, and when it says
 * it is still open, by our own `failed` (the customer chose again), so one order never has two.
 */
async function settleOpenAttempt(ctx: AppContext, provider: PaymentProvider, open: PaymentAttemptRow) {
  const report = await provider.status(open.reference).catch(() => null);
  if (report) await applyReport(ctx, provider.name, report, 'status', JSON.stringify(report));
  await endAttempt(ctx, open, { replaced: 'the customer started another payment' });
}

/** Marks a pending attempt failed, keeping why in a row of its own; nothing when it already ended. */
export async function endAttempt(ctx: AppContext, attempt: PaymentAttemptRow, why: Record<string, string>) {
  const now = ctx.clock().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('payment_attempts')
      .set({ state: 'failed', updated_at: now })
      .where('id', '=', attempt.id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (ended.numUpdatedRows === 0n) return;
    await notePayment(trx, attempt, { source: 'status', outcome: 'failed', body: why, at: now });
  });
}
