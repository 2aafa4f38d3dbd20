import { cartItems, type Cart, type CartProduct } from './cart';
import { CART_QTY_MAX } from './cartLines';
import { isSize, type Size } from './categories';
import type { DeliveryMethod } from './delivery';
import { choicesAgain, optionGroupOf, type ChoicesAgain, type KeptChoice } from './options';

/*
 * "Order again": an old order's lines checked against today's menu before they go in the cart.
 * Nothing is dropped or cut silently: every line says what happened to it, so the customer sees
 * exactly what changed and chooses.
 */

/** One line of the old order, as its history tells it (the size as sent: an old code may be unknown now). */
export interface ReorderInputLine {
  productId: number;
  name: string;
  size: string;
  qty: number;
  /** What it chose, as the order keeps it (by group and name); none for a line of a product without choices. */
  options?: readonly KeptChoice[];
  /** The customer's note for the barista, kept with the line. */
  note?: string | null;
}

/** A product as it is on the menu now: the cart's facts plus what a line is checked against. */
export interface ReorderProduct extends CartProduct {
  /** The sizes it is offered in now. */
  sizes: readonly Size[];
  /** Items left, shared by all its sizes (the server takes stock per product). */
  stock: number;
  /** The delivery methods it is sold for now. */
  methods: readonly DeliveryMethod[];
}

/** What happened to one line. */
export type ReorderChange =
  /** Goes in as it was ordered. */
  | { kind: 'unchanged' }
  /**
   * Fewer left than ordered (`left`, shared by all sizes): `added` go in. `inCart` are already in the
   * cart and `inOrder` go in for earlier lines of this order, both counted against what is left.
   */
  | { kind: 'reduced'; added: number; left: number; inCart: number; inOrder: number }
  /** A cart holds at most `max` of a product in one size: `added` go in beside `inCart` and `inOrder` of that size. */
  | { kind: 'capped'; added: number; max: number; inCart: number; inOrder: number }
  /** None left. */
  | { kind: 'soldOut' }
  /** Taken off the menu (or never found). */
  | { kind: 'gone' }
  /** That size is not offered any more; `offered` are the sizes it comes in now. */
  | { kind: 'sizeGone'; offered: readonly Size[] }
  /** Not sold for the order's delivery method (`method`) any more; `methods` are those it is sold for now. */
  | { kind: 'notForMethod'; method: DeliveryMethod; methods: readonly DeliveryMethod[] }
  /** One of its choices (`choice`, or a group whose rules changed) cannot be had as it was. */
  | { kind: 'choiceGone'; choice: string }
  /** One of its choices is switched sold out. */
  | { kind: 'choiceSoldOut'; choice: string };

export interface ReorderLine extends ReorderInputLine {
  /** How many go in the cart (0 when none can). */
  added: number;
  change: ReorderChange;
}

/** One `add` for the cart reducer. */
export interface ReorderAddition {
  product: CartProduct;
  size: Size;
  amount: number;
  /** The line's choices found again today (ids), and its note. */
  options: number[];
  note: string;
}

export interface ReorderPlan {
  method: DeliveryMethod;
  /** Every line of the old order, in its order, with what happens to it. */
  lines: ReorderLine[];
  /** What goes in the cart (the cart reducer adds to what is there). */
  additions: ReorderAddition[];
  /** True when any line does not go in exactly as ordered: the customer must see and choose. */
  hasChanges: boolean;
}

/** An amount as a whole number of at least 0 (an order line always has one; a broken one adds nothing). */
const wholeQty = (qty: number) => Math.max(0, Math.floor(qty));

/** Amount of a product (in one size, or all) already in the cart. */
function inCartOf(cart: Cart, productId: number, size?: string): number {
  return cartItems(cart)
    .filter((item) => item.productId === productId && (size === undefined || item.size === size))
    .reduce((sum, item) => sum + item.qty, 0);
}

/**
 * Checks each old line against the products on the menu now and the cart of the order's method:
 * a product gone, a size or method no longer offered, sold out, fewer left than ordered (stock is
 * shared by a product's sizes and by what the cart already holds) or more than a cart line may hold.
 */
export function planReorder({
  method,
  lines,
  products,
  cart,
}: {
  method: DeliveryMethod;
  lines: readonly ReorderInputLine[];
  products: readonly ReorderProduct[];
  cart: Cart;
}): ReorderPlan {
  const byId = new Map(products.map((product) => [product.productId, product]));
  // What this plan adds, by product and by product and size, so later lines share stock and the line limit.
  const takenByProduct = new Map<number, number>();
  const takenBySize = new Map<string, number>();
  const planned: ReorderLine[] = [];
  const additions: ReorderAddition[] = [];

  for (const line of lines) {
    const { change, options } = changeOf(line);
    const added = change.kind === 'unchanged' ? wholeQty(line.qty) : 'added' in change ? change.added : 0;
    planned.push({ ...line, added, change });
    if (added > 0) {
      const size = line.size as Size;
      const key = `${line.productId}:${size}`;
      takenByProduct.set(line.productId, (takenByProduct.get(line.productId) ?? 0) + added);
      takenBySize.set(key, (takenBySize.get(key) ?? 0) + added);
      const product = byId.get(line.productId)!;
      additions.push({ product: cartProductOnly(product), size, amount: added, options, note: line.note ?? '' });
    }
  }

  function changeOf(line: ReorderInputLine): { change: ReorderChange; options: number[] } {
    const product = byId.get(line.productId);
    if (!product) return { change: { kind: 'gone' }, options: [] };
    const choices = choicesAgain((product.groups ?? []).map(optionGroupOf), line.options ?? []);
    return { change: productChange(line, product, choices), options: choices.ok ? choices.ids : [] };
  }

  function productChange(line: ReorderInputLine, product: ReorderProduct, choices: ChoicesAgain): ReorderChange {
    if (!isSize(line.size) || !product.sizes.includes(line.size)) return { kind: 'sizeGone', offered: product.sizes };
    if (!product.methods.includes(method)) return { kind: 'notForMethod', method, methods: product.methods };
    if (product.stock <= 0) return { kind: 'soldOut' };
    if (!choices.ok) return { kind: choices.kind, choice: choices.choice };
    const qty = wholeQty(line.qty);
    const forProduct = {
      inCart: inCartOf(cart, line.productId),
      inOrder: takenByProduct.get(line.productId) ?? 0,
    };
    const forSize = {
      inCart: inCartOf(cart, line.productId, line.size),
      inOrder: takenBySize.get(`${line.productId}:${line.size}`) ?? 0,
    };
    const left = Math.max(0, product.stock - forProduct.inCart - forProduct.inOrder);
    const room = Math.max(0, CART_QTY_MAX - forSize.inCart - forSize.inOrder);
    if (qty <= left && qty <= room) return { kind: 'unchanged' };
    if (left <= room) return { kind: 'reduced', added: left, left: product.stock, ...forProduct };
    return { kind: 'capped', added: room, max: CART_QTY_MAX, ...forSize };
  }

  return { method, lines: planned, additions, hasChanges: planned.some((line) => line.change.kind !== 'unchanged') };
}

/** The cart keeps only the facts it shows (with the groups, to show and price the line's choices). */
function cartProductOnly({ productId, name, image, price, categoryId, groups }: ReorderProduct): CartProduct {
  return { productId, name, image, price, categoryId, ...(groups ? { groups } : {}) };
}
