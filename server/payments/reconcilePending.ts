import type { AppContext } from '../context.ts';
import { applyReport } from './applyReport.ts';
import { ProviderUnavailable, type PaymentProvider } from './paymentProvider.ts';
import { endAttempt, SETTLE_AFTER_MS } from './startPayment.ts';
import { literal } from '../db/literal.ts';

/** How often the server asks about what is still pending. */
export const RECONCILE_EVERY_MS = 60_000;

/**
 * Asks the provider how every pending attempt stands and applies its answer, so nothing stays pending
 * for ever: a notification lost, or a crash between the provider's answer and our write. Run at start
 * and on a timer; an attempt the provider never heard of (the crash came before it was asked) ends.
 */
export async function reconcilePending(ctx: AppContext, provider: PaymentProvider): Promise<number> {
  const cutoff = new Date(ctx.clock().getTime() - SETTLE_AFTER_MS).toISOString();
  const pending = await ctx.db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('provider', '=', provider.name)
    .where('state', '=', literal('pending'))
    .where('created_at', '<=', cutoff)
    .orderBy('id')
    .limit(200)
    .execute();
  let settled = 0;
  for (const attempt of pending) {
    try {
      const report = await provider.status(attempt.reference);
      if (!report) {
        await endAttempt(ctx, attempt, { reconciled: 'the provider has no payment with this reference' });
        settled += 1;
        continue;
      }
      const outcome = await applyReport(ctx, provider.name, report, 'status', JSON.stringify(report));
      if (outcome !== 'no change') settled += 1;
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      ctx.log.warn(
        { err: error, reference: attempt.reference },
        'the payment provider did not answer a status question',
      );
    }
  }
  return settled;
}
