import { sql } from 'kysely';
import { isInQueue, type OrderStatus } from '../../src/domain/orderStatus.ts';
import type { Db, DialectName } from '../db/schema.ts';
import { joinsAheadOfAnother } from '../../src/domain/orderQueue.ts';
import { liveFields, loadQueue, queueLiveFields, queueOrder, type QueueSnapshot } from '../orders/queuePosition.ts';
import {
  EVENT_COLUMNS,
  eventFromRow,
  type CartEvent,
  type CartEventData,
  type HelpEvent,
  type HelpEventData,
  type MemberCardEvent,
  type MemberCardEventData,
  type MenuEvent,
  type MenuEventData,
  type OrderEvent,
  type OrderEventData,
  type SessionEvent,
  type SessionEventData,
  type ShopEvent,
  type ShopEventData,
  type ShopSettingsEvent,
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

/** The live fields of an order not in the kitchen's queue. */
const NOT_QUEUED = { queue_position: null, estimated_ready_at: null };

const readOrderFacts = (trx: Db, orderId: number): Promise<OrderFacts> =>
  trx
    .selectFrom('orders')
    .select(['id', 'user_id', 'status', 'paid_at', 'delivery_time'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

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
  const order = known ?? (await readOrderFacts(trx, orderId));
  const status = order.status as OrderStatus;
  // Only orders in the kitchen's queue have a position and an estimate: the checkout's event skips the read.
  const live = isInQueue(status) ? liveFields(order, snapshot ?? (await loadQueue(trx)), now) : NOT_QUEUED;
  return insertOrderEvent(trx, dialect, order.user_id, { order_id: order.id, status, ...live, at: now.toISOString() });
}

/**
 * The event of an order just paid, which joins the kitchen's queue, and whether it joined ahead of an
 * order already there (joinsAheadOfAnother): only then did another order's place move, for the queue's
 * next pass to tell (server/events/queuePlaces.ts). One read of the queue serves both.
 */
export async function recordPaidOrderEvent(
  trx: Db,
  dialect: DialectName,
  order: OrderFacts,
  now: Date,
): Promise<{ event: OrderEvent; aheadOfAnother: boolean }> {
  const snapshot = await loadQueue(trx);
  return {
    event: await recordOrderEvent(trx, dialect, order.id, now, order, snapshot),
    aheadOfAnother: joinsAheadOfAnother(queueOrder(order), snapshot.queue, snapshot.preparationMs, now),
  };
}

const eventRow = (userId: number, data: OrderEventData) => ({
  user_id: userId,
  order_id: data.order_id,
  type: 'order',
  data: JSON.stringify(data),
  created_at: data.at,
});

async function insertOrderEvent(trx: Db, dialect: DialectName, userId: number, data: OrderEventData) {
  await lockEventIds(trx, dialect);
  const row = await trx
    .insertInto('events')
    .values(eventRow(userId, data))
    .returning(EVENT_COLUMNS)
    .executeTakeFirstOrThrow();
  return eventFromRow(row) as OrderEvent;
}

/** The most rows in one insert of events: well within SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const MOST_EVENTS_PER_INSERT = 256;

/**
 * Writes the events of many orders with a few statements rather than one per order: an order leaving
 * the head of the queue moves every order behind it (docs/benchmarks.md, "Settlements without reading
 * every order"). Each statement writes a power of two of them (256, 128, … 1), so SQLite keeps nine
 * prepared statements at most (server/db/connect.ts) rather than one per count. Answers them in id
 * order, the order subscribers must hear them in.
 */
async function insertOrderEvents(
  trx: Db,
  dialect: DialectName,
  events: { userId: number; data: OrderEventData }[],
): Promise<OrderEvent[]> {
  if (events.length === 0) return [];
  await lockEventIds(trx, dialect);
  const rows = [];
  let start = 0;
  for (let size = MOST_EVENTS_PER_INSERT; size >= 1; size /= 2) {
    for (; events.length - start >= size; start += size) {
      const chunk = events.slice(start, start + size);
      rows.push(
        ...(await trx
          .insertInto('events')
          .values(chunk.map(({ userId, data }) => eventRow(userId, data)))
          .returning(EVENT_COLUMNS)
          .execute()),
      );
    }
  }
  // A statement's returned rows come in no promised order.
  return rows.map((row) => eventFromRow(row) as OrderEvent).sort((a, b) => a.id - b.id);
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
  // The same instant is written the same way: most orders' estimates did not move, and need no parsing.
  if (told.estimated_ready_at === current.estimated_ready_at) return false;
  return Math.abs(Date.parse(told.estimated_ready_at) - Date.parse(current.estimated_ready_at)) >= ESTIMATE_NEWS_MS;
}

/**
 * What each of these orders' customers was last told: the data of its latest order event. One
 * statement whatever the number of orders (the ids go as one parameter), so SQLite keeps it prepared
 * (server/db/connect.ts) instead of preparing a new one, as long as the queue, for every change; and
 * each order's latest event is one step back along events_order_index rather than all of its events.
 */
async function lastTold(trx: Db, dialect: DialectName, ids: number[]): Promise<Map<number, OrderEventData>> {
  const orders =
    dialect === 'postgres'
      ? sql`unnest(${ids}::integer[]) as ids (id)`
      : sql`(select value as id from json_each(${JSON.stringify(ids)})) as ids`;
  const { rows } = await sql<{ order_id: number; data: string | null }>`
    select ids.id as order_id,
      (select events.data from events where events.order_id = ids.id and events.type = 'order'
        order by events.id desc limit 1) as data
    from ${orders}`.execute(trx);
  const told = new Map<number, OrderEventData>();
  for (const row of rows) if (row.data !== null) told.set(Number(row.order_id), JSON.parse(row.data) as OrderEventData);
  return told;
}

/**
 * An event for every order waiting in the kitchen's queue whose place or ready estimate moved (an order
 * ahead left or joined, the shop's usual time changed with an order made ready) since the last event
 * its customer was told. So a tracker learns its new place from its stream and never reads it again
 * while the stream is live (docs/decisions/0017-tracker-polls-while-the-stream-is-down.md). Written
 * after the moves that caused it rather than inside them, once for every move of a moment
 * (server/events/queuePlaces.ts, docs/decisions/0032-queue-places-told-after-the-move.md): a hand-over
 * at a rush no longer writes a few dozen events inside its own transaction. One read of the queue
 * serves every event (with each order's customer), and one ranking of it every place (docs/benchmarks.md,
 * "Payments through the simulator", "Settlements without reading every order"). The lock on event ids is
 * taken first, so on PostgreSQL two processes' passes run one after the other and the second reads what
 * the first told.
 */
export async function recordQueuePlaces(trx: Db, dialect: DialectName, now: Date): Promise<OrderEvent[]> {
  await lockEventIds(trx, dialect);
  const snapshot = await loadQueue(trx);
  if (snapshot.queue.length === 0) return [];
  const ranked = queueLiveFields(snapshot, now);
  const told = await lastTold(
    trx,
    dialect,
    ranked.map((entry) => entry.order.id),
  );
  const at = now.toISOString();
  const moved = ranked
    .filter(({ order, live }) => placeMoved(told.get(order.id), live))
    .map(({ order, live }) => ({
      userId: order.userId,
      data: { order_id: order.id, status: order.status, ...live, at } satisfies OrderEventData,
    }));
  return insertOrderEvents(trx, dialect, moved);
}

/**
 * Writes an event that concerns no order's progress (carts, the menu, the shop, help calls, member
 * cards, sessions) inside the caller's transaction: order_id holds 0 (not null since
 * server/db/migrations/004_live_orders.ts), user_id the one account it is for, or 0 for everyone.
 */
async function recordOrderlessEvent(
  trx: Db,
  dialect: DialectName,
  userId: number,
  type: string,
  data: unknown,
  createdAt: string,
) {
  await lockEventIds(trx, dialect);
  const row = await trx
    .insertInto('events')
    .values({ user_id: userId, order_id: 0, type, data: JSON.stringify(data), created_at: createdAt })
    .returning(EVENT_COLUMNS)
    .executeTakeFirstOrThrow();
  return eventFromRow(row);
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
  return (await recordOrderlessEvent(trx, dialect, userId, 'cart', data, now.toISOString())) as CartEvent;
}

/**
 * Writes the event of a menu change (sold out, back, option groups edited) inside its transaction.
 * It concerns everyone: user_id and order_id hold 0.
 */
export async function recordMenuEvent(trx: Db, dialect: DialectName, data: MenuEventData): Promise<MenuEvent> {
  return (await recordOrderlessEvent(trx, dialect, 0, 'menu', data, data.at)) as MenuEvent;
}

/**
 * Writes the event of a change of the shop's settings (server/shop/shopSettings.ts) inside its
 * transaction. It concerns everyone: user_id and order_id hold 0.
 */
export async function recordShopEvent(trx: Db, dialect: DialectName, data: ShopEventData): Promise<ShopSettingsEvent> {
  return (await recordOrderlessEvent(trx, dialect, 0, 'shop', data, data.at)) as ShopSettingsEvent;
}

/**
 * Writes the event of a help call made or answered inside its transaction (docs/architecture.md, "Help
 * calls"): user_id is the customer who asked, so they and the staff see it; it concerns no order's
 * progress (order_id holds 0, even when the call names an order).
 */
export async function recordHelpEvent(
  trx: Db,
  dialect: DialectName,
  userId: number,
  data: HelpEventData,
  now: Date,
): Promise<HelpEvent> {
  return (await recordOrderlessEvent(trx, dialect, userId, 'help', data, now.toISOString())) as HelpEvent;
}

/**
 * Writes the event of a member card issued or its points changed inside the transaction that changed
 * them (docs/product.md, "Member card"): user_id is the card's owner, the only one who sees it; like a
 * help call's, it concerns no order's progress (order_id holds 0, whichever order caused it).
 */
export async function recordMemberCardEvent(
  trx: Db,
  dialect: DialectName,
  userId: number,
  data: MemberCardEventData,
): Promise<MemberCardEvent> {
  return (await recordOrderlessEvent(trx, dialect, userId, 'member_card', data, data.at)) as MemberCardEvent;
}

/** Whoever reads the event stream: the account and whether it works the shop (staff or admin). */
export interface EventViewer {
  id: number;
  worksTheShop: boolean;
}

/**
 * Who sees an event: its own account always; staff and admins every order's and help call's too (the
 * queue needs them), but never another's carts; everyone the menu's and the shop's settings'.
 */
export function maySee(viewer: EventViewer, event: Pick<ShopEvent, 'user_id' | 'type'>): boolean {
  if (event.type === 'session') return false;
  if (event.type === 'menu' || event.type === 'shop') return true;
  return event.user_id === viewer.id || (viewer.worksTheShop && (event.type === 'order' || event.type === 'help'));
}

/**
 * Writes the event of ended sessions inside the transaction that ends them, so every process closes
 * the streams opened under them (it concerns no order: order_id holds 0).
 */
export async function recordSessionEvent(
  trx: Db,
  dialect: DialectName,
  userId: number,
  data: SessionEventData,
): Promise<SessionEvent> {
  return (await recordOrderlessEvent(trx, dialect, userId, 'session', data, data.at)) as SessionEvent;
}

/** Events after `afterId` that this viewer may see, oldest first, for a reconnect's replay. */
export async function eventsAfter(db: Db, viewer: EventViewer, afterId: number, limit = 1000) {
  let query = db.selectFrom('events').select(EVENT_COLUMNS).where('id', '>', afterId);
  query = query.where((eb) =>
    eb.or([
      eb('type', 'in', ['menu', 'shop']),
      eb.and([eb('user_id', '=', viewer.id), eb('type', '!=', 'session')]),
      ...(viewer.worksTheShop ? [eb('type', 'in', ['order', 'help'])] : []),
    ]),
  );
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map(eventFromRow);
}
