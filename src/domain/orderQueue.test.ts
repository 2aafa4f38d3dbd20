import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREPARATION_MS,
  estimatedReadyAt,
  expectedPreparationMs,
  isDue,
  joinsAheadOfAnother,
  median,
  preparationSamples,
  queueJoinAt,
  queuePosition,
  queuePositions,
  type QueueOrder,
} from './orderQueue';
import { ORDER_STATUSES } from './orderStatus';

const now = new Date('2026-11-23T07:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const at = (offsetMinutes: number) => new Date(now.getTime() + minutes(offsetMinutes)).toISOString();
const order = (id: number, status: QueueOrder['status'], paidMinutes: number | null, wanted?: number): QueueOrder => ({
  id,
  status,
  paidAt: paidMinutes === null ? null : at(paidMinutes),
  deliveryTime: wanted === undefined ? null : at(wanted),
});

describe('median and the expected preparation time', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('falls back to five minutes before the shop has history', () => {
    expect(expectedPreparationMs([])).toBe(DEFAULT_PREPARATION_MS);
    expect(DEFAULT_PREPARATION_MS).toBe(minutes(5));
    expect(expectedPreparationMs([minutes(3), minutes(4), minutes(10)])).toBe(minutes(4));
  });

  it('learns only from finished orders that were wanted at once', () => {
    const samples = preparationSamples([
      { paidAt: at(-20), readyAt: at(-14), deliveryTime: at(-25) },
      { paidAt: at(-20), readyAt: at(-16), deliveryTime: null },
      { paidAt: at(-60), readyAt: at(-5), deliveryTime: at(-4) },
      { paidAt: at(-10), readyAt: null, deliveryTime: null },
      { paidAt: null, readyAt: at(-1), deliveryTime: null },
      { paidAt: at(-1), readyAt: at(-2), deliveryTime: null },
    ]);
    expect(samples).toEqual([minutes(6), minutes(4)]);
  });
});

describe('the queue', () => {
  const prep = minutes(5);

  it('joins when paid, or now when not paid yet, or at a later wanted time less the preparation', () => {
    expect(queueJoinAt(order(1, 'paid', -3), prep, now)).toBe(now.getTime() - minutes(3));
    expect(queueJoinAt(order(1, 'new order', null), prep, now)).toBe(now.getTime());
    expect(queueJoinAt(order(1, 'paid', -3, 60), prep, now)).toBe(now.getTime() + minutes(55));
    expect(queueJoinAt(order(1, 'paid', -3, -10), prep, now)).toBe(now.getTime() - minutes(3));
    expect(queueJoinAt({ ...order(1, 'paid', -3), deliveryTime: 'not a time' }, prep, now)).toBe(
      now.getTime() - minutes(3),
    );
  });

  it('counts the orders paid before it and not yet ready, plus one', () => {
    const queue = [order(1, 'preparing', -9), order(2, 'paid', -6), order(3, 'paid', -2), order(4, 'paid', -6)];
    expect(queuePosition(queue[0]!, queue, prep, now)).toBe(1);
    expect(queuePosition(queue[1]!, queue, prep, now)).toBe(2);
    // Paid at the same instant: the lower id came first.
    expect(queuePosition(queue[3]!, queue, prep, now)).toBe(3);
    expect(queuePosition(queue[2]!, queue, prep, now)).toBe(4);
    expect(queuePosition(order(9, 'new order', null), queue, prep, now)).toBeNull();
  });

  it('ignores ready orders in the queue and has no position once ready', () => {
    const queue = [order(1, 'ready', -9), order(2, 'paid', -6)];
    expect(queuePosition(queue[1]!, queue, prep, now)).toBe(1);
    expect(queuePosition(queue[0]!, queue, prep, now)).toBeNull();
    expect(queuePosition(order(3, 'done', -9), queue, prep, now)).toBeNull();
  });

  it('gives a scheduled order no place until it is due, and none ahead of the orders for now', () => {
    const scheduled = order(1, 'paid', -30, 60);
    const queue = [scheduled, order(2, 'paid', -1)];
    expect(queuePosition(scheduled, queue, prep, now)).toBeNull();
    expect(queuePosition(queue[1]!, queue, prep, now)).toBe(1);
    // Due now (wanted 5 minutes from now, the usual preparation): it joins, behind the order for now.
    const due = order(1, 'paid', -30, 5);
    expect(queuePosition(due, [due, queue[1]!], prep, now)).toBe(2);
    expect(isDue(scheduled, prep, now)).toBe(false);
    expect(isDue(queue[1]!, prep, now)).toBe(true);
  });

  it('estimates the ready time from the join time and the usual preparation, never in the past', () => {
    expect(estimatedReadyAt(order(1, 'paid', -2), prep, now)).toBe(at(3));
    expect(estimatedReadyAt(order(1, 'preparing', -20), prep, now)).toBe(now.toISOString());
    expect(estimatedReadyAt(order(1, 'paid', -2, 60), prep, now)).toBe(at(60));
    expect(estimatedReadyAt(order(1, 'new order', null), prep, now)).toBeNull();
    expect(estimatedReadyAt(order(1, 'ready', -2), prep, now)).toBeNull();
    expect(estimatedReadyAt(order(1, 'done', -2), prep, now)).toBeNull();
  });
});

