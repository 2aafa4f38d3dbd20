import {
  estimatedReadyAt,
  expectedPreparationMs,
  PREPARATION_SAMPLE_SIZE,
  preparationSamples,
  queuePosition,
  queuePositions,
  type QueueOrder,
} from '../../src/domain/orderQueue.ts';
import type { OrderStatus } from '../../src/domain/orderStatus.ts';
import { literal } from '../db/literal.ts';
import type { Db } from '../db/schema.ts';

/** An order in the queue, with the customer its events go to. */
export interface QueuedOrder extends QueueOrder {
  userId: number;
}

/** The orders still being made and what the shop's recent orders say about how long it takes. */
export interface QueueSnapshot {
  queue: QueuedOrder[];
  preparationMs: number;
}

/**
 * The orders in the kitchen's queue, read through the partial index of each status (orders_paid_index,
 * orders_preparing_index) rather than the whole orders table, which holds every order ever made: one
 * `status in ('paid', 'preparing')` used neither index, on SQLite or PostgreSQL, and cost a settlement
 * about 12 ms with 60,000 orders (docs/benchmarks.md, "Settlements without reading every order"). The
 * statuses are written into the statement (server/db/literal.ts).
 */
export function queueOrdersQuery(db: Db) {
  const inStatus = (status: 'paid' | 'preparing') =>
    db
      .selectFrom('orders')
      .select(['id', 'user_id', 'status', 'paid_at', 'delivery_time'])
      .where('status', '=', literal(status));
  return inStatus('paid').unionAll(inStatus('preparing'));
}

/** Reads the kitchen's queue (paid and preparing orders, by id) and the latest paid→ready durations. */
export async function loadQueue(db: Db): Promise<QueueSnapshot> {
  const [active, recent] = await Promise.all([
    queueOrdersQuery(db).execute(),
    db
      .selectFrom('orders')
      .select(['paid_at', 'ready_at', 'delivery_time'])
      .where('ready_at', 'is not', null)
      .orderBy('ready_at', 'desc')
      .limit(PREPARATION_SAMPLE_SIZE)
      .execute(),
  ]);
  return {
    // In id order, as one read of the table gave them (the order the other orders' events are written in);
    // sorted here, since an `order by` in the statement makes SQLite read the table instead.
    queue: active.sort((a, b) => a.id - b.id).map((row) => ({ ...queueOrder(row), userId: row.user_id })),
    preparationMs: expectedPreparationMs(
      preparationSamples(
        recent.map((row) => ({ paidAt: row.paid_at, readyAt: row.ready_at, deliveryTime: row.delivery_time })),
      ),
    ),
  };
}

export function queueOrder(row: {
  id: number;
  status: string;
  paid_at: string | null;
  delivery_time: string | null;
}): QueueOrder {
  return { id: row.id, status: row.status as OrderStatus, paidAt: row.paid_at, deliveryTime: row.delivery_time };
}

/** The order's live fields of the contract: its place in the queue and when it should be ready. */
export function liveFields(
  row: { id: number; status: string; paid_at: string | null; delivery_time: string | null },
  snapshot: QueueSnapshot,
  now: Date,
) {
  const order = queueOrder(row);
  return {
    queue_position: queuePosition(order, snapshot.queue, snapshot.preparationMs, now),
    estimated_ready_at: estimatedReadyAt(order, snapshot.preparationMs, now),
  };
}

/**
 * The live fields of every order in the snapshot's queue, each as `liveFields` gives them: the queue's
 * pass (recordQueuePlaces) writes them for every queued order, so the queue is ranked once for all
 * rather than once per order (docs/benchmarks.md, "Payments through the simulator").
 */
export function queueLiveFields(snapshot: QueueSnapshot, now: Date) {
  const positions = queuePositions(snapshot.queue, snapshot.preparationMs, now);
  return snapshot.queue.map((order, index) => ({
    order,
    live: {
      queue_position: positions[index] ?? null,
      estimated_ready_at: estimatedReadyAt(order, snapshot.preparationMs, now),
    },
  }));
}
