import { describe, expect, it } from 'vitest';
import { cartReducer, emptyCartState, type CartProduct } from './cart';
import { emptyStoredCarts, type StoredCarts } from './cartLines';
import { cartStateOf, mergeStoredCarts, sameStoredCarts, storedCartsOf, unknownProducts } from './cartSync';

const latte: CartProduct = { productId: 1, name: 'Hazelnut Latte', image: '/latte.png', price: 40000, categoryId: 1 };
const wings: CartProduct = { productId: 41, name: 'Chicken Wings', image: '/wings.png', price: 25000, categoryId: 3 };

const withLines = (lines: [number, 'R' | 'L', number][], time = ''): StoredCarts => ({
  ...emptyStoredCarts(),
  'dine in': { delivery_time: time, products: lines.map(([product_id, size, qty]) => ({ product_id, size, qty })) },
});

describe('storedCartsOf', () => {
  it('keeps ids, sizes and amounts, and leaves out products known to be gone', () => {
    let state = cartReducer(emptyCartState(), { type: 'add', method: 'dine in', product: latte, size: 'L', amount: 2 });
    state = cartReducer(state, { type: 'add', method: 'dine in', product: wings, size: 'R', amount: 1 });
    expect(storedCartsOf(state)['dine in'].products).toEqual([
      { product_id: 1, size: 'L', qty: 2 },
      { product_id: 41, size: 'R', qty: 1 },
    ]);
    expect(storedCartsOf(state, new Set([41]))['dine in'].products).toEqual([{ product_id: 1, size: 'L', qty: 2 }]);
  });
});

describe('mergeStoredCarts', () => {
  it('keeps a line added on each side', () => {
    const merged = mergeStoredCarts(withLines([]), withLines([[1, 'R', 1]]), withLines([[41, 'R', 2]]));
    expect(merged['dine in'].products).toEqual([
      { product_id: 1, size: 'R', qty: 1 },
      { product_id: 41, size: 'R', qty: 2 },
    ]);
  });
  it('takes the side that changed a line, and the larger amount when both did', () => {
    const base = withLines([
      [1, 'R', 1],
      [41, 'R', 1],
      [7 as number, 'L', 3],
    ]);
    const local = withLines([
      [1, 'R', 5],
      [41, 'R', 1],
      [7, 'L', 4],
    ]);
    const remote = withLines([
      [1, 'R', 1],
      [41, 'R', 3],
      [7, 'L', 2],
    ]);
    expect(mergeStoredCarts(base, local, remote)['dine in'].products).toEqual([
      { product_id: 1, size: 'R', qty: 5 },
      { product_id: 41, size: 'R', qty: 3 },
      { product_id: 7, size: 'L', qty: 4 },
    ]);
  });
  it('drops a line removed on one side and untouched on the other, keeps one removed here but changed there', () => {
    const base = withLines([
      [1, 'R', 1],
      [41, 'R', 1],
    ]);
    const merged = mergeStoredCarts(
      base,
      withLines([]),
      withLines([
        [1, 'R', 1],
        [41, 'R', 2],
      ]),
    );
    expect(merged['dine in'].products).toEqual([{ product_id: 41, size: 'R', qty: 2 }]);
  });
  it('takes the delivery time changed locally, else the stored one', () => {
    expect(mergeStoredCarts(withLines([], 'a'), withLines([], 'b'), withLines([], 'c'))['dine in'].delivery_time).toBe(
      'b',
    );
    expect(mergeStoredCarts(withLines([], 'a'), withLines([], 'a'), withLines([], 'c'))['dine in'].delivery_time).toBe(
      'c',
    );
  });
});

describe('sameStoredCarts', () => {
  it('compares lines and times, not their order', () => {
    const a = withLines([
      [1, 'R', 1],
      [41, 'R', 1],
    ]);
    const b = withLines([
      [41, 'R', 1],
      [1, 'R', 1],
    ]);
    expect(sameStoredCarts(a, b)).toBe(true);
    expect(sameStoredCarts(a, withLines([[1, 'R', 1]]))).toBe(false);
    expect(
      sameStoredCarts(
        a,
        withLines([
          [1, 'R', 1],
          [41, 'R', 2],
        ]),
      ),
    ).toBe(false);
    expect(sameStoredCarts(withLines([], 'x'), withLines([]))).toBe(false);
  });
});

describe('unknownProducts and cartStateOf', () => {
  it('rebuilds the carts with the facts the browser has and names the ids it lacks', () => {
    const state = cartReducer(emptyCartState(), {
      type: 'add',
      method: 'take away',
      product: latte,
      size: 'R',
      amount: 1,
    });
    const stored = withLines(
      [
        [1, 'R', 2],
        [1, 'L', 1],
        [41, 'R', 1],
        [99, 'R', 1],
      ],
      '2026-11-23T14:00',
    );
    expect(unknownProducts(stored, state, new Map([[41, wings]]))).toEqual([99]);
    const rebuilt = cartStateOf(stored, state, new Map([[41, wings]]));
    expect(rebuilt.carts['dine in']).toEqual({
      deliveryTime: '2026-11-23T14:00',
      lines: [
        { ...latte, quantities: { R: 2, L: 1 } },
        { ...wings, quantities: { R: 1 } },
      ],
    });
    expect(rebuilt.carts['take away'].lines).toEqual([]);
  });
});

describe('lines with choices', () => {
  it('saves and rebuilds each choice and note as its own line, facts fetched winning', () => {
    const add = (options: number[], note?: string) =>
      ({ type: 'add', method: 'take away', product: latte, size: 'R', amount: 1, options, note }) as const;
    const state = [add([12], 'hot'), add([11]), add([12], 'hot')].reduce(cartReducer, emptyCartState());
    const stored = storedCartsOf(state);
    expect(stored['take away'].products).toEqual([
      { product_id: 1, size: 'R', qty: 2, options: [12], note: 'hot' },
      { product_id: 1, size: 'R', qty: 1, options: [11] },
    ]);
    stored['take away'].products.push({ product_id: 1, size: 'L', qty: 1, options: [12], note: 'hot' });
    stored['take away'].products.push({ product_id: 41, size: 'R', qty: 1 });
    const rebuilt = cartStateOf(stored, state, new Map([[41, wings]]));
    expect(rebuilt.carts['take away'].lines.map((line) => [line.options, line.note, line.quantities])).toEqual([
      [[12], 'hot', { R: 2, L: 1 }],
      [[11], undefined, { R: 1 }],
      [undefined, undefined, { R: 1 }],
    ]);
    const known = new Map([[1, { ...latte, name: 'Latte' }]]);
    expect(cartStateOf(stored, state, known).carts['take away'].lines[0]!.name).toBe('Latte');
  });
});
