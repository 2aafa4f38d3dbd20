import { describe, expect, it } from 'vitest';
import {
  cartItems,
  cartReducer,
  cartTotals,
  checkoutPayload,
  emptyCartState,
  isCartEmpty,
  parseCartState,
  type CartAction,
  type CartProduct,
} from './cart';

const latte: CartProduct = { productId: 1, name: 'Hazelnut Latte', image: '/latte.png', price: 40000, categoryId: 1 };
const wings: CartProduct = { productId: 41, name: 'Chicken Wings', image: '/wings.png', price: 25000, categoryId: 3 };
const run = (...actions: CartAction[]) => actions.reduce(cartReducer, emptyCartState());
const add = (
  product: CartProduct,
  size: never | string,
  amount: number,
  method = 'home delivery' as const,
): CartAction => ({
  type: 'add',
  method,
  product,
  size: size as never,
  amount,
});

describe('cart reducer', () => {
  it('keeps one cart per delivery method', () => {
    const state = run(add(latte, 'R', 1), { ...add(wings, '250', 2), method: 'dine in' } as CartAction);
    expect(state.carts['home delivery'].lines.map((l) => l.productId)).toEqual([1]);
    expect(state.carts['dine in'].lines.map((l) => l.productId)).toEqual([41]);
    expect(state.carts['take away'].lines).toEqual([]);
  });
  it('adds quantity for the same product and size, and extends the line for a new size', () => {
    const state = run(add(latte, 'R', 1), add(wings, '250', 1), add(latte, 'R', 2), add(latte, 'XL', 1));
    expect(state.carts['home delivery'].lines).toEqual([
      { ...latte, quantities: { R: 3, XL: 1 } },
      { ...wings, quantities: { '250': 1 } },
    ]);
  });
  it('ignores amounts of 0 or less and keeps the delivery time unless a new one comes', () => {
    const first = run({ ...add(latte, 'L', 1), deliveryTime: '2026-11-23T14:00' } as CartAction);
    expect(cartReducer(first, add(latte, 'L', 0))).toBe(first);
    expect(cartReducer(first, add(latte, 'L', -3))).toBe(first);
    expect(cartReducer(first, add(latte, 'L', Number.NaN))).toBe(first);
    expect(cartReducer(first, add(wings, '300', 1)).carts['home delivery'].deliveryTime).toBe('2026-11-23T14:00');
  });
  it('sets an amount, never below 0, dropping emptied sizes and lines', () => {
    const state = run(add(latte, 'R', 2), add(latte, 'L', 1), add(wings, '500', 1));
    const lowered = cartReducer(state, {
      type: 'setAmount',
      method: 'home delivery',
      productId: 1,
      size: 'R',
      amount: 5.7,
    });
    expect(lowered.carts['home delivery'].lines[0]!.quantities).toEqual({ R: 5, L: 1 });
    const cleared = cartReducer(lowered, {
      type: 'setAmount',
      method: 'home delivery',
      productId: 41,
      size: '500',
      amount: -1,
    });
    expect(cleared.carts['home delivery'].lines.map((l) => l.productId)).toEqual([1]);
  });
  it('removes a size or a whole product', () => {
    const state = run(add(latte, 'R', 2), add(latte, 'L', 1), add(wings, '500', 1));
    const noLarge = cartReducer(state, { type: 'remove', method: 'home delivery', productId: 1, size: 'L' });
    expect(noLarge.carts['home delivery'].lines[0]!.quantities).toEqual({ R: 2 });
    const noLatte = cartReducer(state, { type: 'remove', method: 'home delivery', productId: 1 });
    expect(noLatte.carts['home delivery'].lines.map((l) => l.productId)).toEqual([41]);
  });
  it('resets one method only, and clears all', () => {
    const state = run(add(latte, 'R', 1), { ...add(wings, '250', 1), method: 'take away' } as CartAction);
    const reset = cartReducer(state, { type: 'reset', method: 'home delivery' });
    expect(reset.carts['home delivery'].lines).toEqual([]);
    expect(reset.carts['take away'].lines).toHaveLength(1);
    expect(cartReducer(state, { type: 'clearAll' })).toEqual(emptyCartState());
  });
});

describe('derived cart values', () => {
  const state = run(add(latte, 'XL', 1), add(latte, 'R', 2), add(wings, '300', 1));
  const cart = state.carts['home delivery'];
  it('lists lines by product and size, priced by tier', () => {
    expect(cartItems(cart)).toEqual([
      { productId: 1, name: 'Hazelnut Latte', image: '/latte.png', size: 'R', qty: 2, unitPrice: 40000, total: 80000 },
      { productId: 1, name: 'Hazelnut Latte', image: '/latte.png', size: 'XL', qty: 1, unitPrice: 48000, total: 48000 },
      {
        productId: 41,
        name: 'Chicken Wings',
        image: '/wings.png',
        size: '300',
        qty: 1,
        unitPrice: 30000,
        total: 30000,
      },
    ]);
  });
  it('totals the cart with tax and shipping', () => {
    expect(cartTotals(cart, 'home delivery')).toEqual({
      subtotal: 158000,
      tax_fee: 15800,
      shipping: 10000,
      total: 183800,
    });
    expect(isCartEmpty(cart)).toBe(false);
    expect(isCartEmpty(emptyCartState().carts['dine in'])).toBe(true);
  });
  it('builds the checkout body', () => {
    expect(checkoutPayload(state, 'home delivery')).toEqual({
      delivery_method: 'home delivery',
      delivery_time: '',
      products: [
        { product_id: 1, qty: 2, size: 'R' },
        { product_id: 1, qty: 1, size: 'XL' },
        { product_id: 41, qty: 1, size: '300' },
      ],
    });
  });
});

describe('stored carts', () => {
  it('round-trips through JSON', () => {
    const state = run(add(latte, 'L', 2));
    expect(parseCartState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
  it('falls back to empty carts on corrupt data or another version', () => {
    expect(parseCartState('nonsense')).toEqual(emptyCartState());
    expect(parseCartState(null)).toEqual(emptyCartState());
    expect(parseCartState({ ...emptyCartState(), version: 0 })).toEqual(emptyCartState());
    const broken = JSON.parse(JSON.stringify(run(add(latte, 'L', 2))));
    broken.carts['home delivery'].lines[0].quantities.L = -4;
    expect(parseCartState(broken)).toEqual(emptyCartState());
  });
});
