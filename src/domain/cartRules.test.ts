import { describe, expect, it } from 'vitest';
import { addToCartError, checkoutError } from './cartRules';

describe('addToCartError', () => {
  const message = 'Failed: You must choose one size and input an amount';

  it('needs a size and an amount of at least 1', () => {
    expect(addToCartError({ size: undefined, amount: 1 })).toBe(message);
    expect(addToCartError({ size: 'M', amount: 1 })).toBe(message);
    for (const amount of [0, -1, 1.5, '2', undefined, Number.NaN]) {
      expect(addToCartError({ size: 'L', amount })).toBe(message);
    }
    expect(addToCartError({ size: undefined, amount: undefined })).toBe(message);
  });

  it('accepts a size and a whole amount', () => {
    expect(addToCartError({ size: '300', amount: 2 })).toBeNull();
    expect(addToCartError({ size: 'XL', amount: 1 })).toBeNull();
  });
});

describe('checkoutError', () => {
  it('refuses a checkout while an order is pending, before looking at the cart', () => {
    for (const pendingOrderId of ['12', 12, 0, '0']) {
      expect(checkoutError({ pendingOrderId, isEmpty: true })).toBe('Your must pay your checkout first');
      expect(checkoutError({ pendingOrderId, isEmpty: false })).toBe('Your must pay your checkout first');
    }
  });

  it('then refuses an empty cart', () => {
    for (const pendingOrderId of [null, undefined, '']) {
      expect(checkoutError({ pendingOrderId, isEmpty: true })).toBe('Your cart is empty');
      expect(checkoutError({ pendingOrderId, isEmpty: false })).toBeNull();
    }
  });
});
