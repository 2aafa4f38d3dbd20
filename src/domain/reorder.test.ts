import { describe, expect, it } from 'vitest';
import type { Cart } from './cart';
import { CART_QTY_MAX } from './cartLines';
import { planReorder, type ReorderInputLine, type ReorderProduct } from './reorder';

const latte: ReorderProduct = {
  productId: 1,
  name: 'Caramel Latte',
  image: '/uploads/latte.webp',
  price: 30000,
  categoryId: 1,
  sizes: ['R', 'L', 'XL'],
  stock: 50,
  methods: ['dine in', 'take away'],
};
const bread: ReorderProduct = {
  productId: 2,
  name: 'Banana Bread',
  image: '',
  price: 25000,
  categoryId: 3,
  sizes: ['250', '500'],
  stock: 10,
  methods: ['dine in'],
};
const emptyCart: Cart = { lines: [], deliveryTime: '' };
const cartProduct = ({ productId, name, image, price, categoryId }: ReorderProduct) => ({
  productId,
  name,
  image,
  price,
  categoryId,
});
const line = (product: ReorderProduct, size: string, qty: number): ReorderInputLine => ({
  productId: product.productId,
  name: product.name,
  size,
  qty,
});

describe('planReorder', () => {
  it('puts every line in as it was when nothing changed', () => {
    const plan = planReorder({
      method: 'dine in',
      lines: [line(latte, 'L', 2), line(bread, '250', 1)],
      products: [latte, bread],
      cart: emptyCart,
    });
    expect(plan.hasChanges).toBe(false);
    expect(plan.method).toBe('dine in');
    expect(plan.lines.map((l) => [l.change.kind, l.added])).toEqual([
      ['unchanged', 2],
      ['unchanged', 1],
    ]);
    expect(plan.additions).toEqual([
      { product: cartProduct(latte), size: 'L', amount: 2, options: [], note: '' },
      { product: cartProduct(bread), size: '250', amount: 1, options: [], note: '' },
    ]);
  });

  it('names a product that is gone and adds nothing for it', () => {
    const plan = planReorder({
      method: 'dine in',
      lines: [{ productId: 9, name: 'Old Mocha', size: 'R', qty: 1 }, line(latte, 'R', 1)],
      products: [latte],
      cart: emptyCart,
    });
    expect(plan.hasChanges).toBe(true);
    expect(plan.lines[0]).toEqual({
      productId: 9,
      name: 'Old Mocha',
      size: 'R',
      qty: 1,
      added: 0,
      change: { kind: 'gone' },
    });
    expect(plan.additions).toEqual([{ product: cartProduct(latte), size: 'R', amount: 1, options: [], note: '' }]);
  });

  it('refuses a size no longer offered, and a size code it does not know', () => {
    const plan = planReorder({
      method: 'dine in',
      lines: [line(bread, '300', 1), line(latte, 'XXL', 1)],
      products: [latte, bread],
      cart: emptyCart,
    });
    expect(plan.lines.map((l) => l.change)).toEqual([
      { kind: 'sizeGone', offered: ['250', '500'] },
      { kind: 'sizeGone', offered: ['R', 'L', 'XL'] },
    ]);
    expect(plan.additions).toEqual([]);
  });

  it('refuses a product no longer sold for the delivery method', () => {
    const plan = planReorder({
      method: 'home delivery',
      lines: [line(latte, 'R', 1)],
      products: [latte],
      cart: emptyCart,
    });
    expect(plan.lines[0]!.change).toEqual({
      kind: 'notForMethod',
      method: 'home delivery',
      methods: ['dine in', 'take away'],
    });
  });

  it('refuses a sold-out product', () => {
    const plan = planReorder({
      method: 'dine in',
      lines: [line(latte, 'R', 1)],
      products: [{ ...latte, stock: 0 }],
      cart: emptyCart,
    });
    expect(plan.lines[0]!.change).toEqual({ kind: 'soldOut' });
    expect(plan.additions).toEqual([]);
  });

  it('adds what is left when fewer are left than ordered', () => {
    const plan = planReorder({
      method: 'dine in',
      lines: [line(latte, 'L', 5)],
      products: [{ ...latte, stock: 3 }],
      cart: emptyCart,
    });
    expect(plan.lines[0]).toMatchObject({
      added: 3,
      change: { kind: 'reduced', added: 3, left: 3, inCart: 0, inOrder: 0 },
    });
    expect(plan.additions).toEqual([{ product: cartProduct(latte), size: 'L', amount: 3, options: [], note: '' }]);
  });

  it('shares the stock between sizes of the product and what the cart already holds', () => {
    const cart: Cart = {
      deliveryTime: '',
      lines: [
        { ...cartProduct(latte), quantities: { R: 1 } },
        { ...cartProduct(bread), quantities: { '250': 4 } },
      ],
    };
    const plan = planReorder({
      method: 'dine in',
      lines: [line(latte, 'L', 2), line(latte, 'XL', 2), line(latte, 'R', 1)],
      products: [{ ...latte, stock: 4 }, bread],
      cart,
    });
    expect(plan.lines.map((l) => l.change)).toEqual([
      { kind: 'unchanged' },
      { kind: 'reduced', added: 1, left: 4, inCart: 1, inOrder: 2 },
      { kind: 'reduced', added: 0, left: 4, inCart: 1, inOrder: 3 },
    ]);
    expect(plan.additions).toEqual([
      { product: cartProduct(latte), size: 'L', amount: 2, options: [], note: '' },
      { product: cartProduct(latte), size: 'XL', amount: 1, options: [], note: '' },
    ]);
  });

  it('keeps a cart line within the most it may hold, counting repeated lines of the order', () => {
    const cart: Cart = { deliveryTime: '', lines: [{ ...cartProduct(latte), quantities: { L: CART_QTY_MAX - 5 } }] };
    const plan = planReorder({
      method: 'dine in',
      lines: [line(latte, 'L', 3), line(latte, 'L', 3), line(latte, 'L', 1)],
      products: [{ ...latte, stock: 1000 }],
      cart,
    });
    expect(plan.lines.map((l) => l.change)).toEqual([
      { kind: 'unchanged' },
      { kind: 'capped', added: 2, max: CART_QTY_MAX, inCart: CART_QTY_MAX - 5, inOrder: 3 },
      { kind: 'capped', added: 0, max: CART_QTY_MAX, inCart: CART_QTY_MAX - 5, inOrder: 5 },
    ]);
    expect(plan.additions.map((a) => a.amount)).toEqual([3, 2]);
  });

  it('treats a cart holding more than the stock as nothing left, and a broken amount as none', () => {
    const cart: Cart = { deliveryTime: '', lines: [{ ...cartProduct(latte), quantities: { R: 6 } }] };
    const plan = planReorder({
      method: 'dine in',
      lines: [line(latte, 'R', 2), line(bread, '250', -1)],
      products: [{ ...latte, stock: 5 }, bread],
      cart,
    });
    expect(plan.lines.map((l) => [l.change, l.added])).toEqual([
      [{ kind: 'reduced', added: 0, left: 5, inCart: 6, inOrder: 0 }, 0],
      [{ kind: 'unchanged' }, 0],
    ]);
  });
});

