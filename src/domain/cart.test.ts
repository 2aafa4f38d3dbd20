import { describe, expect, it } from 'vitest';
import type { Size } from './categories';
import type { DeliveryMethod } from './delivery';
import { DEFAULT_PRICE_RATES } from './pricing';
import {
  CART_STATE_VERSION,
  cartItems,
  cartReducer,
  cartTotals,
  checkoutPayload,
  emptyCartState,
  cartProductOf,
  cartsEditedBy,
  parseCartState,
  priceChanges,
  type Cart,
  type CartAction,
  type CartProduct,
  type CartState,
} from './cart';

const latte: CartProduct = { productId: 1, name: 'Hazelnut Latte', image: '/latte.png', price: 40000, categoryId: 1 };
const matcha: CartProduct = { productId: 7, name: 'Matcha', image: '/matcha.png', price: 30000, categoryId: 2 };
const wings: CartProduct = { productId: 41, name: 'Chicken Wings', image: '/wings.png', price: 25000, categoryId: 3 };

const run = (...actions: CartAction[]) => actions.reduce(cartReducer, emptyCartState());
const add = (
  product: CartProduct,
  size: Size,
  amount: number,
  method: DeliveryMethod = 'home delivery',
  deliveryTime?: string,
): CartAction => ({
  type: 'add',
  method,
  product,
  size,
  amount,
  ...(deliveryTime === undefined ? {} : { deliveryTime }),
});
const setAmount = (productId: number, size: Size, amount: number, method: DeliveryMethod = 'home delivery') =>
  ({ type: 'setAmount', method, productId, size, amount }) as const;
const home = (state: CartState) => state.carts['home delivery'];

describe('cartProductOf', () => {
  it('copies what the cart shows and prices from a product', () => {
    const product = { id: 9, name: 'Mocha', image: '/uploads/mocha.webp', price: 34000, categoryId: 1 as const };
    expect(cartProductOf(product)).toEqual({
      productId: 9,
      name: 'Mocha',
      image: '/uploads/mocha.webp',
      price: 34000,
      categoryId: 1,
    });
    expect(cartProductOf({ ...product, image: null }).image).toBe('');
  });
});

describe('emptyCartState', () => {
  it('has one empty cart per delivery method and the current version', () => {
    expect(CART_STATE_VERSION).toBe(1);
    expect(emptyCartState()).toEqual({
      version: 1,
      carts: {
        'dine in': { lines: [], deliveryTime: '' },
        'home delivery': { lines: [], deliveryTime: '' },
        'take away': { lines: [], deliveryTime: '' },
      },
    });
  });

  it('gives fresh carts each time', () => {
    expect(emptyCartState().carts['dine in']).not.toBe(emptyCartState().carts['dine in']);
  });
});

