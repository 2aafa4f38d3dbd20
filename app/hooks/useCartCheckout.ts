import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { checkoutPayload } from '../../src/domain/cart';
import type { DeliveryMethod } from '../../src/domain/delivery';
import { daysAheadError } from '../../src/domain/deliveryWindow';
import { POPUPS } from '../../src/domain/messages';
import { useCheckout } from '../api/checkout';
import { ApiError, errorText } from '../api/client';
import { queryKeys } from '../api/queryKeys';
import { useCarts } from '../state/carts';
import { usePopups } from '../state/popups';
import { useStoredOrderId } from '../state/storedOrder';
import { availableCarts } from '../views/cartView';

const GONE_TEXT = 'A product in this cart is no longer available; remove it and check out the rest.';

/** Why a checkout failed, in the customer's words: a 404 means a line's product left the menu. */
function failureText(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? GONE_TEXT : errorText(error);
}

/**
 * Checks out one method's cart, wherever the customer presses Checkout (the product page, the cart
 * page), with one behaviour: on success the order becomes the stored one and the cart empties (and
 * the carts are read again, since the server emptied its copy and moved its version at checkout:
 * saving on top of the old version would answer 409 as if another device had changed it); on a
 * failure the popup says why, an unpaid order the server names becomes the stored one, and a
 * product gone from the menu is looked up again so the cart names it.
 */
export function useCartCheckout({ onCheckedOut }: { onCheckedOut?: (orderId: number) => void } = {}) {
  const client = useQueryClient();
  const { alert } = usePopups();
  const { state, dispatch, checkoutKey, gone, refresh, setCheckoutUnsettled } = useCarts();
  const [, setOrderId] = useStoredOrderId();
  const mutation = useCheckout();
  const [checkingOut, setCheckingOut] = useState<DeliveryMethod | null>(null);

  const fail = (error: unknown, method: DeliveryMethod) => {
    // An answer means nothing was written; without one the order may exist, for a retry to get back.
    if (error instanceof ApiError) setCheckoutUnsettled(method, false);
    const pending = error instanceof ApiError ? Number(error.details?.order_id) : NaN;
    if (Number.isInteger(pending) && pending > 0) {
      setOrderId(pending);
      void client.invalidateQueries({ queryKey: queryKeys.orders.unpaid });
    }
    if (error instanceof ApiError && error.status === 404) {
      void client.invalidateQueries({ queryKey: queryKeys.products.all });
    }
    void alert({ tone: 'error', title: POPUPS.failedTitle, text: failureText(error) });
  };

  const checkout = ({ method }: { method: DeliveryMethod }) => {
    // The lines go in the body although the server keeps the carts (PUT cart): the API requires
    // `products` in the checkout body (checkoutSchema in src/domain/apiSchemas.ts; docs/product.md#calls),
    // which other clients send too, and what was pressed is this device's cart, whatever save of it may
    // still be on its way.
    const body = checkoutPayload(availableCarts(state, gone), method);
    const tooFar = daysAheadError(body.delivery_time, new Date());
    if (tooFar) {
      void alert({ tone: 'error', title: POPUPS.failedTitle, text: tooFar });
      return;
    }
    setCheckingOut(method);
    setCheckoutUnsettled(method, true);
    mutation.mutate(
      { body, idempotencyKey: checkoutKey(method, body) },
      {
        onSuccess: ({ data }) => {
          setOrderId(data.order_id);
          dispatch({ type: 'reset', method });
          refresh();
          onCheckedOut?.(data.order_id);
        },
        onError: (error) => fail(error, method),
        onSettled: () => setCheckingOut(null),
      },
    );
  };

  return { checkout, checkingOut, isPending: mutation.isPending };
}
