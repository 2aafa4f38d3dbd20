import { sql } from 'kysely';
import { isInQueue, type OrderStatus } from '../../src/domain/orderStatus.ts';
import type { Db, DialectName } from '../db/schema.ts';
import { eventFromRow, type OrderEvent, type OrderEventData } from '../adapters/eventBus.ts';
import { liveFields, loadQueue } from '../orders/queuePosition.ts';

/** How long events are kept for replay after a reconnect. */
export const EVENT_RETENTION_MS = 24 * 60 * 60_000;

/** Any number will do, as long as nothing else in the database takes the same advisory lock. */
const EVENT_LOCK_KEY = 7_041_311;

/** What an event needs to know of its order. */
export interface OrderFacts {
  id: number;
  user_id: number;
  status: string;
  paid_at: string | null;
  delivery_time: string | null;
}

/**
 * Writes the event of an order's change inside the transaction that made it, with the order's
 * queue position and ready estimate as they stand after the change. On PostgreSQL an advisory
 * lock held to the commit makes event ids commit in order, so "everything after id N" never
 * skips an event that commits late.
 */
export async function recordOrderEvent(
  trx: Db,
  dialect: DialectName,
  orderId: number,
  now: Date,
  known?: OrderFacts,
): Promise<OrderEvent> {
  const order =
    known ??
    (await trx
      .selectFrom('orders')
      .select(['id', 'user_id', 'status', 'paid_at', 'delivery_time'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow());
  const status = order.status as OrderStatus;
  // Only orders in the kitchen's queue have a position and an estimate: the checkout's event skips the read.
  const live = isInQueue(status)
    ? liveFields(order, await loadQueue(trx), now)
    : { queue_position: null, estimated_ready_at: null };
  const data: OrderEventData = { order_id: order.id, status, ...live, at: now.toISOString() };
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${EVENT_LOCK_KEY})`.execute(trx);
  const row = await trx
    .insertInto('events')
    .values({
      user_id: order.user_id,
      order_id: order.id,
      type: 'order',
      data: JSON.stringify(data),
      created_at: now.toISOString(),
    })
    .returning(['id', 'user_id', 'data'])
    .executeTakeFirstOrThrow();
  return eventFromRow(row);
}

/** Events after `afterId` that this viewer may see, oldest first, for a reconnect's replay. */
export async function eventsAfter(db: Db, viewer: { id: number; isAdmin: boolean }, afterId: number, limit = 1000) {
  let query = db.selectFrom('events').select(['id', 'user_id', 'data']).where('id', '>', afterId);
  if (!viewer.isAdmin) query = query.where('user_id', '=', viewer.id);
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map(eventFromRow);
}
