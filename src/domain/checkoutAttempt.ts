import { cartsEditedBy, type CartAction } from './cart';
import type { DeliveryMethod } from './delivery';

/** The Idempotency-Key of one cart's checkout attempt, with the body it was minted for. */
export interface CheckoutAttempt {
  body: string;
  key: string;
}

/** The open attempt of each delivery method's cart. */
export type CheckoutAttempts = Partial<Record<DeliveryMethod, CheckoutAttempt>>;

/**
 * The key to check out `body` (the checkout request as JSON) from one method's cart. A retry of the
 * same attempt, say after an answer that never came, sends the kept key, so the server makes one order;
 * a different body is a new attempt with a newly minted key.
 */
export function checkoutKey(
  attempts: CheckoutAttempts,
  method: DeliveryMethod,
  body: string,
  mint: () => string,
): { attempts: CheckoutAttempts; key: string } {
  const kept = attempts[method];
  if (kept?.body === body) return { attempts, key: kept.key };
  const key = mint();
  return { attempts: { ...attempts, [method]: { body, key } }, key };
}

/**
 * Ends the attempts of the carts an action changes: a reset after a successful checkout, or any edit
 * of the cart, means the next checkout is a new order.
 */
export function endAttempts(attempts: CheckoutAttempts, action: CartAction): CheckoutAttempts {
  const touched = cartsEditedBy(action);
  if (!touched.some((method) => attempts[method])) return attempts;
  const rest = { ...attempts };
  for (const method of touched) delete rest[method];
  return rest;
}
