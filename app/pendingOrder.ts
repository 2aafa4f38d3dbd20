import { useCallback, useState } from 'react';
import { useSignedIn } from './session';
import { storage } from './storage';

/**
 * The stored `order_id` of the signed-in user's unpaid order: set by checkout, cleared by Confirm
 * and Pay. While it is set a new checkout is refused.
 */
export function usePendingOrder(): [number | null, (orderId: number | null) => void] {
  const { id } = useSignedIn();
  const [orderId, setState] = useState(() => storage.orderId(id));
  const setOrderId = useCallback(
    (next: number | null) => {
      storage.setOrderId(id, next);
      setState(next);
    },
    [id],
  );
  return [orderId, setOrderId];
}
