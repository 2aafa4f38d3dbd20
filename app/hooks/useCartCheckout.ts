import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeliveryMethod } from '../../src/domain/delivery';
import { POPUPS } from '../../src/domain/messages';
import { errorText } from '../api/client';
import { useCarts } from '../state/carts';
import { usePopups } from '../state/popups';
import { useStoredOrderId } from '../state/storedOrder';

/**
 * Checks out one method's cart wherever the customer presses Checkout (the product page, the cart
 * page), with one behaviour (`runCartCheckout` in ./cartCheckout.ts). That code loads on the press,
 * not with the page: the product page is held to 150 kB of JavaScript (docs/benchmarks.md) and most
 * of its visits add to a cart without checking out.
 */
export function useCartCheckout({
  onCheckedOut,
  onShopClosed,
}: { onCheckedOut?: (orderId: number) => void; onShopClosed?: (message: string) => void } = {}) {
  const client = useQueryClient();
  const { alert } = usePopups();
  const carts = useCarts();
  const [, setOrderId] = useStoredOrderId();
  const [checkingOut, setCheckingOut] = useState<DeliveryMethod | null>(null);

  /** `rewardKey`: the line a member takes as their free drink (the cart page's choice). */
  const checkout = ({ method, rewardKey = null }: { method: DeliveryMethod; rewardKey?: string | null }) => {
    setCheckingOut(method);
    import('./cartCheckout')
      .then(({ runCartCheckout }) =>
        runCartCheckout({ client, alert, carts, setOrderId, onCheckedOut, onShopClosed }, method, rewardKey),
      )
      // Only the code's download can fail here (offline before it was cached): the checkout says so.
      .catch((error: unknown) => void alert({ tone: 'error', title: POPUPS.failedTitle, text: errorText(error) }))
      .finally(() => setCheckingOut(null));
  };

  return { checkout, checkingOut, isPending: checkingOut !== null };
}
