import type { OrderStatus } from '../../src/domain/orderStatus.ts';

/** What a subscriber of `GET events` receives about an order. */
export interface OrderEventData {
  order_id: number;
  status: OrderStatus;
  queue_position: number | null;
  estimated_ready_at: string | null;
  at: string;
}

/** An event as stored in the `events` table and carried by the bus. */
export interface OrderEvent {
  id: number;
  /** The order's owner: besides admins, the only one who may see it. */
  user_id: number;
  type: 'order';
  data: OrderEventData;
}

/** A stored event row as the bus and the stream carry it. */
export function eventFromRow(row: { id: number; user_id: number; data: string }): OrderEvent {
  return { id: Number(row.id), user_id: row.user_id, type: 'order', data: JSON.parse(row.data) as OrderEventData };
}

/**
 * Carries committed events to this process's subscribers. The event is already in the
 * database when it is published, so a subscriber that misses it can replay it from there.
 */
export interface EventBus {
  /** Announces a committed event (to every server process sharing the database, where the bus can). */
  publish(event: OrderEvent): void;
  /** Calls the listener with every event published from now on; returns the unsubscribe function. */
  subscribe(listener: (event: OrderEvent) => void): () => void;
  close(): Promise<void>;
}

/** Listeners kept by one process; both buses hand events to theirs the same way. */
export function createListeners() {
  const listeners = new Set<(event: OrderEvent) => void>();
  return {
    add(listener: (event: OrderEvent) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(event: OrderEvent) {
      for (const listener of listeners) listener(event);
    },
    get size() {
      return listeners.size;
    },
  };
}

/** SQLite: one process owns the file, so events go straight from the publisher to the subscribers. */
export function createInProcessBus(): EventBus {
  const listeners = createListeners();
  return {
    publish: (event) => listeners.emit(event),
    subscribe: (listener) => listeners.add(listener),
    close: async () => {},
  };
}
