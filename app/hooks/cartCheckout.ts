import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { checkoutPayload } from '../../src/domain/cart';
import type { DeliveryMethod } from '../../src/domain/delivery';
import { daysAheadError } from '../../src/domain/deliveryWindow';
import { POPUPS } from '../../src/domain/messages';
import { checkout } from '../api/checkout';
import { ApiError, errorText } from '../api/client';
import { queryKeys } from '../api/queryKeys';
import type { CartsValue } from '../state/carts';
import type { Popups } from '../state/popups';
import { availableCarts } from '../views/cartView';

const GONE_TEXT = msg`A product in this cart is no longer available; remove it and check out the rest.`;

/** What a checkout reads and writes, gathered by `useCartCheckout` from the app's state. */
export interface CheckoutDeps {
  client: QueryClient;
  alert: Popups['alert'];
  carts: Pick<CartsValue, 'state' | 'dispatch' | 'checkoutKey' | 'gone' | 'refresh' | 'setCheckoutUnsettled'>;
  setOrderId(orderId: number): void;
  onCheckedOut?: (orderId: number) => void;
  /**
   * The shop is closed or paused (409 `SHOP_CLOSED`): the page that can say so in place (the cart's
   * notice, with what to do) takes the server's words instead of a popup.
   */
  onShopClosed?: (message: string) => void;
}

/** Why a checkout failed, in the customer's words: a 404 means a line's product left the menu. */
function failureText(error: unknown): string {
  // Said in the page's language: this runs outside React, so through Lingui's shared i18n the app activates.
  return error instanceof ApiError && error.status === 404 ? i18n._(GONE_TEXT) : errorText(error);
}

function fail(
  { client, alert, carts, setOrderId, onShopClosed }: CheckoutDeps,
  error: unknown,
  method: DeliveryMethod,
) {
  // An answer means nothing was written; without one the order may exist, for a retry to get back.
  if (error instanceof ApiError) carts.setCheckoutUnsettled(method, false);
  const pending = error instanceof ApiError ? Number(error.details?.order_id) : NaN;
  if (Number.isInteger(pending) && pending > 0) {
    setOrderId(pending);
    void client.invalidateQueries({ queryKey: queryKeys.orders.unpaid });
  }
  if (error instanceof ApiError && error.status === 404) {
    void client.invalidateQueries({ queryKey: queryKeys.products.all });
  }
  if (error instanceof ApiError && error.code === 'SHOP_CLOSED') {
    // The status line everywhere catches up with the refusal (the pause may be seconds old).
    void client.invalidateQueries({ queryKey: queryKeys.shop });
    if (onShopClosed) return onShopClosed(error.messages);
  }
  void alert({ tone: 'error', title: POPUPS.failedTitle, text: failureText(error) });
}

/**
 * Checks out one method's cart. On success the order becomes the stored one and the cart empties
 * (and the carts are read again, since the server emptied its copy and moved its version at checkout:
 * saving on top of the old version would answer 409 as if another device had changed it); stock,
 * history and orders refresh without holding up the move to the payment page. On a failure the popup
 * says why, an unpaid order the server names becomes the stored one, and a product gone from the menu
 * is looked up again so the cart names it.
 */
export async function runCartCheckout(
  deps: CheckoutDeps,
  method: DeliveryMethod,
  rewardKey: string | null = null,
): Promise<void> {
  const { client, alert, carts, setOrderId, onCheckedOut } = deps;
  // The lines go in the body although the server keeps the carts (PUT cart): the API requires
  // `products` in the checkout body (checkoutSchema in src/domain/apiSchemas.ts; docs/product.md#calls),
  // which other clients send too, and what was pressed is this device's cart, whatever save of it may
  // still be on its way.
  const body = checkoutPayload(availableCarts(carts.state, carts.gone), method, rewardKey);
  const tooFar = daysAheadError(body.delivery_time, new Date());
  if (tooFar) {
    void alert({ tone: 'error', title: POPUPS.failedTitle, text: tooFar });
    return;
  }
  carts.setCheckoutUnsettled(method, true);
  try {
    const { data } = await checkout({ body, idempotencyKey: carts.checkoutKey(method, body) });
    // The free drink took its points in the same step: the card reads afresh too.
    for (const queryKey of [queryKeys.products.all, queryKeys.history, queryKeys.orders.all, queryKeys.memberCard]) {
      void client.invalidateQueries({ queryKey });
    }
    setOrderId(data.order_id);
    carts.dispatch({ type: 'reset', method });
    carts.refresh();
    onCheckedOut?.(data.order_id);
  } catch (error) {
    fail(deps, error, method);
  }
}
