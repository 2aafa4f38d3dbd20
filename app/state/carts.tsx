import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { cartItems, cartReducer, type CartAction, type CartState } from '../../src/domain/cart';
import { checkoutKey, endAttempts, type CheckoutAttempts } from '../../src/domain/checkoutAttempt';
import { DELIVERY_METHODS, type DeliveryMethod } from '../../src/domain/delivery';
import { useSession } from './session';
import { storage } from './storage';

interface CartsValue {
  state: CartState;
  dispatch(action: CartAction): void;
  /** Items across the three carts, for the nav bar's badge. */
  count: number;
  /** The Idempotency-Key of this cart's checkout attempt: the same for a retry until it succeeds or the cart changes. */
  checkoutKey(method: DeliveryMethod, body: unknown): string;
}

const CartsContext = createContext<CartsValue | null>(null);

/**
 * The signed-in user's three carts (dine in, home delivery, take away): the domain reducer's state,
 * written to storage on every change so they survive a reload, and kept per user.
 */
export function CartsProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const userId = session?.id ?? null;
  const [owned, setOwned] = useState(() => ({ userId, state: storage.carts(userId ?? '') }));
  // A different user signed in: read their carts (render-time reset, no effect needed).
  const current = owned.userId === userId ? owned : { userId, state: storage.carts(userId ?? '') };
  if (current !== owned) setOwned(current);
  // Kept in memory: a reload forgets the attempt, and the server's one-unpaid-order rule covers that.
  const attempts = useRef<{ userId: string | number | null; open: CheckoutAttempts }>({ userId, open: {} });

  const keyFor = useCallback(
    (method: DeliveryMethod, body: unknown) => {
      const mine = attempts.current.userId === userId ? attempts.current.open : {};
      const next = checkoutKey(mine, method, JSON.stringify(body), () => crypto.randomUUID());
      attempts.current = { userId, open: next.attempts };
      return next.key;
    },
    [userId],
  );

  const dispatch = useCallback((action: CartAction) => {
    attempts.current = { ...attempts.current, open: endAttempts(attempts.current.open, action) };
    setOwned((previous) => {
      const state = cartReducer(previous.state, action);
      if (previous.userId) storage.saveCarts(previous.userId, state);
      return { ...previous, state };
    });
  }, []);
  const value = useMemo(() => {
    const count = DELIVERY_METHODS.reduce(
      (sum, method) => sum + cartItems(current.state.carts[method]).reduce((items, item) => items + item.qty, 0),
      0,
    );
    return { state: current.state, dispatch, count, checkoutKey: keyFor };
  }, [current.state, dispatch, keyFor]);
  return <CartsContext.Provider value={value}>{children}</CartsContext.Provider>;
}

export function useCarts(): CartsValue {
  const value = useContext(CartsContext);
  if (!value) throw new Error('useCarts needs a CartsProvider');
  return value;
}
