import type { App } from '../../app.ts';

/** Our reference (the provider's order id) of an attempt. */
export async function referenceOf(app: App, attemptId: number): Promise<string> {
  const row = await app.ctx.db
    .selectFrom('payment_attempts')
    .select('reference')
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
  return row.reference;
}

/**
 * A pending QRIS attempt of 44,000 written as a confirm writes it before the provider answers: the state a
 * crash, or another device's confirm still waiting, leaves behind. Answers its id.
 */
export async function writeOpeningAttempt(
  app: App,
  attempt: { orderId: number; provider: string; reference: string; at: Date },
): Promise<number> {
  const stamp = attempt.at.toISOString();
  const row = await app.ctx.db
    .insertInto('payment_attempts')
    .values({
      order_id: attempt.orderId,
      provider: attempt.provider,
      method_id: 4,
      amount: 44_000,
      state: 'pending',
      reference: attempt.reference,
      action: null,
      expires_at: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The ids of an order's attempts, with their states, oldest first. */
export const attemptsOf = (app: App, orderId: number) =>
  app.ctx.db
    .selectFrom('payment_attempts')
    .select(['id', 'state'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