describe('cartReducer: add', () => {
  it('puts the line in the cart of its delivery method only', () => {
    const state = run(add(latte, 'R', 1), add(wings, '250', 2, 'dine in'), add(matcha, 'L', 1, 'take away'));
    expect(home(state).lines).toEqual([{ ...latte, quantities: { R: 1 } }]);
    expect(state.carts['dine in'].lines).toEqual([{ ...wings, quantities: { '250': 2 } }]);
    expect(state.carts['take away'].lines).toEqual([{ ...matcha, quantities: { L: 1 } }]);
  });

  it('adds quantity for the same product and size', () => {
    expect(home(run(add(latte, 'R', 1), add(latte, 'R', 2))).lines).toEqual([{ ...latte, quantities: { R: 3 } }]);
  });

  it('extends the product’s line for a new size, keeping lines in the order they came', () => {
    const state = run(add(latte, 'R', 1), add(wings, '250', 1), add(latte, 'XL', 1));
    expect(home(state).lines).toEqual([
      { ...latte, quantities: { R: 1, XL: 1 } },
      { ...wings, quantities: { '250': 1 } },
    ]);
  });

  it('keeps the same product apart in different methods', () => {
    const state = run(add(latte, 'R', 1), add(latte, 'R', 5, 'dine in'));
    expect(home(state).lines[0]!.quantities).toEqual({ R: 1 });
    expect(state.carts['dine in'].lines[0]!.quantities).toEqual({ R: 5 });
  });

  it('refreshes the product facts of an existing line', () => {
    const dearer = { ...latte, name: 'Hazelnut Latte 2.0', price: 42000 };
    expect(home(run(add(latte, 'R', 1), add(dearer, 'L', 1))).lines).toEqual([
      { ...dearer, quantities: { R: 1, L: 1 } },
    ]);
  });

  it('ignores an amount of 0, a negative, a fraction under 1 or not a number, returning the same state', () => {
    const first = run(add(latte, 'L', 1));
    for (const amount of [0, -3, 0.9, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(cartReducer(first, add(latte, 'L', amount))).toBe(first);
    }
    const empty = emptyCartState();
    expect(cartReducer(empty, add(latte, 'L', 0))).toBe(empty);
  });

  it('counts whole units only', () => {
    expect(home(run(add(latte, 'L', 2.7))).lines[0]!.quantities).toEqual({ L: 2 });
  });

  it('takes a new delivery time and otherwise keeps the cart’s one', () => {
    const timed = run(add(latte, 'L', 1, 'home delivery', '2026-11-23T14:00'));
    expect(home(timed).deliveryTime).toBe('2026-11-23T14:00');
    expect(home(cartReducer(timed, add(wings, '300', 1))).deliveryTime).toBe('2026-11-23T14:00');
    expect(home(cartReducer(timed, add(wings, '300', 1, 'home delivery', ''))).deliveryTime).toBe('');
    expect(home(cartReducer(timed, add(wings, '300', 1, 'home delivery', '2026-11-24T15:00'))).deliveryTime).toBe(
      '2026-11-24T15:00',
    );
    expect(cartReducer(timed, add(wings, '300', 1, 'dine in')).carts['dine in'].deliveryTime).toBe('');
  });

  it('never changes the state it was given', () => {
    const first = run(add(latte, 'R', 1));
    const snapshot = structuredClone(first);
    cartReducer(first, add(latte, 'R', 2));
    cartReducer(first, add(latte, 'L', 2));
    cartReducer(first, setAmount(1, 'R', 0));
    cartReducer(first, { type: 'remove', method: 'home delivery', productId: 1, size: 'R' });
    expect(first).toEqual(snapshot);
  });
});

describe('cartReducer: setAmount', () => {
  const state = run(add(latte, 'R', 2), add(latte, 'L', 1), add(wings, '500', 1));

  it('sets the amount of one size, in whole units', () => {
    expect(home(cartReducer(state, setAmount(1, 'R', 5))).lines[0]!.quantities).toEqual({ R: 5, L: 1 });
    expect(home(cartReducer(state, setAmount(1, 'R', 5.7))).lines[0]!.quantities).toEqual({ R: 5, L: 1 });
  });

  it('adds a size the line did not have yet', () => {
    expect(home(cartReducer(state, setAmount(1, 'XL', 2))).lines[0]!.quantities).toEqual({ R: 2, L: 1, XL: 2 });
  });

  it('never goes below 0, dropping an emptied size', () => {
    for (const amount of [0, -1, Number.NaN]) {
      expect(home(cartReducer(state, setAmount(1, 'L', amount))).lines[0]!.quantities).toEqual({ R: 2 });
    }
  });

  it('drops a line with no size left', () => {
    const cleared = cartReducer(state, setAmount(41, '500', -1));
    expect(home(cleared).lines.map((line) => line.productId)).toEqual([1]);
  });

  it('leaves other products and other methods alone, and ignores a product not in the cart', () => {
    const mixed = cartReducer(state, add(latte, 'R', 4, 'dine in'));
    const changed = cartReducer(mixed, setAmount(1, 'R', 9));
    expect(changed.carts['dine in']).toBe(mixed.carts['dine in']);
    expect(home(changed).lines[1]).toEqual({ ...wings, quantities: { '500': 1 } });
    expect(home(cartReducer(state, setAmount(999, 'R', 3))).lines).toEqual(home(state).lines);
  });

  it('keeps the delivery time', () => {
    const timed = run(add(latte, 'R', 1, 'take away', '2026-11-23T14:00'));
    expect(cartReducer(timed, setAmount(1, 'R', 0, 'take away')).carts['take away']).toEqual({
      lines: [],
      deliveryTime: '2026-11-23T14:00',
    });
  });
});

describe('cartReducer: remove', () => {
  const state = run(add(latte, 'R', 2), add(latte, 'L', 1), add(wings, '500', 1));

  it('removes one size of a product', () => {
    const noLarge = cartReducer(state, { type: 'remove', method: 'home delivery', productId: 1, size: 'L' });
    expect(home(noLarge).lines).toEqual([
      { ...latte, quantities: { R: 2 } },
      { ...wings, quantities: { '500': 1 } },
    ]);
  });

  it('drops the line when its last size goes', () => {
    const noWings = cartReducer(state, { type: 'remove', method: 'home delivery', productId: 41, size: '500' });
    expect(home(noWings).lines.map((line) => line.productId)).toEqual([1]);
  });

  it('removes a whole product', () => {
    const noLatte = cartReducer(state, { type: 'remove', method: 'home delivery', productId: 1 });
    expect(home(noLatte).lines).toEqual([{ ...wings, quantities: { '500': 1 } }]);
  });

  it('changes nothing for a product or size not in the cart', () => {
    expect(home(cartReducer(state, { type: 'remove', method: 'home delivery', productId: 999 })).lines).toEqual(
      home(state).lines,
    );
    expect(
      home(cartReducer(state, { type: 'remove', method: 'home delivery', productId: 1, size: 'XL' })).lines,
    ).toEqual(home(state).lines);
  });

  it('only touches the given method', () => {
    const both = cartReducer(state, add(latte, 'R', 1, 'dine in'));
    const removed = cartReducer(both, { type: 'remove', method: 'dine in', productId: 1 });
    expect(removed.carts['dine in'].lines).toEqual([]);
    expect(home(removed)).toBe(home(both));
  });
});

describe('cartReducer: reset and clearAll', () => {
  const state = run(
    add(latte, 'R', 1, 'home delivery', '2026-11-23T14:00'),
    add(wings, '250', 1, 'take away'),
    add(matcha, 'XL', 1, 'dine in'),
  );

  it('reset clears the lines and time of one method only', () => {
    const reset = cartReducer(state, { type: 'reset', method: 'home delivery' });
    expect(home(reset)).toEqual({ lines: [], deliveryTime: '' });
    expect(reset.carts['take away']).toBe(state.carts['take away']);
    expect(reset.carts['dine in']).toBe(state.carts['dine in']);
  });

  it('setTime changes the time of one cart and keeps its lines; empty is "now"', () => {
    const later = cartReducer(state, { type: 'setTime', method: 'home delivery', deliveryTime: '2026-11-24T15:30' });
    expect(home(later)).toEqual({ ...home(state), deliveryTime: '2026-11-24T15:30' });
    expect(later.carts['take away']).toBe(state.carts['take away']);
    expect(home(cartReducer(later, { type: 'setTime', method: 'home delivery', deliveryTime: '' })).deliveryTime).toBe(
      '',
    );
  });

  it('clearAll empties every cart', () => {
    expect(cartReducer(state, { type: 'clearAll' })).toEqual(emptyCartState());
  });
});

describe('cartReducer: refreshProduct and priceChanges', () => {
  const dearer: CartProduct = { ...latte, price: 42000 };
  const withMilk: CartProduct = {
    ...latte,
    groups: [
      { id: 1, name: 'Milk', min: 1, max: 1, choices: [{ id: 11, name: 'Oat', price: 8000, isDefault: false }] },
    ],
  } as CartProduct;

  it('names each product whose base price changed once, with what the cart said and what it costs now', () => {
    const state = run(add(latte, 'R', 1), add(latte, 'L', 2, 'dine in'), add(matcha, 'R', 1), add(wings, '250', 1));
    expect(priceChanges(state, [dearer, matcha, { ...wings, name: 'Spicy Wings', price: 20000 }])).toEqual([
      { productId: 1, name: 'Hazelnut Latte', was: 40000, now: 42000 },
      { productId: 41, name: 'Spicy Wings', was: 25000, now: 20000 },
    ]);
    // A product the shop did not answer for is left alone.
    expect(priceChanges(state, [])).toEqual([]);
  });

  it('brings every line of the product, in every cart, to its current facts, and changes nothing else', () => {
    const state = run(add(latte, 'R', 1), add(latte, 'L', 2, 'dine in'), add(matcha, 'R', 1));
    const next = cartReducer(state, { type: 'refreshProduct', product: dearer });
    expect(home(next).lines.find((line) => line.productId === 1)).toMatchObject({ price: 42000, quantities: { R: 1 } });
    expect(next.carts['dine in'].lines[0]).toMatchObject({ price: 42000, quantities: { L: 2 } });
    expect(home(next).lines.find((line) => line.productId === 7)).toBe(
      home(state).lines.find((l) => l.productId === 7),
    );
    expect(next.carts['take away']).toBe(state.carts['take away']);
    expect(priceChanges(next, [dearer])).toEqual([]);
  });

  it('takes new choices and drops groups the product no longer has', () => {
    const state = run(add(withMilk, 'R', 1));
    const plain = cartReducer(state, { type: 'refreshProduct', product: latte });
    expect(home(plain).lines[0]).not.toHaveProperty('groups');
    expect(home(cartReducer(plain, { type: 'refreshProduct', product: withMilk })).lines[0]!.groups).toHaveLength(1);
  });

  it('returns the same state when nothing differs, so nothing is saved again', () => {
    const state = run(add(latte, 'R', 1));
    expect(cartReducer(state, { type: 'refreshProduct', product: latte })).toBe(state);
    expect(cartReducer(state, { type: 'refreshProduct', product: matcha })).toBe(state);
  });

  it('is not an edit of any cart: a checkout under way stays the same attempt', () => {
    expect(cartsEditedBy({ type: 'refreshProduct', product: latte })).toEqual([]);
    expect(cartsEditedBy({ type: 'clearAll' })).toHaveLength(3);
    expect(cartsEditedBy({ type: 'reset', method: 'dine in' })).toEqual(['dine in']);
  });
});

describe('cartItems', () => {
  const cart = home(run(add(latte, 'XL', 1), add(wings, '500', 1), add(latte, 'R', 2), add(wings, '250', 3)));

  it('flattens lines by product, sizes small to large, priced by tier', () => {
    expect(cartItems(cart)).toEqual([
      {
        key: '1:R::',
        summary: '',
        productId: 1,
        name: 'Hazelnut Latte',
        image: '/latte.png',
        categoryId: 1,
        size: 'R',
        qty: 2,
        unitPrice: 40000,
        total: 80000,
      },
      {
        key: '1:XL::',
        summary: '',
        productId: 1,
        name: 'Hazelnut Latte',
        image: '/latte.png',
        categoryId: 1,
        size: 'XL',
        qty: 1,
        unitPrice: 48000,
        total: 48000,
      },
      {
        key: '41:250::',
        summary: '',
        productId: 41,
        name: 'Chicken Wings',
        image: '/wings.png',
        categoryId: 3,
        size: '250',
        qty: 3,
        unitPrice: 25000,
        total: 75000,
      },
      {
        key: '41:500::',
        summary: '',
        productId: 41,
        name: 'Chicken Wings',
        image: '/wings.png',
        categoryId: 3,
        size: '500',
        qty: 1,
        unitPrice: 33000,
        total: 33000,
      },
    ]);
  });

  it('prices the mid tier at +5000', () => {
    const mid = home(run(add(matcha, 'L', 2), add(wings, '300', 1)));
    expect(cartItems(mid).map(({ size, unitPrice, total }) => ({ size, unitPrice, total }))).toEqual([
      { size: 'L', unitPrice: 35000, total: 70000 },
      { size: '300', unitPrice: 30000, total: 30000 },
    ]);
  });

  it('skips sizes at 0 (as a stored cart may hold) and is empty for an empty cart', () => {
    const stored: Cart = { deliveryTime: '', lines: [{ ...latte, quantities: { R: 0, L: 1 } }] };
    expect(cartItems(stored).map((item) => item.size)).toEqual(['L']);
    expect(cartItems(emptyCartState().carts['dine in'])).toEqual([]);
  });
});

describe('cartTotals', () => {
  const state = run(add(latte, 'XL', 1), add(latte, 'R', 2), add(wings, '300', 1));

  it('totals home delivery with tax and 10000 shipping', () => {
    expect(cartTotals(home(state), 'home delivery', DEFAULT_PRICE_RATES)).toEqual({
      subtotal: 158000,
      taxFee: 15800,
      shipping: 10000,
      total: 183800,
    });
  });

  it('totals other methods without shipping, rounding the tax', () => {
    const cheap: CartProduct = { ...latte, productId: 2, price: 12345 };
    expect(cartTotals(run(add(cheap, 'R', 1, 'dine in')).carts['dine in'], 'dine in', DEFAULT_PRICE_RATES)).toEqual({
      subtotal: 12345,
      taxFee: 1235,
      shipping: 0,
      total: 13580,
    });
  });

  it('takes the member’s free drink at nothing, the rest priced as before', () => {
    const [regular] = cartItems(home(run(add(latte, 'R', 1))));
    const single = home(run(add(latte, 'R', 1), add(wings, '300', 1)));
    const full = cartTotals(single, 'home delivery', DEFAULT_PRICE_RATES);
    const free = cartTotals(single, 'home delivery', DEFAULT_PRICE_RATES, regular!.key);
    expect(free.subtotal).toBe(full.subtotal - regular!.total);
  });

  it('is all zero for an empty cart', () => {
    expect(cartTotals(emptyCartState().carts['home delivery'], 'home delivery', DEFAULT_PRICE_RATES)).toEqual({
      subtotal: 0,
      taxFee: 0,
      shipping: 0,
      total: 0,
    });
  });

  it('lists no items for a cart holding only zero amounts', () => {
    expect(cartItems({ deliveryTime: '', lines: [{ ...latte, quantities: { R: 0 } }] })).toEqual([]);
  });
});

describe('checkoutPayload', () => {
  it('marks the free drink’s line redeem, and only it', () => {
    const state = run(add(latte, 'R', 1, 'take away'), add(wings, '300', 1, 'take away'));
    const [drink] = cartItems(state.carts['take away']);
    expect(checkoutPayload(state, 'take away', drink!.key).products).toEqual([
      { product_id: 1, qty: 1, size: 'R', redeem: true },
      { product_id: 41, qty: 1, size: '300' },
    ]);
  });

  it('is the body of POST order/checkout for one method’s cart', () => {
    const state = run(
      add(latte, 'XL', 1, 'take away', '2026-11-23T14:00'),
      add(latte, 'R', 2, 'take away'),
      add(wings, '300', 1, 'take away'),
      add(matcha, 'L', 9, 'dine in'),
    );
    expect(checkoutPayload(state, 'take away')).toEqual({
      delivery_method: 'take away',
      delivery_time: '2026-11-23T14:00',
      products: [
        { product_id: 1, qty: 2, size: 'R' },
        { product_id: 1, qty: 1, size: 'XL' },
        { product_id: 41, qty: 1, size: '300' },
      ],
    });
  });

  it('sends an empty time for now and no products for an empty cart', () => {
    expect(checkoutPayload(emptyCartState(), 'home delivery')).toEqual({
      delivery_method: 'home delivery',
      delivery_time: '',
      products: [],
    });
  });
});

describe('parseCartState: what storage gives back', () => {
  const state = run(
    add(latte, 'L', 2, 'home delivery', '2026-11-23T14:00'),
    add(wings, '250', 1, 'home delivery'),
    add(matcha, 'R', 1, 'dine in'),
  );

  it('round-trips through JSON', () => {
    const parsed = parseCartState(JSON.parse(JSON.stringify(state)));
    expect(parsed).toEqual(state);
    expect(cartItems(home(parsed))).toEqual(cartItems(home(state)));
    expect(parseCartState(JSON.parse(JSON.stringify(emptyCartState())))).toEqual(emptyCartState());
  });

  it('gives a state the reducer can go on with', () => {
    const parsed = parseCartState(JSON.parse(JSON.stringify(state)));
    expect(home(cartReducer(parsed, add(latte, 'L', 1))).lines[0]!.quantities).toEqual({ L: 3 });
  });

  it('drops unknown keys', () => {
    const stored = JSON.parse(JSON.stringify(state));
    stored.extra = true;
    stored.carts['home delivery'].lines[0].colour = 'x';
    const parsed = parseCartState(stored);
    expect(parsed).toEqual(state);
  });

  it('falls back to empty carts for what is not an object', () => {
    for (const value of ['nonsense', null, undefined, 42, true, [], JSON.stringify(state)]) {
      expect(parseCartState(value)).toEqual(emptyCartState());
    }
  });

  it('falls back to empty carts for another version', () => {
    for (const version of [0, 2, '1', undefined]) {
      expect(parseCartState({ ...JSON.parse(JSON.stringify(state)), version })).toEqual(emptyCartState());
    }
  });

  it('falls back to empty carts for corrupt data', () => {
    const corrupt: ((value: ReturnType<typeof JSON.parse>) => void)[] = [
      (value) => (value.carts['home delivery'].lines[0].quantities.L = -4),
      (value) => (value.carts['home delivery'].lines[0].quantities.L = 1.5),
      (value) => (value.carts['home delivery'].lines[0].quantities.L = '2'),
      (value) => (value.carts['home delivery'].lines[0].quantities.M = 1),
      (value) => (value.carts['home delivery'].lines[0].productId = 0),
      (value) => (value.carts['home delivery'].lines[0].price = -1),
      (value) => (value.carts['home delivery'].lines[0].categoryId = 4),
      (value) => (value.carts['home delivery'].lines[0].quantities = [2]),
      (value) => (value.carts['home delivery'].lines[0].quantities = null),
      (value) => (value.carts['home delivery'].lines[0] = 'Hazelnut Latte'),
      (value) => (value.carts['home delivery'].lines[0].image = null),
      (value) => delete value.carts['home delivery'].lines[0].name,
      (value) => (value.carts['home delivery'].deliveryTime = null),
      (value) => (value.carts['home delivery'].lines = {}),
      (value) => delete value.carts['take away'],
      (value) => (value.carts = null),
    ];
    for (const change of corrupt) {
      const stored = JSON.parse(JSON.stringify(state));
      change(stored);
      expect(parseCartState(stored)).toEqual(emptyCartState());
    }
  });
});

describe('lines with choices', () => {
  const milk = {
    id: 1,
    name: 'Milk',
    min: 1,
    max: 1,
    choices: [
      { id: 11, name: 'Whole milk', price: 0, isDefault: true, isSoldOut: false },
      { id: 12, name: 'Oat', price: 8000, isDefault: false, isSoldOut: false },
    ],
  };
  const custom: CartProduct = { ...latte, groups: [milk] };
  const withChoices = (options: number[] | undefined, note?: string, amount = 1): CartAction => ({
    type: 'add',
    method: 'home delivery',
    product: custom,
    size: 'R',
    amount,
    options,
    note,
  });

  it('copies the groups of a product that has some', () => {
    const product = { id: 1, name: 'L', image: null, price: 1, categoryId: 1 as const };
    expect(cartProductOf({ ...product, options: [milk] }).groups).toEqual([milk]);
    expect(cartProductOf({ ...product, options: [] })).not.toHaveProperty('groups');
  });

  it('keeps the same product with other choices or another note as another line', () => {
    const state = run(withChoices([12], ' hot ', 1), withChoices([12], 'hot', 2), withChoices([11]), withChoices([12]));
    expect(home(state).lines.map((line) => [line.options, line.note, line.quantities.R])).toEqual([
      [[12], 'hot', 3],
      [[11], undefined, 1],
      [[12], undefined, 1],
    ]);
    const items = cartItems(home(state));
    expect(items.map((item) => [item.key, item.summary, item.unitPrice, item.total])).toEqual([
      ['1:R:12:hot', 'Oat', 48000, 144000],
      ['1:R:11:', 'Whole milk', 40000, 40000],
      ['1:R:12:', 'Oat', 48000, 48000],
    ]);
    // Defaults when a line names none.
    expect(cartItems(home(run(withChoices(undefined))))[0]!.summary).toBe('Whole milk');
    const changed = cartReducer(state, { ...setAmount(1, 'R', 5), options: [12], note: 'hot' });
    expect(home(changed).lines.map((line) => line.quantities.R)).toEqual([5, 1, 1]);
    const removed = cartReducer(state, {
      type: 'remove',
      method: 'home delivery',
      productId: 1,
      size: 'R',
      options: [11],
    });
    expect(home(removed).lines).toHaveLength(2);
    expect(home(cartReducer(state, { type: 'remove', method: 'home delivery', productId: 1 })).lines).toEqual([]);
    expect(checkoutPayload(state, 'home delivery').products).toEqual([
      { product_id: 1, qty: 3, size: 'R', options: [12], note: 'hot' },
      { product_id: 1, qty: 1, size: 'R', options: [11] },
      { product_id: 1, qty: 1, size: 'R', options: [12] },
    ]);
  });

  describe('changeChoices: a line changed from the cart', () => {
    const change = (
      from: { size: Size; options?: number[]; note?: string },
      next: { size: Size; options?: number[]; note?: string },
    ): CartAction => ({ type: 'changeChoices', method: 'home delivery', productId: 1, ...from, next });
    const lines = (state: CartState) => home(state).lines.map((line) => [line.options, line.note, line.quantities]);

    it('moves the amount to the new choices, keeping the line in its place and the product facts', () => {
      const state = run(withChoices([11], undefined, 2), add(matcha, 'R', 1));
      const changed = cartReducer(
        state,
        change({ size: 'R', options: [11] }, { size: 'R', options: [12], note: ' hot ' }),
      );
      expect(lines(changed)).toEqual([
        [[12], 'hot', { R: 2 }],
        [undefined, undefined, { R: 1 }],
      ]);
      expect(home(changed).lines[0]).toMatchObject({ name: 'Hazelnut Latte', groups: [milk] });
      expect(cartItems(home(changed))[0]).toMatchObject({ key: '1:R:12:hot', total: 96000, summary: 'Oat' });
    });

    it('joins an equal line by adding the amounts, as adding would', () => {
      const state = run(withChoices([11], undefined, 2), withChoices([12], undefined, 3));
      const changed = cartReducer(state, change({ size: 'R', options: [11] }, { size: 'R', options: [12] }));
      expect(lines(changed)).toEqual([[[12], undefined, { R: 5 }]]);
      // The equal line in another size only: the amount is its first of this size.
      const other = run(withChoices([11], undefined, 2), {
        type: 'add',
        method: 'home delivery',
        product: custom,
        size: 'L',
        amount: 1,
        options: [12],
      });
      const joined = cartReducer(other, change({ size: 'R', options: [11] }, { size: 'R', options: [12] }));
      expect(lines(joined)).toEqual([[[12], undefined, { L: 1, R: 2 }]]);
    });

    it('changes the size alone, and keeps the other sizes of the line where they are', () => {
      const state = run(withChoices([12], undefined, 2), {
        type: 'add',
        method: 'home delivery',
        product: custom,
        size: 'L',
        amount: 1,
        options: [12],
      });
      const changed = cartReducer(state, change({ size: 'R', options: [12] }, { size: 'L', options: [12] }));
      expect(lines(changed)).toEqual([[[12], undefined, { L: 3 }]]);
      const split = cartReducer(state, change({ size: 'L', options: [12] }, { size: 'L', options: [11] }));
      expect(lines(split)).toEqual([
        [[12], undefined, { R: 2 }],
        [[11], undefined, { L: 1 }],
      ]);
    });

    it('changes nothing when nothing changed or the line is not there', () => {
      const state = run(withChoices([12], 'hot', 2));
      expect(
        cartReducer(
          state,
          change({ size: 'R', options: [12], note: 'hot' }, { size: 'R', options: [12], note: 'hot ' }),
        ),
      ).toBe(state);
      expect(cartReducer(state, change({ size: 'L', options: [12], note: 'hot' }, { size: 'R', options: [11] }))).toBe(
        state,
      );
      expect(cartReducer(state, change({ size: 'R', options: [11] }, { size: 'R', options: [12] }))).toBe(state);
      expect(cartsEditedBy(change({ size: 'R' }, { size: 'L' }))).toEqual(['home delivery']);
    });
  });

  it('reads lines with choices back from storage, and refuses malformed ones', () => {
    const state = run(withChoices([12], 'hot'));
    expect(parseCartState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    for (const broken of [{ options: ['12'] }, { options: 12 }, { note: 5 }, { groups: {} }]) {
      const stored = JSON.parse(JSON.stringify(state));
      Object.assign(stored.carts['home delivery'].lines[0], broken);
      expect(parseCartState(stored)).toEqual(emptyCartState());
    }
  });
});
