import type { Cart, CartState } from './cart';
import { DELIVERY_METHODS, type DeliveryMethod } from './delivery';

/*
 * The empty carts apart from the reducer: every page's first load draws them for a visitor, whose
 * carts are never stored, and loads the reducer only with a session (docs/benchmarks.md, "The carts
 * loaded with a session").
 */

/** `CartState.version`: storage drops values written by an older shape. */
export const CART_STATE_VERSION = 1;

const emptyCart = (): Cart => ({ lines: [], deliveryTime: '' });

export function emptyCartState(): CartState {
  return {
    version: CART_STATE_VERSION,
    carts: Object.fromEntries(DELIVERY_METHODS.map((method) => [method, emptyCart()])) as Record<DeliveryMethod, Cart>,
  };
}
