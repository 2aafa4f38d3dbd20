import { SIZE_LABELS, type Size } from './categories';
import { DELIVERY_METHODS, type DeliveryMethod } from './delivery';
import {
  DELIVERY_WINDOW,
  deliversToDoor,
  deliveryWindowText,
  hasPassed,
  isWithinDeliveryWindow,
  TIME_PASSED_TEXT,
  type DeliveryWindow,
} from './deliveryWindow';
import { cleanNote, noteProblem, optionProblemText, resolveOptions, type OptionGroup } from './options';
import { parseShopTime } from './shopTime';

/*
 * The carts as the server keeps them (`GET`/`PUT cart`): product ids, sizes and amounts only,
 * so the server re-reads names and prices from the catalogue every time.
 */

/** One line of a stored cart: `options` left out means each group's defaults; `note` empty is none. */
export interface CartLineInput {
  product_id: number;
  size: Size;
  qty: number;
  options?: number[];
  note?: string;
  /** The member's free drink (docs/product.md, "Member card"), carried to checkout; left out when not. */
  redeem?: boolean;
}

/** One delivery method's cart as the API sends it. */
export interface StoredCart {
  /** The chosen time (`datetime-local` value or ISO), or empty for "now". */
  delivery_time: string;
  products: CartLineInput[];
}

export type StoredCarts = Record<DeliveryMethod, StoredCart>;

/** The most of one product and size a cart line may hold. */
export const CART_QTY_MAX = 99;

export function emptyStoredCarts(): StoredCarts {
  return Object.fromEntries(
    DELIVERY_METHODS.map((method) => [method, { delivery_time: '', products: [] }]),
  ) as unknown as StoredCarts;
}

/** The catalogue facts a line is checked against. */
export interface CartLineProduct {
  id: number;
  name: string;
  sizes: readonly Size[];
  /** The delivery methods it is sold for. */
  methods: readonly DeliveryMethod[];
  /** Set when the product was taken off the menu. */
  deletedAt: string | null;
  /** Its option groups, in its page's order. */
  groups: readonly OptionGroup[];
}

/**
 * Why a line cannot be in a cart of this method, naming the product; null when it can. A line the cart
 * already held (`isNew` false) may keep a choice that has since sold out: the cart says so and the
 * customer removes or changes it; checkout refuses it.
 */
export function cartLineError(
  line: CartLineInput,
  product: CartLineProduct | undefined,
  method: DeliveryMethod,
  isNew = true,
): string | null {
  if (!product) return `Product ${line.product_id} does not exist`;
  if (product.deletedAt) return `${product.name} is not on the menu any more`;
  if (!Number.isInteger(line.qty) || line.qty < 1 || line.qty > CART_QTY_MAX) {
    return `${product.name}: the amount must be a whole number from 1 to ${CART_QTY_MAX}`;
  }
  if (!product.sizes.includes(line.size)) {
    return `${product.name} is not sold in size ${SIZE_LABELS[line.size]}`;
  }
  if (!product.methods.includes(method)) return `${product.name} is not available for ${method}`;
  const note = noteProblem(cleanNote(line.note));
  if (note) return `${product.name}: ${note}`;
  const resolved = resolveOptions(product.groups, line.options);
  if (resolved.ok || (resolved.problem.kind === 'soldOut' && !isNew)) return null;
  return optionProblemText(resolved.problem, product.name);
}

/**
 * Why a cart's delivery time cannot be kept, or null. A time chosen now (`isNew`) that has already
 * gone by is refused with that reason; one the cart held that went by since stays, for checkout to
 * point out. A chosen future time of a home-delivery cart is held to the delivery window (the shop's
 * settings give it; the default is the contract's Monday to Friday, 13:00–19:00).
 */
export function cartDeliveryTimeError(
  method: DeliveryMethod,
  deliveryTime: string,
  now: Date,
  isNew = true,
  window: DeliveryWindow = DELIVERY_WINDOW,
): string | null {
  if (!deliveryTime) return null;
  const when = parseShopTime(deliveryTime);
  if (!when) return 'The delivery time must be a date and time, like 2026-11-23T14:00';
  if (when.getTime() <= now.getTime()) return isNew && hasPassed(when, now) ? TIME_PASSED_TEXT : null;
  if (!deliversToDoor(method)) return null;
  return isWithinDeliveryWindow(when, window) ? null : deliveryWindowText(window);
}

/** Where a refusal points: "Home delivery cart", or with a line's index "Home delivery cart, line 2". */
export function cartLineLabel(method: DeliveryMethod, index?: number): string {
  const cart = `${method.charAt(0).toUpperCase()}${method.slice(1)} cart`;
  return index === undefined ? cart : `${cart}, line ${index + 1}`;
}
