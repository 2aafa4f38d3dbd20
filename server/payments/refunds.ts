import { languageFromTags } from '../../src/domain/languages.ts';
import type { AppContext } from '../context.ts';
import type { Db, RefundRow } from '../db/schema.ts';
import { announceCardChange, voidRefundedOrderPoints } from '../memberCards/memberCards.ts';
import { notePayment } from './notePayment.ts';
import { refundMail } from './refundMail.ts';

/** A refund's life: written before the provider is asked, then made, or failed and asked again later. */
export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** How long a refund rests before the background round tries it again (a try may still be running). */
export const REFUND_RETRY_AFTER_MS = 60_000;
/** After this many tries a refund stays failed and waits for a person (it is logged as an error). */
export const REFUND_MAX_TRIES = 10;

/** The attempt a refund gives back, as the refund needs it. */
export interface RefundableAttempt {
  id: number;
  order_id: number;
  provider: string;
  amount: number;
  reference: string;
}

/**
 * Writes the refund of a paid attempt, inside the transaction that decided it (a cancel, or money that
 * arrived for an order no longer waiting for it). One refund per attempt (a unique index): a second
 * decision finds the first and adds nothing. Answers the refund's id, or null when one was already written.
 */
export async function openRefund(db: Db, attempt: RefundableAttempt, reason: string, at: string) {
  const row = await db
    .insertInto('refunds')
    .values({
      order_id: attempt.order_id,
      attempt_id: attempt.id,
      provider: attempt.provider,
      amount: attempt.amount,
      reason,
      state: 'pending',
      // The same key on every try, so a provider never makes the same refund twice.
      refund_key: `${attempt.reference}-refund`,
      provider_reference: null,
      last_error: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.column('attempt_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Makes one refund (docs/architecture.md, "Payments"): asks the provider (the shop's own payments,
 * `manual`, are given back by the shop itself, so the row is the record), then in one transaction marks
 * the refund made and the attempt `refunded`, with a note that says why, and mails the customer a notice.
 * A provider that fails leaves the refund `failed` with its error, to be tried again by `retryRefunds`.
 * Two tries at once make one call: each try first claims the row by its count of tries.
 */
export async function processRefund(ctx: AppContext, refundId: number): Promise<RefundRow> {
  const read = () => ctx.db.selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirstOrThrow();
  const refund = await read();
  if (refund.state === 'succeeded') return refund;
  const claimed = await ctx.db
    .updateTable('refunds')
    .set({ tries: refund.tries + 1, updated_at: ctx.clock().toISOString() })
    .where('id', '=', refund.id)
    .where('state', '=', refund.state)
    .where('tries', '=', refund.tries)
    .executeTakeFirst();
  // Another try has it.
  if (claimed.numUpdatedRows === 0n) return read();
  const attempt = await ctx.db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('id', '=', refund.attempt_id)
    .executeTakeFirstOrThrow();

  let providerReference: string | null = null;
  try {
    if (refund.provider !== 'manual') {
      const provider = ctx.payments.provider;
      if (!provider || provider.name !== refund.provider) {
        throw new Error(`the payment went through ${refund.provider}, which this server does not use now`);
      }
      ({ providerReference } = await provider.refund({
        reference: attempt.reference,
        refundKey: refund.refund_key,
        amount: refund.amount,
        reason: refund.reason,
      }));
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const tries = refund.tries + 1;
    ctx.log[tries >= REFUND_MAX_TRIES ? 'error' : 'warn'](
      { err: error, refund_id: refund.id, order_id: refund.order_id, tries },
      tries >= REFUND_MAX_TRIES
        ? 'a refund failed too often: a person must make it'
        : 'a refund failed; it is tried again later',
    );
    await ctx.db
      .updateTable('refunds')
      .set({ state: 'failed', last_error: message.slice(0, 500), updated_at: ctx.clock().toISOString() })
      .where('id', '=', refund.id)
      .where('state', '!=', 'succeeded')
      .execute();
    return read();
  }

  const now = ctx.clock().toISOString();
  const made = await ctx.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('refunds')
      .set({ state: 'succeeded', provider_reference: providerReference, last_error: null, updated_at: now })
      .where('id', '=', refund.id)
      .where('state', '!=', 'succeeded')
      .executeTakeFirst();
    if (done.numUpdatedRows === 0n) return null;
    // The provider's own refund notification may have moved it already, with its note.
    const moved = await trx
      .updateTable('payment_attempts')
      .set({ state: 'refunded', updated_at: now })
      .where('id', '=', attempt.id)
      .where('state', '=', 'paid')
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) return { card: null };
    await notePayment(trx, attempt, {
      source: 'status',
      outcome: 'refunded',
      body: { refund_id: String(refund.id), reason: refund.reason },
      at: now,
    });
    // A cancel already took the order's points back; this covers money given back on its own.
    const voided = await voidRefundedOrderPoints(trx, refund.order_id, ctx.clock());
    return { card: await announceCardChange(trx, ctx.dialect, voided) };
  });
  if (made?.card) ctx.events.publish(made.card);
  if (made) await sendRefundNotice(ctx, refund, attempt.method_id, attempt.language, now);
  return read();
}

/** Mails the customer that their money is on its way back, in the language they paid in. */
async function sendRefundNotice(ctx: AppContext, refund: RefundRow, methodId: number, language: string, at: string) {
  const owner = await ctx.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select('users.email')
    .where('orders.id', '=', refund.order_id)
    .executeTakeFirstOrThrow();
  ctx.mailer.deliver(
    refundMail(
      {
        orderId: refund.order_id,
        email: owner.email,
        refundedAt: at,
        methodId,
        amount: refund.amount,
        reason: refund.reason,
        byShop: refund.provider === 'manual',
      },
      `${ctx.appUrl}/cust/order?id=${refund.order_id}`,
      languageFromTags([language]),
    ),
  );
}

/**
 * Tries again every refund not made yet: failed ones, and pending ones a crash left behind. On the
 * background round (server/app.ts), after a rest so a try still running is not doubled.
 */
export async function retryRefunds(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock().getTime() - REFUND_RETRY_AFTER_MS).toISOString();
  const due = await ctx.db
    .selectFrom('refunds')
    .select('id')
    .where('state', 'in', ['pending', 'failed'])
    .where('tries', '<', REFUND_MAX_TRIES)
    .where('updated_at', '<=', cutoff)
    .orderBy('id')
    .limit(50)
    .execute();
  let made = 0;
  for (const { id } of due) {
    if ((await processRefund(ctx, id)).state === 'succeeded') made += 1;
  }
  return made;
}
