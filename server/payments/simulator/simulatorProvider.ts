import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_EXPIRY_MINUTES, PAYMENT_METHOD, type PaymentMethod } from '../../../src/domain/payments.ts';
import type { Db } from '../../db/schema.ts';
import { grossAmountText, midtransSignature, verifyMidtransBody } from '../midtransSignature.ts';
import {
  ProviderUnavailable,
  type Charge,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderReport,
} from '../paymentProvider.ts';
import { qrisPayload } from './qrisPayload.ts';

/** What the simulator's page lets the customer do with a payment. */
export const SIMULATED_OUTCOMES = ['pay', 'fail', 'expire'] as const;
export type SimulatedOutcome = (typeof SIMULATED_OUTCOMES)[number];

/** Midtrans's words and status codes for each ending (its documented notification). */
const ENDINGS: Record<SimulatedOutcome, { status: string; code: string }> = {
  pay: { status: 'settlement', code: '200' },
  fail: { status: 'deny', code: '202' },
  expire: { status: 'expire', code: '407' },
};
const PENDING = { status: 'pending', code: '201' };
const CANCELLED = { status: 'cancel', code: '200' };
const REFUNDED = { status: 'refund', code: '200' };

const PAYMENT_TYPES: Record<number, string> = {
  [PAYMENT_METHOD.card]: 'credit_card',
  [PAYMENT_METHOD.bankTransfer]: 'bank_transfer',
  [PAYMENT_METHOD.qris]: 'qris',
};

/** How a notification is sent, when the page asks for a provider's rarer behaviour. */
export interface DeliveryOptions {
  /** The same notification a second time, as providers do now and then. */
  twice?: boolean;
  /** A stale `pending` notification after the ending, as when a provider's retries cross. */
  outOfOrder?: boolean;
}

export interface SimulatorOptions {
  db: Db;
  clock: () => Date;
  /** Signs notifications as Midtrans signs with its server key. */
  key: string;
  /** The base of the simulator's own page (the card's redirect). */
  appUrl: string;
  /** Sends one notification body to the shop's notification call; answers the HTTP status. */
  deliver: (body: string) => Promise<number>;
  /** How long the "provider" takes to notify, as a real one takes a moment. */
  delayMs: number;
  log: FastifyBaseLogger;
}

/** One payment as the simulator's page shows it. */
export interface SimulatedPayment {
  reference: string;
  method_id: number;
  amount: number;
  status: string;
  expires_at: string;
  finish_url: string;
}

export interface Simulator extends PaymentProvider {
  /** Ends a pending payment as the customer chose on the page; false when it was not pending (or unknown). */
  settle(reference: string, outcome: SimulatedOutcome, options?: DeliveryOptions): Promise<boolean>;
  /** The page's view of one payment; null for an unknown reference. */
  find(reference: string): Promise<SimulatedPayment | null>;
  /** Resolves once every notification sent so far has been answered (tests, and closing the server). */
  idle(): Promise<void>;
}

/** The simulator's signing key: every process derives the same one from the shared signing secret. */
export const simulatorKey = (jwtSecret: string) =>
  createHash('sha256').update(`payment-simulator:${jwtSecret}`).digest('hex');

/** The virtual account's number: the bank's prefix, then digits of our reference, as banks issue them. */
function vaNumber(reference: string): string {
  const digits = reference.replace(/\D/g, '');
  return `70012${digits.padStart(11, '0').slice(-11)}`;
}

/** What the simulator's notification says of a payment. */
export interface NotifiedPayment {
  reference: string;
  method_id: number;
  amount: number;
  transaction_id: string;
}

/** How a simulated payment ended, in Midtrans's words: its `transaction_status` and `status_code`. */
export interface SimulatedEnding {
  status: string;
  code: string;
}

/**
 * The notification the simulator sends for a payment, as Midtrans writes one (its fields, its
 * `YYYY-MM-DD HH:mm:ss` time) and signed with the simulator's key by Midtrans's SHA-512 rule.
 */
export function simulatorNotification(row: NotifiedPayment, ending: SimulatedEnding, key: string, at: Date): string {
  const gross = grossAmountText(row.amount);
  return JSON.stringify({
    transaction_time: at.toISOString().replace('T', ' ').slice(0, 19),
    transaction_status: ending.status,
    transaction_id: row.transaction_id,
    status_message: `simulator notification: ${ending.status}`,
    status_code: ending.code,
    signature_key: midtransSignature(row.reference, ending.code, gross, key),
    payment_type: PAYMENT_TYPES[row.method_id],
    order_id: row.reference,
    merchant_id: 'SIMULATOR',
    gross_amount: gross,
    fraud_status: 'accept',
    currency: 'IDR',
  });
}

/**
 * A stand-in for a real provider, part of the product (docs/architecture.md, "Payments"): it keeps its
 * own book of payments, offers the same actions a real one does, and tells the shop how each ended by a
 * Midtrans-shaped notification, signed with its key, through the shop's notification call.
 */
