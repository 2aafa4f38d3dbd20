import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMovePayment,
  isCollectedByShop,
  isPaymentMethodId,
  PAYMENT_METHOD,
  PAYMENT_METHOD_IDS,
  PAYMENT_STATES,
  paymentStateOf,
  type PaymentState,
} from './payments';

describe('payment methods', () => {
  it('keeps the old site’s ids 1–3 and adds QRIS as 4', () => {
    expect(PAYMENT_METHOD).toEqual({ card: 1, bankTransfer: 2, cash: 3, qris: 4 });
    expect(PAYMENT_METHOD_IDS).toEqual([1, 2, 3, 4]);
  });

  it('recognises only those ids', () => {
    expect([1, 2, 3, 4].every(isPaymentMethodId)).toBe(true);
    expect([0, 5, '1', null, 1.5].some(isPaymentMethodId)).toBe(false);
  });

  it('leaves only cash to the shop', () => {
    expect(PAYMENT_METHOD_IDS.filter(isCollectedByShop)).toEqual([PAYMENT_METHOD.cash]);
  });
});

describe('moves of a payment attempt', () => {
  const allowed: [PaymentState, PaymentState][] = [
    ['pending', 'paid'],
    ['pending', 'failed'],
    ['pending', 'expired'],
    ['paid', 'refunded'],
    ['due', 'paid'],
    ['due', 'failed'],
    ['failed', 'paid'],
    ['expired', 'paid'],
  ];

  it('allows exactly the moves money allows', () => {
    const moves = PAYMENT_STATES.flatMap((from) => PAYMENT_STATES.map((to) => [from, to] as const));
    expect(moves.filter(([from, to]) => canMovePayment(from, to))).toEqual(allowed);
  });

  it('never moves back to pending, never leaves a refund and never repeats a state', () => {
    const state = fc.constantFrom(...PAYMENT_STATES);
    fc.assert(
      fc.property(state, state, (from, to) => {
        if (to === 'pending' || from === 'refunded' || from === to) expect(canMovePayment(from, to)).toBe(false);
      }),
    );
  });
});

describe('a provider’s transaction status', () => {
  it.each([
    ['settlement', undefined, 'paid'],
    ['capture', 'accept', 'paid'],
    ['capture', undefined, 'paid'],
    ['capture', 'challenge', 'pending'],
    ['capture', 'deny', 'failed'],
    ['pending', undefined, 'pending'],
    ['deny', undefined, 'failed'],
    ['cancel', undefined, 'failed'],
    ['failure', undefined, 'failed'],
    ['expire', undefined, 'expired'],
    ['refund', undefined, 'refunded'],
    ['partial_refund', undefined, 'refunded'],
    ['authorize', undefined, null],
  ] as const)('%s (fraud %s) is %s', (status, fraud, state) => {
    expect(paymentStateOf(status, fraud)).toBe(state);
  });
});
