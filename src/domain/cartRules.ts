import { isSize } from './categories';
import { MESSAGES } from './messages';

/*
 * The product detail's checks, kept apart from validation.ts so that page loads no schema library:
 * two rules do not need one.
 */

/** Why a line cannot go in the cart (a size and a whole amount of at least 1 are needed), or null. */
export function addToCartError({ size, amount }: { size: unknown; amount: unknown }): string | null {
  const isAmount = typeof amount === 'number' && Number.isInteger(amount) && amount >= 1;
  return isSize(size) && isAmount ? null : MESSAGES.addToCart;
}

/** Why a checkout cannot start, or null when it can. A pending unpaid order comes first. */
export function checkoutError({
  pendingOrderId,
  isEmpty,
}: {
  pendingOrderId: unknown;
  isEmpty: boolean;
}): string | null {
  if (pendingOrderId !== null && pendingOrderId !== undefined && pendingOrderId !== '') return MESSAGES.checkoutPending;
  return isEmpty ? MESSAGES.checkoutEmpty : null;
}
