import { sql } from 'kysely';
import { isInQueue, type OrderStatus } from '../../src/domain/orderStatus.ts';
import type { Db, DialectName } from '../db/schema.ts';
import { liveFields, loadQueue, queueLiveFields, type QueueSnapshot } from '../orders/queuePosition.ts';
import {
  EVENT_COLUMNS,
  eventFromRow,
  type CartEvent,
  type CartEventData,
  type MenuEvent,
  type MenuEventData,
  type OrderEvent,
  type OrderEventData,
  type ShopEvent,
} from './shopEvents.ts';

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

/** Makes event ids commit in id order on PostgreSQL (see recordOrderEvent); held to the commit. */
async function lockEventIds(trx: Db, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${EVENT_LOCK_KEY})`.execute(trx);
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
  snapshot?: QueueSnapshot,
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
    ? liveFields(order, snapshot ?? (await loadQueue(trx)), now)
    : { queue_position: null, estimated_ready_at: null };
  return insertOrderEvent(trx, dialect, order.user_id, { order_id: order.id, status, ...live, at: now.toISOString() });
}

async function insertOrderEvent(trx: Db, dialect: DialectName, userId: number, data: OrderEventData) {
  await lockEventIds(trx, dialect);
  const row = await trx
    .insertInto('events')
    .values({
      user_id: userId,
      order_id: data.order_id,
      type: 'order',
      data: JSON.stringify(data),
      created_at: data.at,
    })
    .returning(EVENT_COLUMNS)
    .executeTakeFirstOrThrow();
  return eventFromRow(row) as OrderEvent;
}

/** The tracker shows an estimate to the minute: a shift of less than that is not news. */
const ESTIMATE_NEWS_MS = 60_000;

function placeMoved(
  told: OrderEventData | undefined,
  current: Pick<OrderEventData, 'queue_position' | 'estimated_ready_at'>,
) {
  if (!told || told.queue_position !== current.queue_position) return true;
  if (!told.estimated_ready_at || !current.estimated_ready_at) {
    return told.estimated_ready_at !== current.estimated_ready_at;
  }
  return Math.abs(Date.parse(told.estimated_ready_at) - Date.parse(current.estimated_ready_at)) >= ESTIMATE_NEWS_MS;
}

/**
 * The event of an order's change, then one for every other order waiting in the kitchen's queue whose
 * place or ready estimate the change moved (an order ahead left or joined, the shop's usual time
 * changed with a new order ready), compared with the last event its customer was told. So a tracker
 * learns its new place from its stream and never reads it again while the stream is live
 * (docs/decisions/0017-tracker-polls-while-the-stream-is-down.md). One read of the queue serves every event,
 * and one ranking of it every place (docs/benchmarks.md, "Payments through the simulator").
 */
export async function recordOrderChange(
  trx: Db,
  dialect: DialectName,
  orderId: number,
  now: Date,
  known?: OrderFacts,
): Promise<{ event: OrderEvent; shifted: OrderEvent[] }> {
  const snapshot = await loadQueue(trx);
  const event = await recordOrderEvent(trx, dialect, orderId, now, known, snapshot);
  const others = queueLiveFields(snapshot, now).filter(({ order }) => order.id !== orderId);
  if (others.length === 0) return { event, shifted: [] };
  const ids = others.map(({ order }) => order.id);
  const lastIds = trx
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('type', '=', 'order')
    .where('order_id', 'in', ids)
    .groupBy('order_id');
  const [told, owners] = await Promise.all([
    trx.selectFrom('events').select(['order_id', 'data']).where('id', 'in', lastIds).execute(),
    trx.selectFrom('orders').select(['id', 'user_id']).where('id', 'in', ids).execute(),
  ]);
  const lastTold = new Map(told.map((row) => [row.order_id, JSON.parse(row.data) as OrderEventData]));
  const ownerOf = new Map(owners.map((row) => [row.id, row.user_id]));
  const shifted: OrderEvent[] = [];
  for (const { order, live } of others) {
    const owner = ownerOf.get(order.id);
    if (owner === undefined || !placeMoved(lastTold.get(order.id), live)) continue;
    const data: OrderEventData = { order_id: order.id, status: order.status, ...live, at: now.toISOString() };
    shifted.push(await insertOrderEvent(trx, dialect, owner, data));
  }
  return { event, shifted };
}

/**
 * Writes the event of a customer's carts being saved (or emptied by a checkout), inside a
 * transaction, so the customer's other devices show the change. It concerns no order: the table's
 * order_id (not null since server/db/migrations/004_live_orders.ts) holds 0.
 */
export async function recordCartEvent(
  trx: Db,
  dialect: DialectName,
  userId: number,
  data: CartEventData,
  now: Date,
): Promise<CartEvent> {
  await lockEventIds(trx, dialect);
  const row = await trx
    .insertInto('events')
    .values({ user_id: userId, order_id: 0, type: 'cart', data: JSON.stringify(data), created_at: now.toISOString() })
    .returning(EVENT_COLUMNS)
    .executeTakeFirstOrThrow();
  return eventFromRow(row) as CartEvent;
}

/**
 * Writes the event of a menu change (sold out, back, option groups edited) inside its transaction.
 * It concerns everyone: user_id and order_id hold 0.
 */
export async function recordMenuEvent(trx: Db, dialect: DialectName, data: MenuEventData): Promise<MenuEvent> {
  await lockEventIds(trx, dialect);
  const row = await trx
    .insertInto('events')
    .values({ user_id: 0, order_id: 0, type: 'menu', data: JSON.stringify(data), created_at: data.at })
    .returning(EVENT_COLUMNS)
    .executeTakeFirstOrThrow();
  return eventFromRow(row) as MenuEvent;
}

/**
 * Who sees an event: its own account always; an admin every order's too, but never another's carts;
 * everyone the menu's.
 */
export function maySee(viewer: { id: number; isAdmin: boolean }, event: Pick<ShopEvent, 'user_id' | 'type'>): boolean {
  return event.type === 'menu' || event.user_id === viewer.id || (viewer.isAdmin && event.type === 'order');
}

/** Events after `afterId` that this viewer may see, oldest first, for a reconnect's replay. */
export async function eventsAfter(db: Db, viewer: { id: number; isAdmin: boolean }, afterId: number, limit = 1000) {
  let query = db.selectFrom('events').select(EVENT_COLUMNS).where('id', '>', afterId);
  query = query.where((eb) =>
    eb.or([
      eb('type', '=', 'menu'),
      eb('user_id', '=', viewer.id),
      ...(viewer.isAdmin ? [eb('type', '=', 'order')] : []),
    ]),
  );
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map(eventFromRow);
}
