import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** An attempt as a note names it. */
export interface NotedAttempt {
  id: number | null;
  provider: string;
  reference: string;
}

/**
 * Keeps why an attempt's state is what it is (docs/architecture.md, "Payments"): a provider's
 * notification, our status question, or the shop's own act (cash counted, a payment replaced).
 */
export function notePayment(
  db: Kysely<Database>,
  attempt: NotedAttempt,
  note: { source: 'notification' | 'status'; outcome: string; body: string | Record<string, unknown>; at: string },
) {
  return db
    .insertInto('payment_notifications')
    .values({
      provider: attempt.provider,
      reference: attempt.reference,
      attempt_id: attempt.id,
      source: note.source,
      body: typeof note.body === 'string' ? note.body : JSON.stringify(note.body),
      outcome: note.outcome,
      created_at: note.at,
    })
    .execute();
}