describe('planReorder: the choices of a line', () => {
  const milk = {
    id: 1,
    name: 'Milk',
    min: 1,
    max: 1,
    choices: [
      { id: 11, name: 'Whole milk', price: 0, isDefault: true, isSoldOut: false },
      { id: 12, name: 'Oat', price: 8000, isDefault: false, isSoldOut: false },
      { id: 13, name: 'Almond', price: 8000, isDefault: false, isSoldOut: true },
    ],
  };
  const sugar = {
    id: 2,
    name: 'Sugar',
    min: 1,
    max: 1,
    choices: [
      { id: 21, name: 'Normal sugar', price: 0, isDefault: true, isSoldOut: false },
      { id: 22, name: 'Less sugar', price: 0, isDefault: false, isSoldOut: false },
    ],
  };
  const withGroups = (...groups: (typeof milk)[]): ReorderProduct => ({ ...latte, groups });
  const chose = (...options: [string, string][]): ReorderInputLine => ({
    ...line(latte, 'L', 1),
    options: options.map(([group, name]) => ({ group, name })),
    note: 'extra hot',
  });
  const planOf = (product: ReorderProduct, input: ReorderInputLine) =>
    planReorder({ method: 'dine in', lines: [input], products: [product], cart: emptyCart });

  it('finds the choices again by group and name, and keeps the note', () => {
    const plan = planOf(withGroups(milk, sugar), chose(['Milk', 'Oat'], ['Sugar', 'Less sugar']));
    expect(plan.hasChanges).toBe(false);
    expect(plan.additions[0]).toMatchObject({ size: 'L', amount: 1, options: [12, 22], note: 'extra hot' });
    expect(plan.additions[0]!.product.groups).toHaveLength(2);
  });

  it('gives a group the product gained since its defaults', () => {
    const plan = planOf(withGroups(milk, sugar), chose(['Milk', 'Oat']));
    expect(plan.additions[0]!.options).toEqual([12, 21]);
  });

  it('names a choice that is gone or sold out, and adds nothing for the line', () => {
    const gone = planOf(withGroups(milk), chose(['Milk', 'Soy']));
    expect(gone.lines[0]!.change).toEqual({ kind: 'choiceGone', choice: 'Soy' });
    expect(gone.additions).toEqual([]);
    const soldOut = planOf(withGroups(milk), chose(['Milk', 'Almond']));
    expect(soldOut.lines[0]!.change).toEqual({ kind: 'choiceSoldOut', choice: 'Almond' });
  });

  it('names a choice gone or sold out in the words the customer reads it in (docs/product.md, "Languages")', () => {
    const said = (group: string, name: string, shown: [string, string]): ReorderInputLine => ({
      ...chose([group, name]),
      options: [{ group, name, shown: { group: shown[0], name: shown[1] } }],
    });
    expect(planOf(withGroups(milk), said('Milk', 'Soy', ['Susu', 'Kedelai'])).lines[0]!.change).toEqual({
      kind: 'choiceGone',
      choice: 'Kedelai',
    });
    expect(planOf(withGroups(milk), said('Milk', 'Almond', ['Susu', 'Almon'])).lines[0]!.change).toEqual({
      kind: 'choiceSoldOut',
      choice: 'Almon',
    });
    // Found again by the English words, whatever the customer reads.
    expect(planOf(withGroups(milk), said('Milk', 'Oat', ['Susu', 'Gandum'])).additions[0]!.options).toEqual([12]);
    const twice: ReorderInputLine = {
      ...chose(),
      options: [
        { group: 'Milk', name: 'Whole milk', shown: { group: 'Susu', name: 'Susu sapi' } },
        { group: 'Milk', name: 'Oat', shown: { group: 'Susu', name: 'Gandum' } },
      ],
    };
    expect(planOf(withGroups(milk), twice).lines[0]!.change).toEqual({ kind: 'choiceGone', choice: 'Susu' });
  });

  it('names a group whose rules changed so the old choices no longer fit', () => {
    // Milk became "choose one" after the line chose two.
    const plan = planOf(withGroups(milk), chose(['Milk', 'Whole milk'], ['Milk', 'Oat']));
    expect(plan.lines[0]!.change).toEqual({ kind: 'choiceGone', choice: 'Milk' });
  });

  it('checks the product before its choices: a gone size says so first', () => {
    const plan = planOf(withGroups(milk), { ...chose(['Milk', 'Soy']), size: 'XXL' });
    expect(plan.lines[0]!.change.kind).toBe('sizeGone');
  });
});
