import type { CartSectionView, RewardChoice } from '../../src/screens/CartScreen';
import type { DetailProduct } from '../../src/screens/ProductDetailScreen';
import { cartItems, cartTotals, type CartState } from '../../src/domain/cart';
import { DELIVERY_METHODS } from '../../src/domain/delivery';
import { rewardProblem } from '../../src/domain/memberCard';
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
 * current rates (GET shop), gone lines apart; the member's free drink, when one is chosen, costs nothing.
 */
export function cartSections(
  state: CartState,
  gone: ReadonlySet<number>,
  rates: PriceRates,
  reward: RewardChoice | null = null,
): CartSectionView[] {
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
        lines: cartItems(cart).map(
          ({ key, productId, name, image, categoryId, size, qty, total, options, note, summary }) => ({
            key,
            productId,
            name,
            image,
            categoryId,
            size,
            qty,
            total,
            ...(options ? { options } : {}),
            ...(note ? { note } : {}),
            ...(summary ? { summary } : {}),
          }),
        ),
        unavailable,
        totals: cartTotals(cart, method, rates, reward?.method === method ? reward.lineKey : null),
      },
    ];
  });
}

/**
 * The free drink the member chose, while it still can be one: the line is still in its cart, still one
 * Regular drink, and the card still has the points (a change elsewhere drops the choice, never the line).
 */
export function standingReward(
  state: CartState,
  gone: ReadonlySet<number>,
  chosen: RewardChoice | null,
  points: number,
): RewardChoice | null {
  if (!chosen) return null;
  const item = cartItems(availableCarts(state, gone).carts[chosen.method]).find((line) => line.key === chosen.lineKey);
  return item && rewardProblem(item, points) === null ? chosen : null;
}

/**
 * Each line with what its choices can become, from its product as the shop sells it now (`GET
 * products/{id}`, which the cart page reads anyway): its price, sizes and option groups with their
 * sold-out choices. A line whose product is not read yet offers no change.
 */
export function withChoiceOffers(sections: CartSectionView[], products: readonly DetailProduct[]): CartSectionView[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return sections.map((section) => ({
    ...section,
    lines: section.lines.map((line) => {
      const product = byId.get(line.productId);
      if (!product) return line;
      const { price, categoryId, sizes, options = [] } = product;
      return { ...line, offer: { price, categoryId, sizes, groups: options } };
    }),
  }));
}
