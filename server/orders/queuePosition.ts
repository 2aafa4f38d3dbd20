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
import type { Db } from '../db/schema.ts';

/** The orders still being made and what the shop's recent orders say about how long it takes. */
export interface QueueSnapshot {
  queue: QueueOrder[];
  preparationMs: number;
}

/** Reads the kitchen's queue (paid and preparing orders) and the latest paid→ready durations. */
export async function loadQueue(db: Db): Promise<QueueSnapshot> {
  const [active, recent] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['id', 'status', 'paid_at', 'delivery_time'])
      .where('status', 'in', ['paid', 'preparing'])
      .execute(),
    db
      .selectFrom('orders')
      .select(['paid_at', 'ready_at', 'delivery_time'])
      .where('ready_at', 'is not', null)
      .orderBy('ready_at', 'desc')
      .limit(PREPARATION_SAMPLE_SIZE)
      .execute(),
  ]);
  return {
    queue: active.map(queueOrder),
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
 * The live fields of every order in the snapshot's queue, each as `liveFields` gives them: an order
 * event writes them for every other queued order, so the queue is ranked once for all rather than
 * once per order (docs/benchmarks.md, "Payments through the simulator").
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
