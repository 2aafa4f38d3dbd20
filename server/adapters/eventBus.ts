/**
 * An event as stored in the `events` table and carried by the bus. What an event says is the events
 * feature's to define (server/events/shopEvents.ts); the bus carries it as it was stored.
 */
export interface StoredEvent {
  id: number;
  /** The account it concerns: besides admins for orders, the only one who may see it. */
  user_id: number;
  type: string;
  data: unknown;
}

/**
 * Carries committed events to this process's subscribers. The event is already in the
 * database when it is published, so a subscriber that misses it can replay it from there.
 */
export interface EventBus<E extends StoredEvent = StoredEvent> {
  /** Announces a committed event (to every server process sharing the database, where the bus can). */
  publish(event: E): void;
  /** Calls the listener with every event published from now on; returns the unsubscribe function. */
  subscribe(listener: (event: E) => void): () => void;
  close(): Promise<void>;
}

/** Listeners kept by one process; both buses hand events to theirs the same way. */
export function createListeners<E extends StoredEvent>() {
  const listeners = new Set<(event: E) => void>();
  return {
    add(listener: (event: E) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(event: E) {
      for (const listener of listeners) listener(event);
    },
    get size() {
      return listeners.size;
    },
  };
}

/** SQLite: one process owns the file, so events go straight from the publisher to the subscribers. */
export function createInProcessBus<E extends StoredEvent>(): EventBus<E> {
  const listeners = createListeners<E>();
  return {
    publish: (event) => listeners.emit(event),
    subscribe: (listener) => listeners.add(listener),
    close: async () => {},
  };
}
