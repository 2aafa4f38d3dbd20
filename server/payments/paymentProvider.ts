import type { PaymentAction, PaymentMethod } from '../../src/domain/payments.ts';

/** Who takes the money: the shop itself (`manual`), the built-in simulator, or Midtrans. */
export const PAYMENT_PROVIDERS = ['manual', 'simulator', 'midtrans'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What we ask a provider to collect. */
export interface ChargeRequest {
  /** Our id for this attempt, which the provider calls its order id. */
  reference: string;
  /** Card, bank transfer or QRIS: cash never reaches a provider. */
  method: PaymentMethod;
  amount: number;
  customer: { name: string; email: string; phone: string };
  /** Where the provider's own page sends the customer back to when they are done (the order's tracker). */
  finishUrl: string;
}

/** What the customer does next, and until when. */
export interface Charge {
  action: PaymentAction;
  expiresAt: string;
}

/** What a provider says about one payment: in a notification, or answering a status question. */
export interface ProviderReport {
  reference: string;
  /** The provider's word (Midtrans: `settlement`, `pending`, `expire`, …); src/domain/payments.ts reads it. */
  transactionStatus: string;
  fraudStatus?: string;
  /** Whole rupiah. */
  amount: number;
}

/** Money to give back: the whole of one paid attempt (docs/architecture.md, "Payments"). */
export interface RefundRequest {
  /** The attempt's reference: the provider's order id. */
  reference: string;
  /** Ours, the same on every try of one refund, so a repeated try never refunds twice. */
  refundKey: string;
  /** Whole rupiah. */
  amount: number;
  reason: string;
}

/** What the provider answered to a refund it made. */
export interface RefundReceipt {
  /** The provider's id of the refund, when it gives one. */
  providerReference: string | null;
}

/**
 * A payment provider as the shop needs it (docs/architecture.md, "Payments"). Every call that
 * crosses the network may throw ProviderUnavailable; nothing else is thrown for the provider's faults.
 */
export interface PaymentProvider {
  readonly name: Exclude<PaymentProviderName, 'manual'>;
  /** Opens a payment the customer then completes (scans, transfers, or finishes on a page). */
  charge(request: ChargeRequest): Promise<Charge>;
  /**
   * Reads a notification from its raw bytes, exactly as they arrived: null unless its signature is
   * the provider's (so a forged body changes nothing).
   */
  verify(raw: Buffer): ProviderReport | null;
  /** The provider's view of one payment; null when it has never heard of it. */
  status(reference: string): Promise<ProviderReport | null>;
  /**
   * Cancels a payment still waiting for the customer (its QR, account or page stop working). Answers the
   * provider's word on the payment afterwards: `cancel`, or how it already ended (the money may have
   * arrived first); null when it has never heard of it.
   */
  cancel(reference: string): Promise<ProviderReport | null>;
  /** Gives a paid payment's money back; throws ProviderUnavailable when it did not (answer, or agree). */
  refund(request: RefundRequest): Promise<RefundReceipt>;
}

/** The provider did not answer, or answered with its own failure: the customer may try again. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}
