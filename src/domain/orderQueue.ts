import { isInQueue, type OrderStatus } from './orderStatus';

/** What an order takes from payment to ready before the shop has any history to learn from. */
export const DEFAULT_PREPARATION_MS = 5 * 60_000;

/** How many of the latest ready orders the estimate learns from. */
export const PREPARATION_SAMPLE_SIZE = 50;

/** An order as the queue sees it; times are ISO 8601 strings. */
export interface QueueOrder {
  id: number;
  status: OrderStatus;
  paidAt: string | null;
  /** When the customer wants it; a later time makes the order join the queue later. */
  deliveryTime: string | null;
}

/** The middle value (mean of the two middle ones for an even count); null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Paid→ready durations of finished orders that were wanted at once. Scheduled orders (wanted
 * later than they were paid) are left out: their wait says when the customer asked, not how
 * long making them took.
 */
export function preparationSamples(
  orders: readonly { paidAt: string | null; readyAt: string | null; deliveryTime: string | null }[],
): number[] {
  const samples: number[] = [];
  for (const order of orders) {
    if (!order.paidAt || !order.readyAt) continue;
    const paid = Date.parse(order.paidAt);
    const ready = Date.parse(order.readyAt);
    const wanted = order.deliveryTime ? Date.parse(order.deliveryTime) : paid;
    if (ready >= paid && !(wanted > paid)) samples.push(ready - paid);
  }
  return samples;
}

/** The expected preparation time: the median of recent durations, or the default before there are any. */
export function expectedPreparationMs(samples: readonly number[]): number {
  return Math.round(median(samples) ?? DEFAULT_PREPARATION_MS);
}

/**
 * When an order joins the kitchen's queue: when it was paid (or now, for one not paid yet), or,
 * for a scheduled order, its delivery time less the expected preparation time, whichever is later.
 */
export function queueJoinAt(order: QueueOrder, preparationMs: number, now: Date): number {
  const paid = order.paidAt ? Date.parse(order.paidAt) : now.getTime();
  const wanted = order.deliveryTime ? Date.parse(order.deliveryTime) - preparationMs : Number.NEGATIVE_INFINITY;
  return Math.max(paid, Number.isNaN(wanted) ? paid : wanted);
}

const isAhead = (other: { id: number; at: number }, mine: { id: number; at: number }) =>
  other.at < mine.at || (other.at === mine.at && other.id < mine.id);

/**
 * The order's place in the queue: orders that joined before it and are not yet ready, plus one.
 * Null until it is paid, while a scheduled order waits to join (its tracker says when it is
 * scheduled for instead), and once it is ready: it is not in the queue then. `queue` holds the orders
 * still being made.
 */
export function queuePosition(
  order: QueueOrder,
  queue: readonly QueueOrder[],
  preparationMs: number,
  now: Date,
): number | null {
  if (!isInQueue(order.status)) return null;
  const mine = { id: order.id, at: queueJoinAt(order, preparationMs, now) };
  if (mine.at > now.getTime()) return null;
  let ahead = 0;
  for (const other of queue) {
    if (other.id === order.id || !isInQueue(other.status)) continue;
    if (isAhead({ id: other.id, at: queueJoinAt(other, preparationMs, now) }, mine)) ahead += 1;
  }
  return ahead + 1;
}

/**
 * Whether an order joining the queue (paid just now) goes ahead of an order already in it, which then
 * moves back a place: only an order joined at the same instant with a higher id, or one whose join
 * time is later than this one's. An order paid for now joins at the back, and one scheduled for later
 * is ahead of nobody who has joined, so a payment usually moves nobody (docs/decisions/0032-queue-places-told-after-the-move.md).
 */
export function joinsAheadOfAnother(
  order: QueueOrder,
  queue: readonly QueueOrder[],
  preparationMs: number,
  now: Date,
): boolean {
  if (!isInQueue(order.status)) return false;
  const mine = { id: order.id, at: queueJoinAt(order, preparationMs, now) };
  return queue.some((other) => {
    if (other.id === order.id || !isInQueue(other.status)) return false;
    const at = queueJoinAt(other, preparationMs, now);
    // An order not joined yet has no place to move.
    return at <= now.getTime() && isAhead(mine, { id: other.id, at });
  });
}

/**
 * Every order's place in the queue at once: entry i is `queuePosition(queue[i], queue, preparationMs, now)`.
 * The server tells every queued order its place after a move, and asking `queuePosition` for each
 * compares every order with the whole queue, O(n²): a settlement with 500 orders queued took about
 * 100 ms (docs/benchmarks.md, "Payments through the simulator"). This works out each join time once
 * and sorts the queue by the same key (join time, then id), O(n log n).
 */
export function queuePositions(queue: readonly QueueOrder[], preparationMs: number, now: Date): (number | null)[] {
  const positions: (number | null)[] = queue.map(() => null);
  const ranked: { index: number; id: number; at: number }[] = [];
  queue.forEach((order, index) => {
    if (!isInQueue(order.status)) return;
    const at = queueJoinAt(order, preparationMs, now);
    // A join time that is not a number (a paid time that does not parse) compares false both ways
    // in isAhead: no order is ahead of it, and it is ahead of none.
    if (Number.isNaN(at)) positions[index] = 1;
    else ranked.push({ index, id: order.id, at });
  });
  // Orders that have not joined yet rank with the rest (none is ahead of a joined one) but get no place.
  const waiting = new Set<number>();
  queue.forEach((order, index) => {
    if (isInQueue(order.status) && queueJoinAt(order, preparationMs, now) > now.getTime()) waiting.add(index);
  });
  ranked.sort((a, b) => (a.at !== b.at ? (a.at < b.at ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // queuePosition skips every entry with the order's own id; ids are unique in the database, but
  // for the same answer on any queue, entries of one id are counted apart: how many of them sort before.
  const sameId = new Map<number, { at: number; count: number; before: number }>();
  let sortedBefore = 0;
  ranked.forEach((entry, k) => {
    const previous = ranked[k - 1];
    // Entries with the same join time and id are tied: neither is ahead of the other.
    if (!previous || previous.at !== entry.at || previous.id !== entry.id) sortedBefore = k;
    const own = sameId.get(entry.id) ?? { at: entry.at, count: 0, before: 0 };
    if (own.at !== entry.at) Object.assign(own, { at: entry.at, before: own.count });
    own.count += 1;
    sameId.set(entry.id, own);
    positions[entry.index] = waiting.has(entry.index) ? null : sortedBefore - own.before + 1;
  });
  return positions;
}

/**
 * When the order should be ready: it joins the queue, then takes the shop's usual time. An order
 * already late is due "now" rather than at a time gone by. Null unless it is paid and not yet ready.
 */
export function estimatedReadyAt(order: QueueOrder, preparationMs: number, now: Date): string | null {
  if (!isInQueue(order.status)) return null;
  const due = queueJoinAt(order, preparationMs, now) + preparationMs;
  return new Date(Math.max(due, now.getTime())).toISOString();
}

/** Whether a scheduled order is due in the kitchen yet (orders for now always are). */
export function isDue(order: QueueOrder, preparationMs: number, now: Date): boolean {
  return queueJoinAt(order, preparationMs, now) <= now.getTime();
}
