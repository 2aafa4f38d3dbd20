import { useQueryClient, type QueryClient } from '@tanstack/react-query';
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
import { KITCHEN_FLOW, STATUS_TIME_FIELD, type KitchenStatus, type OrderStatus } from '../../src/domain/orderStatus';
import { api } from '../api/client';
import { queryKeys } from '../api/queryKeys';
import type { Answer } from '../api/client';
import type { CartEventData, OrderEventData } from '../api/types';
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

/** The longest wait between two reconnection attempts. */
const MAX_BACKOFF_MS = 15_000;

type OrderDetail = Answer<'/api/order/detail-order/{order_id}', 'get'>['data'];
type MyOrders = Answer<'/api/order/mine', 'get'>['data'];

function isKitchenStatus(status: OrderStatus): status is KitchenStatus {
  return (KITCHEN_FLOW as readonly string[]).includes(status);
}

/**
 * What an event says about an order, written over a cached copy of it. The time of a status is
 * written only when the status changed: an event that only moves the order's place in the queue
 * leaves the time it was paid or started alone.
 */
function patched<T extends { status: OrderStatus; queue_position: number | null; estimated_ready_at: string | null }>(
  order: T,
  event: OrderEventData,
): T {
  const time =
    event.status !== order.status && isKitchenStatus(event.status)
      ? { [STATUS_TIME_FIELD[event.status]]: event.at }
      : {};
  return {
    ...order,
    ...time,
    status: event.status,
    queue_position: event.queue_position,
    estimated_ready_at: event.estimated_ready_at,
  };
}

type UnpaidOrder = Answer<'/api/order/unpaid', 'get'>['data'];

/**
 * Writes the event into the cached copies it can update: that order's detail, its row in the
 * customer's orders, the unpaid order once paid. Refreshes from the server only what it cannot
 * write: the lists, totals and boards (admin lists, the queue, the counter, the reports) and a
 * customer's order list that lacks the order. Other orders' details are left alone: when a change
 * moves an order's place in the queue, the server sends that order an event of its own.
 */
function applyToCache(client: QueryClient, event: OrderEventData): void {
  client.setQueryData<OrderDetail>(queryKeys.orders.detail(event.order_id), (order) =>
    order ? patched(order, event) : order,
  );
  const mine = client.setQueryData<MyOrders>(queryKeys.orders.mine, (orders) =>
    orders?.map((order) => (order.id === event.order_id ? patched(order, event) : order)),
  );
  if (event.status !== 'new order') {
    client.setQueryData<UnpaidOrder>(queryKeys.orders.unpaid, (order) => (order?.id === event.order_id ? null : order));
  }
  void client.invalidateQueries({
    queryKey: queryKeys.orders.all,
    predicate: ({ queryKey: [, kind] }) => {
      if (kind === 'detail') return false;
      if (kind === 'mine') return !mine?.some((order) => order.id === event.order_id);
      if (kind === 'unpaid') return event.status === 'new order';
      return true;
    },
  });
}

/**
 * One event stream per signed-in session (docs/architecture.md#live-orders): it feeds the data cache,
 * so screens keep taking plain data, and tells listeners (the queue's sound, the tracker's notice).
 * EventSource cannot send the token, so each connection starts from a single-use ticket and passes the
 * last event seen, and the server replays what was missed while the stream was down.
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
    let source: EventSource | null = null;
    let opening = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let opened = 0;
    let lastEventId: string | null = null;
    const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
    // The stream's state changes without a press, and screens all over the page read it. As a
    // transition it waits for what is urgent, and it never makes React hydrate a page the server drew
    // in one blocking pass (a default-priority change to a context above a part that is still being
    // hydrated forces that whole part to hydrate at once).
    const show = (next: LiveConnection) => startTransition(() => setConnection(next));

    const retry = () => {
      if (stopped) return;
      show(offline() ? 'offline' : 'connecting');
      const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures);
      failures += 1;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      if (stopped || opening || source) return;
      opening = true;
      show(offline() ? 'offline' : 'connecting');
      let ticket: string;
      try {
        ticket = (await api('post', '/api/events/ticket')).data.ticket;
      } catch {
        opening = false;
        retry();
        return;
      }
      opening = false;
      if (stopped) return;
      const query = new URLSearchParams({ ticket });
      if (lastEventId) query.set('last_event_id', lastEventId);
      const stream = new EventSource(`/api/events?${query}`);
      source = stream;
      stream.onopen = () => {
        failures = 0;
        opened += 1;
        show('live');
        // After a gap longer than the server keeps events, replay cannot cover it: read afresh.
        if (opened > 1) void client.invalidateQueries({ queryKey: queryKeys.orders.all });
      };
      stream.addEventListener('order', (message: MessageEvent<string>) => {
        if (message.lastEventId) lastEventId = message.lastEventId;
        const event = JSON.parse(message.data) as OrderEventData;
        applyToCache(client, event);
        for (const listener of listeners.current) listener(event);
      });
      // Another device (or this one) saved the carts, or a checkout emptied one: the carts show it.
      stream.addEventListener('cart', (message: MessageEvent<string>) => {
        if (message.lastEventId) lastEventId = message.lastEventId;
        adoptCarts.current(JSON.parse(message.data) as CartEventData);
      });
      // The ticket is spent: rather than let EventSource retry with it, open afresh with a new one.
      stream.onerror = () => {
        stream.close();
        if (source === stream) source = null;
        retry();
      };
    };

    // Back online: a stream that seemed to survive the outage may be dead without knowing it (and an
    // emulated outage leaves it open), so open afresh; the last event id replays what was missed.
    const onOnline = () => {
      failures = 0;
      clearTimeout(retryTimer);
      source?.close();
      source = null;
      void connect();
    };
    const onOffline = () => show('offline');
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
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
