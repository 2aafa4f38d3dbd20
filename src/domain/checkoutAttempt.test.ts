import { describe, expect, it } from 'vitest';
import { checkoutKey, endAttempts, type CheckoutAttempts } from './checkoutAttempt';

const minter = () => {
  let count = 0;
  return () => `key-${++count}`;
};
const body = (qty: number) =>
  JSON.stringify({ delivery_method: 'dine in', products: [{ product_id: 1, qty, size: 'R' }] });

describe('checkoutKey', () => {
  it('keeps one key for every retry of the same cart', () => {
    const mint = minter();
    const first = checkoutKey({}, 'dine in', body(1), mint);
    const retry = checkoutKey(first.attempts, 'dine in', body(1), mint);
    expect(first.key).toBe('key-1');
    expect(retry.key).toBe('key-1');
    expect(retry.attempts).toBe(first.attempts);
  });

  it('mints a new key for a different body, and one per delivery method', () => {
    const mint = minter();
    const first = checkoutKey({}, 'dine in', body(1), mint);
    expect(checkoutKey(first.attempts, 'dine in', body(2), mint).key).toBe('key-2');
    const other = checkoutKey(first.attempts, 'take away', body(1), mint);
    expect(other.key).toBe('key-3');
    expect(other.attempts['dine in']?.key).toBe('key-1');
  });
});

describe('endAttempts', () => {
  const attempts: CheckoutAttempts = {
    'dine in': { body: body(1), key: 'a' },
    'take away': { body: body(1), key: 'b' },
  };

  it('ends the attempt of the cart an action changes, so the same cart checked out again is a new order', () => {
    const ended = endAttempts(attempts, { type: 'reset', method: 'dine in' });
    expect(ended).toEqual({ 'take away': attempts['take away'] });
    expect(checkoutKey(ended, 'dine in', body(1), () => 'new').key).toBe('new');
    expect(endAttempts(attempts, { type: 'remove', method: 'take away', productId: 1 })).toEqual({
      'dine in': attempts['dine in'],
    });
  });

  it('ends every attempt when all carts are cleared, and leaves the rest alone', () => {
    expect(endAttempts(attempts, { type: 'clearAll' })).toEqual({});
    expect(endAttempts(attempts, { type: 'reset', method: 'home delivery' })).toBe(attempts);
  });
});
