import type { CartSectionView } from '../../src/screens/CartScreen';
import { cartItems, cartTotals, type CartState } from '../../src/domain/cart';
import { DELIVERY_METHODS } from '../../src/domain/delivery';
import type { PriceRates } from '../../src/domain/pricing';

/** The carts without the lines of products found gone: what can be priced and checked out. */
export function availableCarts(state: CartState, gone: ReadonlySet<number>): CartState {
  const carts = Object.fromEntries(
    DELIVERY_METHODS.map((method) => {
      const cart = state.carts[method];
      return [method, { ...cart, lines: cart.lines.filter((line) => !gone.has(line.productId)) }];
    }),
  ) as CartState['carts'];
  return { ...state, carts };
}

/**
 * The cart page's sections: each method with something in it, priced by the domain at the shop's
 * current rates (GET shop), gone lines apart.
 */
export function cartSections(state: CartState, gone: ReadonlySet<number>, rates: PriceRates): CartSectionView[] {
  const available = availableCarts(state, gone);
  return DELIVERY_METHODS.flatMap((method) => {
    const cart = available.carts[method];
    const unavailable = state.carts[method].lines
      .filter((line) => gone.has(line.productId))
      .map((line) => ({ productId: line.productId, name: line.name }));
    if (cart.lines.length === 0 && unavailable.length === 0) return [];
    return [
      {
        method,
        deliveryTime: cart.deliveryTime,
        lines: cartItems(cart).map(({ key, productId, name, image, size, qty, total, options, note, summary }) => ({
          key,
          productId,
          name,
          image,
          size,
          qty,
          total,
          ...(options ? { options } : {}),
          ...(note ? { note } : {}),
          ...(summary ? { summary } : {}),
        })),
        unavailable,
        totals: cartTotals(cart, method, rates),
      },
    ];
  });
}
