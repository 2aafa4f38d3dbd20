import { useCallback, useState } from 'react';
import { useHydrated } from './hydration';
import { useSession } from './session';
import { storage } from './storage';

/**
 * The stored `order_id` (docs/product.md#what-the-browser-keeps: the pending or chosen order). For a customer, the
 * unpaid order: set by checkout, cleared by Confirm and Pay, and while set a new checkout is refused.
 * For an admin, the order whose DETAIL was pressed, cleared by Mark As Done.
 */
export function useStoredOrderId(): [number | null, (orderId: number | null) => void] {
  // A visitor browsing the menu has none: no user's order is stored under the empty id.
  const id = useSession().session?.id ?? '';
  const [orderId, setState] = useState(() => storage.orderId(id));
  const setOrderId = useCallback(
    (next: number | null) => {
      storage.setOrderId(id, next);
      setState(next);
    },
    [id],
  );
  // While a page the server drew is hydrated, no stored order: it was drawn without one (useHydrated).
  const hydrated = useHydrated();
  return [hydrated ? orderId : null, setOrderId];
}
