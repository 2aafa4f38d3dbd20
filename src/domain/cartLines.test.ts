import { describe, expect, it } from 'vitest';
import {
  CART_QTY_MAX,
  cartDeliveryTimeError,
  cartLineError,
  cartLineLabel,
  emptyStoredCarts,
  type CartLineProduct,
} from './cartLines';

const latte: CartLineProduct = {
  id: 3,
  name: 'Caffe Latte',
  sizes: ['R', 'L'],
  methods: ['dine in'],
  deletedAt: null,
  groups: [
    {
      id: 1,
      name: 'Milk',
      min: 1,
      max: 1,
      choices: [
        { id: 11, name: 'Whole milk', price: 0, is_default: true, sold_out: false },
        { id: 12, name: 'Oat', price: 8000, is_default: false, sold_out: true },
      ],
    },
  ],
};

describe('cart lines', () => {
  it('starts with three empty carts', () => {
    expect(emptyStoredCarts()).toEqual({
      'dine in': { delivery_time: '', products: [] },
      'home delivery': { delivery_time: '', products: [] },
      'take away': { delivery_time: '', products: [] },
    });
  });

  it('accepts a known product in a size and method it is sold for', () => {
    expect(cartLineError({ product_id: 3, size: 'L', qty: CART_QTY_MAX }, latte, 'dine in')).toBeNull();
  });

  it('names the product in every refusal', () => {
    const line = { product_id: 3, size: 'R' as const, qty: 1 };
    expect(cartLineError({ ...line, product_id: 41 }, undefined, 'dine in')).toBe('Product 41 does not exist');
    expect(cartLineError(line, { ...latte, deletedAt: '2026-11-01T00:00:00Z' }, 'dine in')).toBe(
      'Caffe Latte is not on the menu any more',
    );
    for (const qty of [0, 100, 1.5]) {
      expect(cartLineError({ ...line, qty }, latte, 'dine in')).toBe(
        'Caffe Latte: the amount must be a whole number from 1 to 99',
      );
    }
    expect(cartLineError({ ...line, size: 'XL' }, latte, 'dine in')).toBe(
      'Caffe Latte is not sold in size Extra Large',
    );
    expect(cartLineError(line, latte, 'home delivery')).toBe('Caffe Latte is not available for home delivery');
    expect(cartLineError(line, { ...latte, methods: ['dine in', 'take away'] }, 'take away')).toBeNull();
  });

  it('checks the choices and the note, letting a line the cart held keep a choice that sold out since', () => {
    const line = { product_id: 3, size: 'R' as const, qty: 1 };
    expect(cartLineError({ ...line, options: [11], note: ' extra hot ' }, latte, 'dine in')).toBeNull();
    expect(cartLineError({ ...line, options: [] }, latte, 'dine in')).toBe('Choose Milk for Caffe Latte');
    expect(cartLineError({ ...line, options: [12] }, latte, 'dine in')).toBe(
      'Oat (Milk) is sold out: choose another Milk for Caffe Latte',
    );
    expect(cartLineError({ ...line, options: [12] }, latte, 'dine in', false)).toBeNull();
    expect(cartLineError({ ...line, options: [] }, latte, 'dine in', false)).toBe('Choose Milk for Caffe Latte');
    expect(cartLineError({ ...line, note: 'a\nb' }, latte, 'dine in')).toBe(
      'Caffe Latte: A note is one line of plain text',
    );
  });

  it('labels a line by its cart and position', () => {
    expect(cartLineLabel('home delivery', 1)).toBe('Home delivery cart, line 2');
    expect(cartLineLabel('take away')).toBe('Take away cart');
  });
});

describe('a cart delivery time', () => {
  // Monday 23 November 2026, 10:00 shop time.
  const now = new Date('2026-11-23T03:00:00.000Z');

  it('may be empty (now), and a time the cart held may have gone by since', () => {
    expect(cartDeliveryTimeError('home delivery', '', now)).toBeNull();
    expect(cartDeliveryTimeError('home delivery', '2026-11-22T10:00', now, false)).toBeNull();
  });

  it('holds a home delivery to the window the shop’s settings give, in its words', () => {
    const weekend = { days: [6, 0], startMinute: 10 * 60, endMinute: 16 * 60 };
    expect(cartDeliveryTimeError('home delivery', '2026-11-28T10:00', now, true, weekend)).toBeNull();
    expect(cartDeliveryTimeError('home delivery', '2026-11-23T14:00', now, true, weekend)).toBe(
      'Delivery only Saturday to Sunday, 10:00–16:00',
    );
  });

  it('refuses a time chosen now that has already gone by, with that reason, but not a slow tap', () => {
    expect(cartDeliveryTimeError('home delivery', '2026-11-20T14:00', now)).toBe(
      'That time has passed: choose a later time, or now',
    );
    expect(cartDeliveryTimeError('take away', '2026-11-23T09:59', now)).toBeNull();
  });

  it('must be a real time', () => {
    expect(cartDeliveryTimeError('take away', 'tomorrow', now)).toBe(
      'The delivery time must be a date and time, like 2026-11-23T14:00',
    );
  });

  it('holds a later home delivery to the delivery window only', () => {
    expect(cartDeliveryTimeError('home delivery', '2026-11-23T14:00', now)).toBeNull();
    expect(cartDeliveryTimeError('home delivery', '2026-11-28T10:00', now)).toBe(
      'Delivery only Monday to Friday, 13:00–19:00',
    );
    expect(cartDeliveryTimeError('take away', '2026-11-28T10:00', now)).toBeNull();
  });
});