export function createSimulator(options: SimulatorOptions): Simulator {
  const { db, clock, key, log } = options;
  const inFlight = new Set<Promise<void>>();

  const bodyOf = (row: NotifiedPayment, ending: SimulatedEnding) => simulatorNotification(row, ending, key, clock());

  const send = (bodies: string[]) => {
    const delivery = (async () => {
      await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      for (const body of bodies) {
        try {
          const status = await options.deliver(body);
          if (status >= 300) log.warn({ status }, 'the shop refused a simulator notification');
        } catch (error) {
          log.warn({ err: error }, 'a simulator notification could not be delivered');
        }
      }
    })();
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  };

  const find = (reference: string) =>
    db.selectFrom('simulator_payments').selectAll().where('reference', '=', reference).executeTakeFirst();

  return {
    name: 'simulator',

    async charge(request: ChargeRequest): Promise<Charge> {
      const now = clock();
      const expiresAt = new Date(now.getTime() + PAYMENT_EXPIRY_MINUTES * 60_000).toISOString();
      await db
        .insertInto('simulator_payments')
        .values({
          reference: request.reference,
          method_id: request.method,
          amount: request.amount,
          status: PENDING.status,
          transaction_id: randomUUID(),
          expires_at: expiresAt,
          finish_url: request.finishUrl,
          refund_key: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .execute();
      return { action: actionFor(request.method, request), expiresAt };
    },

    verify: (raw) => verifyMidtransBody(raw, key),

    async status(reference): Promise<ProviderReport | null> {
      let row = await find(reference);
      if (!row) return null;
      const now = clock().toISOString();
      // Like a real provider, an unpaid payment lapses when its time is up, whoever asks.
      if (row.status === PENDING.status && row.expires_at <= now) {
        await db
          .updateTable('simulator_payments')
          .set({ status: ENDINGS.expire.status, updated_at: now })
          .where('reference', '=', reference)
          .where('status', '=', PENDING.status)
          .execute();
        row = (await find(reference))!;
      }
      return { reference, transactionStatus: row.status, fraudStatus: 'accept', amount: row.amount };
    },

    async cancel(reference): Promise<ProviderReport | null> {
      const row = await find(reference);
      if (!row) return null;
      await db
        .updateTable('simulator_payments')
        .set({ status: CANCELLED.status, updated_at: clock().toISOString() })
        .where('reference', '=', reference)
        .where('status', '=', PENDING.status)
        .execute();
      // Cancelled now, or already ended (paid, expired): its status says which.
      return this.status(reference);
    },

    async refund(request) {
      const row = await find(request.reference);
      if (!row) throw new ProviderUnavailable(`the simulator has no payment ${request.reference} to refund`);
      // The same refund asked again (a retry after a lost answer) answers alike and refunds nothing more.
      if (row.status === REFUNDED.status && row.refund_key === request.refundKey) {
        return { providerReference: `simulated-refund-${request.refundKey}` };
      }
      if (row.status !== ENDINGS.pay.status || request.amount !== row.amount) {
        throw new ProviderUnavailable(`the simulator cannot refund ${request.reference}: it is ${row.status}`);
      }
      const changed = await db
        .updateTable('simulator_payments')
        .set({ status: REFUNDED.status, refund_key: request.refundKey, updated_at: clock().toISOString() })
        .where('reference', '=', request.reference)
        .where('status', '=', ENDINGS.pay.status)
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) throw new ProviderUnavailable(`${request.reference} changed meanwhile`);
      // Like Midtrans, it tells the shop of the refund by a notification too.
      send([bodyOf(row, REFUNDED)]);
      return { providerReference: `simulated-refund-${request.refundKey}` };
    },

    async settle(reference, outcome, how = {}) {
      const ending = ENDINGS[outcome];
      const row = await find(reference);
      if (!row) return false;
      const changed = await db
        .updateTable('simulator_payments')
        .set({ status: ending.status, updated_at: clock().toISOString() })
        .where('reference', '=', reference)
        .where('status', '=', PENDING.status)
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) return false;
      const final = bodyOf(row, ending);
      send([final, ...(how.twice ? [final] : []), ...(how.outOfOrder ? [bodyOf(row, PENDING)] : [])]);
      return true;
    },

    async find(reference) {
      const row = await find(reference);
      if (!row) return null;
      const { reference: ref, method_id, amount, status, expires_at, finish_url } = row;
      return { reference: ref, method_id, amount, status, expires_at, finish_url };
    },

    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };

  function actionFor(method: PaymentMethod, request: ChargeRequest): Charge['action'] {
    if (method === PAYMENT_METHOD.qris) {
      return {
        type: 'qr',
        qr_string: qrisPayload(
          { merchantName: 'Coffee Shop', city: 'Jakarta', merchantId: 'ID1026000000001' },
          request.amount,
          request.reference,
        ),
      };
    }
    if (method === PAYMENT_METHOD.bankTransfer)
      return { type: 'va', bank: 'bca', va_number: vaNumber(request.reference) };
    return {
      type: 'redirect',
      url: `${options.appUrl}/api/payments/simulator/${encodeURIComponent(request.reference)}`,
    };
  }
}
