import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/schema.ts';
import { createListeners, type EventBus, type StoredEvent } from './eventBus.ts';

const RECONNECT_MS = 1000;
const BATCH = 500;

/** An `events` row as the bus reads it back after a notification. */
export interface EventRow {
  id: number;
  user_id: number;
  type: string;
  data: string;
}

export interface PgEventBusOptions<E extends StoredEvent> {
  db: Db;
  databaseUrl: string;
  /** The schema the app works in: notifications are database-wide, so the channel is named after it. */
  schema: string;
  log: FastifyBaseLogger;
  /** Reads a row into the event it stores (the events feature knows what its types carry). */
  fromRow: (row: EventRow) => E;
}

/**
 * PostgreSQL LISTEN/NOTIFY, so several server processes share events. A publisher notifies
 * with the event's id; every process (the publisher's own too) listens on a dedicated
 * connection and reads what is new from the events table, in id order. Reading "everything
 * after the last id seen" rather than the one id also catches up after a lost connection.
 */
export async function createPgEventBus<E extends StoredEvent>({
  db,
  databaseUrl,
  schema,
  log,
  fromRow,
}: PgEventBusOptions<E>): Promise<EventBus<E>> {
  const channel = `coffee_events_${schema}`.slice(0, 63);
  const listeners = createListeners<E>();
  const latest = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  let lastSeen = Number(latest?.id ?? 0);
  let closed = false;
  let draining: Promise<void> | null = null;
  let again = false;

  async function drainOnce() {
    for (;;) {
      const rows = await db
        .selectFrom('events')
        .select(['id', 'user_id', 'type', 'data'])
        .where('id', '>', lastSeen)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const row of rows) {
        const event = fromRow(row);
        lastSeen = event.id;
        listeners.emit(event);
      }
      if (rows.length < BATCH) return;
    }
  }

  /** One read at a time; notifications arriving meanwhile ask for one more read. */
  function drain() {
    if (closed) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drainOnce()
      .catch((error: unknown) => log.warn({ err: error }, 'reading new events failed'))
      .finally(() => {
        draining = null;
        if (again) {
          again = false;
          drain();
        }
      });
  }

  let client: pg.Client | null = null;
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', drain);
    next.on('error', (error) => {
      log.warn({ err: error }, 'event listener connection lost; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      setTimeout(reconnect, RECONNECT_MS).unref();
    });
    await next.connect();
    await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    client = next;
    // Whatever was published while we were not listening.
    drain();
  }
  function reconnect() {
    if (closed || client) return;
    connect().catch((error: unknown) => {
      log.warn({ err: error }, 'event listener could not reconnect');
      setTimeout(reconnect, RECONNECT_MS).unref();
    });
  }
  await connect();

  return {
    publish(event) {
      sql`select pg_notify(${channel}, ${String(event.id)})`
        .execute(db)
        .catch((error: unknown) => log.warn({ err: error }, 'publishing an event failed'));
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      await draining;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
