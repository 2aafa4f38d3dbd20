import { z } from 'zod';
import { PAYMENT_STATES, type PaymentAction, type PaymentState } from '../../src/domain/payments.ts';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db, PaymentAttemptRow } from '../db/schema.ts';

const action = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('qr'), qr_string: z.string() }),
    z.object({ type: z.literal('va'), bank: z.string(), va_number: z.string() }),
    z.object({ type: z.literal('redirect'), url: z.string() }),
  ])
  .meta({ id: 'PaymentAction' });

/** An order's latest payment attempt, as the customer's screen needs it. */
export const paymentSchema = z
  .object({
    id: z.number().int(),
    method_id: z.number().int(),
    provider: z.string(),
    state: z.enum(PAYMENT_STATES),
    amount: z.number().int(),
    expires_at: z.string().nullable(),
    action: action.nullable().describe('What the customer does to pay; null when nothing is left to do'),
    test_page: z
      .string()
      .optional()
      .describe(
        "The simulator's page for this payment (pay, fail or let it expire), while it is open; only from the simulator",
      ),
  })
  .meta({ id: 'Payment' });
export type PaymentView = z.infer<typeof paymentSchema>;

export function paymentViewOf(row: PaymentAttemptRow): PaymentView {
  const state = row.state as PaymentState;
  return {
    id: row.id,
    method_id: row.method_id,
    provider: row.provider,
    state,
    amount: row.amount,
    expires_at: row.expires_at,
    // The QR, account or page only while they can still be paid.
    action: state === 'pending' && row.action ? (JSON.parse(row.action) as PaymentAction) : null,
    // The demo shop cannot be paid from a real wallet: its customer pays on the simulator's page instead.
    // Only the simulator's payments carry the key, so a real provider's answer is exactly the contract's.
    ...(state === 'pending' && row.provider === 'simulator'
      ? { test_page: `/api/payments/simulator/${encodeURIComponent(row.reference)}` }
      : {}),
  };
}

/** The order's latest attempt, or null before the first confirm. */
export async function latestPayment(db: Db, orderId: number): Promise<PaymentView | null> {
  const row = await db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? paymentViewOf(row) : null;
}

/** The state of each order's latest payment attempt, as a `payment_state` column of a query on orders. */
export function latestPaymentState(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb
    .selectFrom('payment_attempts')
    .select('payment_attempts.state')
    .whereRef('payment_attempts.order_id', '=', 'orders.id')
    .orderBy('payment_attempts.id', 'desc')
    .limit(1)
    .as('payment_state');
}
