import { createHash, timingSafeEqual } from 'node:crypto';
import type { ProviderReport } from './paymentProvider.ts';

/**
 * Midtrans's notification body, the part the shop reads (its documented HTTP notification). The
 * simulator sends the same shape, signed the same way with its own key.
 */
export interface MidtransNotification {
  order_id: string;
  status_code: string;
  gross_amount: string;
  transaction_status: string;
  fraud_status?: string;
  signature_key: string;
  [other: string]: unknown;
}

/** Midtrans writes amounts with two decimals: `40000.00`. */
export const grossAmountText = (amount: number) => `${amount}.00`;

/** `signature_key` = SHA-512 (hex) of order_id + status_code + gross_amount + server key. */
export function midtransSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string) {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The report in a Midtrans-shaped body, or null unless it parses and its signature matches: the
 * check comes before anything in the body is believed.
 */
export function verifyMidtransBody(raw: Buffer, serverKey: string): ProviderReport | null {
  let body: Partial<MidtransNotification>;
  try {
    body = JSON.parse(raw.toString('utf8')) as Partial<MidtransNotification>;
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { order_id, status_code, gross_amount, transaction_status, fraud_status, signature_key } = body;
  if (![order_id, status_code, gross_amount, transaction_status, signature_key].every(isText)) return null;
  const expected = Buffer.from(midtransSignature(order_id!, status_code!, gross_amount!, serverKey));
  const given = Buffer.from(signature_key!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const amount = Number(gross_amount);
  if (!Number.isFinite(amount)) return null;
  return {
    reference: order_id!,
    transactionStatus: transaction_status!,
    ...(isText(fraud_status) ? { fraudStatus: fraud_status } : {}),
    amount,
  };
}
