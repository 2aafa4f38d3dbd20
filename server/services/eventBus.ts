import type { CartEventData, OrderEventData } from '../routes/events/schemas.ts';

export type { CartEventData, OrderEventData };

/** An event as stored in the `events` table and carried by the bus. */
interface StoredEvent<Type extends string, Data> {
  id: number;
  /** The account it concerns: the order's owner (admins see orders too) or the cart's owner (alone). */
  user_id: number;
  type: Type;
  data: Data;
}

/** An order was created, paid or moved. */
export type OrderEvent = StoredEvent<'order', OrderEventData>;
/** A customer's carts were saved, or emptied by a checkout. */
export type CartEvent = StoredEvent<'cart', CartEventData>;
/** Every event the stream carries; its `data` is defined once, as zod schemas in server/routes/events/schemas.ts. */
export type ShopEvent = OrderEvent | CartEvent;

/**
 * Carries committed events to this process's subscribers. The event is already in the
 * database when it is published, so a subscriber that misses it can replay it from there.
 */
export interface EventBus {
  /** Announces a committed event (to every server process sharing the database, where the bus can). */
  publish(event: ShopEvent): void;
  /** Calls the listener with every event published from now on; returns the unsubscribe function. */
  subscribe(listener: (event: ShopEvent) => void): () => void;
  close(): Promise<void>;
}

/** Listeners kept by one process; both buses hand events to theirs the same way. */
export function createListeners() {
  const listeners = new Set<(event: ShopEvent) => void>();
  return {
    add(listener: (event: ShopEvent) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(event: ShopEvent) {
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
