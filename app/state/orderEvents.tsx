import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { OrderEventData } from '../api/types';
import { useCarts } from './carts';
import { useSession } from './session';

/**
 * Where the stream stands: `idle` signed out, `connecting` (or reconnecting), `live`, or `offline`
 * when the browser has no network; screens that depend on it say so.
 */
export type LiveConnection = 'idle' | 'connecting' | 'live' | 'offline';

type Listener = (event: OrderEventData) => void;

interface OrderEventsValue {
  connection: LiveConnection;
  subscribe(listener: Listener): () => void;
}

const OrderEventsContext = createContext<OrderEventsValue | null>(null);

/**
 * One event stream per signed-in session (docs/architecture.md#live-orders): it feeds the data cache,
 * so screens keep taking plain data, and tells listeners (the queue's sound, the tracker's notice).
 * The stream itself is ./orderStream.ts.
 */
export function OrderEventsProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const client = useQueryClient();
  const [connection, setConnection] = useState<LiveConnection>('idle');
  const listeners = useRef(new Set<Listener>());
  const token = session?.token ?? null;
  // The stream outlives renders: it hands cart events to the carts' latest function.
  const { adoptServerCarts } = useCarts();
  const adoptCarts = useRef(adoptServerCarts);
  useEffect(() => {
    adoptCarts.current = adoptServerCarts;
  });

  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let close = () => {};
    // The stream's state changes without a press, and screens all over the page read it. As a
    // transition it waits for what is urgent, and it never makes React hydrate a page the server drew
    // in one blocking pass (a default-priority change to a context above a part that is still being
    // hydrated forces that whole part to hydrate at once).
    const show = (next: LiveConnection) => startTransition(() => setConnection(next));
    show('connecting');
    // The stream's code loads when someone signs in: a visitor's first page goes without it. The
    // service worker keeps it, so only a first visit that goes offline at this moment misses it.
    void import('./orderStream').then(
      ({ openOrderStream }) => {
        if (stopped) return;
        close = openOrderStream({
          client,
          show,
          onOrder: (event) => {
            for (const listener of listeners.current) listener(event);
          },
          onCarts: (carts) => adoptCarts.current(carts),
        });
      },
      () => show('offline'),
    );
    return () => {
      stopped = true;
      close();
    };
  }, [token, client]);

  const value = useMemo<OrderEventsValue>(
    () => ({
      connection: token ? connection : 'idle',
      subscribe(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [connection, token],
  );
  return <OrderEventsContext.Provider value={value}>{children}</OrderEventsContext.Provider>;
}

function useOrderEventsValue(): OrderEventsValue {
  const value = useContext(OrderEventsContext);
  if (!value) throw new Error('order events need an OrderEventsProvider');
  return value;
}

/** Where the live stream stands, for screens that show it (the queue's offline notice). */
export const useLiveConnection = (): LiveConnection => useOrderEventsValue().connection;

/** Calls `listener` for every order event while the component is mounted (the latest listener is used). */
export function useOrderEvent(listener: Listener): void {
  const { subscribe } = useOrderEventsValue();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe]);
}
