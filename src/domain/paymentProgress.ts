import type { PaymentState } from './payments';

/**
 * Where a customer's payment stands as the payment page shows it (docs/product.md, "Payments"):
 * `waiting` while the provider waits for the money, `expired` once its time ran out, even before the
 * provider's word arrives (the page's own clock says so first), `failed` when the provider refused it,
 * and `settled` once nothing is left to do on the page (paid, cash due, refunded).
 */
export type PaymentPhase = 'waiting' | 'expired' | 'failed' | 'settled';

export function paymentPhase(payment: { state: PaymentState; expiresAt: string | null }, now: Date): PaymentPhase {
  switch (payment.state) {
    case 'pending':
      return secondsLeft(payment.expiresAt, now) === 0 ? 'expired' : 'waiting';
    case 'expired':
      return 'expired';
    case 'failed':
      return 'failed';
    default:
      return 'settled';
  }
}

/** Whole seconds until `expiresAt` (never below 0); null when the payment has no deadline. */
export function secondsLeft(expiresAt: string | null, now: Date): number | null {
  if (!expiresAt) return null;
  const left = Math.ceil((Date.parse(expiresAt) - now.getTime()) / 1000);
  return Number.isNaN(left) ? null : Math.max(0, left);
}

/** A countdown as a clock shows it: `14:05`, `0:09`; hours when it is that long (`1:00:00`). */
export function countdownText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A virtual account number in groups of four, as banks print them, so it can be read out and typed. */
export function groupedDigits(value: string): string {
  return value.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
