/**
 * Payments as the shop sees them (docs/product.md, "Payments"): how a customer pays, the states of
 * one payment attempt, and which moves between them money allows.
 */

/** `payment_method_id`: 1–3 keep the old site's meaning; QRIS came with real payments. */
export const PAYMENT_METHOD = { card: 1, bankTransfer: 2, cash: 3, qris: 4 } as const;
export type PaymentMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];
export const PAYMENT_METHOD_IDS: readonly PaymentMethod[] = Object.values(PAYMENT_METHOD);

export function isPaymentMethodId(value: unknown): value is PaymentMethod {
  return PAYMENT_METHOD_IDS.includes(value as PaymentMethod);
}

/** Cash is collected by the shop when the order is handed over; every other method goes through a provider. */
export function isCollectedByShop(method: PaymentMethod): boolean {
  return method === PAYMENT_METHOD.cash;
}

/**
 * One attempt's life: `pending` until the provider says how it ended; `due` is cash still to collect.
 * `paid` is the only state that holds money, and only a refund takes it back.
 */
export const PAYMENT_STATES = ['pending', 'paid', 'due', 'failed', 'expired', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** What the customer does to pay: scan a QR, transfer to a virtual account, or finish on the provider's page. */
export type PaymentAction =
  | { type: 'qr'; qr_string: string }
  | { type: 'va'; bank: string; va_number: string }
  | { type: 'redirect'; url: string };

const FINAL: readonly PaymentState[] = ['refunded'];

/**
 * Whether an attempt may move from one state to another. Money only goes forward: a late `pending`
 * never undoes an ending, a paid attempt ends only by a refund, and a failed or expired one may still
 * be paid when the money arrives after all (it is then the shop's to keep or give back).
 */
export function canMovePayment(from: PaymentState, to: PaymentState): boolean {
  if (from === to || FINAL.includes(from) || to === 'pending' || to === 'due') return false;
  switch (from) {
    case 'pending':
      return to !== 'refunded';
    case 'due':
      return to === 'paid' || to === 'failed';
    case 'paid':
      return to === 'refunded';
    default:
      // failed, expired
      return to === 'paid';
  }
}

/**
 * A provider's transaction status in the shop's words, as Midtrans writes it (`transaction_status`,
 * with `fraud_status` for cards); `null` for a status that says nothing about the money.
 */
export function paymentStateOf(transactionStatus: string, fraudStatus?: string): PaymentState | null {
  switch (transactionStatus) {
    case 'capture':
      // A captured card the fraud check still questions is not money yet.
      if (fraudStatus === 'challenge') return 'pending';
      return fraudStatus === 'deny' ? 'failed' : 'paid';
    case 'settlement':
      return 'paid';
    case 'pending':
      return 'pending';
    case 'deny':
    case 'cancel':
    case 'failure':
      return 'failed';
    case 'expire':
      return 'expired';
    case 'refund':
    case 'partial_refund':
      return 'refunded';
    default:
      return null;
  }
}

/** How long a provider's payment stays open: the QR and the virtual account lapse with it. */
export const PAYMENT_EXPIRY_MINUTES = 15;