/** Any queued order, with few ids and few minutes, so that equal join times and equal ids come up often. */
const anyTime = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -20, max: 20 }).map(at) },
  { weight: 1, arbitrary: fc.constant('not a time') },
);
const anyOrder = fc.record({
  id: fc.integer({ min: 1, max: 12 }),
  status: fc.constantFrom(...ORDER_STATUSES),
  paidAt: fc.option(anyTime, { freq: 6 }),
  deliveryTime: fc.option(anyTime, { freq: 2 }),
});

describe('every place in the queue at once', () => {
  const prep = minutes(5);
  const onePerOrder = (queue: readonly QueueOrder[], preparationMs: number) =>
    queue.map((entry) => queuePosition(entry, queue, preparationMs, now));

  it('gives each order the place queuePosition gives it', () => {
    const queue = [
      order(4, 'paid', -6),
      order(1, 'preparing', -9),
      order(5, 'ready', -12),
      order(3, 'paid', -2),
      order(2, 'paid', -6),
      order(6, 'paid', -30, 60),
      order(7, 'new order', null),
    ];
    expect(queuePositions(queue, prep, now)).toEqual([3, 1, null, 4, 2, null, null]);
    expect(queuePositions(queue, prep, now)).toEqual(onePerOrder(queue, prep));
    expect(queuePositions([], prep, now)).toEqual([]);
  });

  it('puts an order whose paid time does not parse first, and ahead of none, as queuePosition does', () => {
    const queue = [order(1, 'paid', -9), { ...order(2, 'paid', -6), paidAt: 'not a time' }, order(3, 'paid', -2)];
    expect(queuePositions(queue, prep, now)).toEqual([1, 1, 2]);
    expect(queuePositions(queue, prep, now)).toEqual(onePerOrder(queue, prep));
  });

  it('counts entries of one id apart, as queuePosition skips its own id', () => {
    const queue = [order(2, 'paid', -9), order(1, 'paid', -6), order(2, 'paid', -2), order(2, 'paid', -2)];
    expect(queuePositions(queue, prep, now)).toEqual([1, 2, 2, 2]);
    expect(queuePositions(queue, prep, now)).toEqual(onePerOrder(queue, prep));
  });

  it('agrees with queuePosition on any queue: ties, scheduled orders, unpaid and unreadable times', () => {
    fc.assert(
      fc.property(
        fc.array(anyOrder, { maxLength: 40 }),
        fc.integer({ min: 0, max: minutes(10) }),
        (queue, preparationMs) => {
          expect(queuePositions(queue, preparationMs, now)).toEqual(onePerOrder(queue, preparationMs));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('an order joining the queue', () => {
  const prep = minutes(5);

  it('moves nobody when paid for now, at the back of the queue', () => {
    const queue = [order(1, 'preparing', -9), order(2, 'paid', -6), order(3, 'paid', 0)];
    expect(joinsAheadOfAnother(order(4, 'paid', 0), queue, prep, now)).toBe(false);
    // Scheduled for later: ahead of nobody who has joined.
    expect(joinsAheadOfAnother(order(5, 'paid', 0, 60), queue, prep, now)).toBe(false);
    // Not in the queue at all.
    expect(joinsAheadOfAnother(order(6, 'new order', null), queue, prep, now)).toBe(false);
  });

  it('moves back an order paid at the same instant with a higher id, and none not yet joined', () => {
    expect(joinsAheadOfAnother(order(2, 'paid', 0), [order(3, 'paid', 0)], prep, now)).toBe(true);
    expect(joinsAheadOfAnother(order(2, 'paid', 0), [order(3, 'paid', 0, 60)], prep, now)).toBe(false);
    expect(joinsAheadOfAnother(order(2, 'paid', 0), [order(2, 'paid', 0)], prep, now)).toBe(false);
  });

  it('says so exactly when another order’s place moves, on any queue', () => {
    fc.assert(
      fc.property(
        fc.array(anyOrder, { maxLength: 30 }),
        anyOrder,
        fc.integer({ min: 0, max: minutes(10) }),
        (queue, joining, preparationMs) => {
          const before = queuePositions(queue, preparationMs, now);
          const after = queuePositions([...queue, joining], preparationMs, now).slice(0, queue.length);
          const moved = before.some((place, index) => place !== after[index]);
          expect(joinsAheadOfAnother(joining, queue, preparationMs, now)).toBe(moved);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
