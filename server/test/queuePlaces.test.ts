import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseShopTime } from '../../src/domain/shopTime.ts';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type App } from '../app.ts';
import { createQueuePlaces } from '../events/queuePlaces.ts';
import {
  createAccount,
  createTestApp,
  insertProduct,
  testDatabase,
  type Account,
  type TestApp,
} from './support/testApp.ts';
import { checkoutOrder, payOrder } from './support/orderFlow.ts';

/**
 * The places of the orders waiting in the kitchen's queue are told after the moves that changed them,
 * once for every move of a moment (server/events/queuePlaces.ts): here the delay is a minute, so the
 * test decides when a pass runs (`flush`).
 */
let now = parseShopTime('2026-11-23T15:00')!;
let t: TestApp;
let admin: Account;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, queuePlacesDelayMs: 60_000 });
  admin = await createAccount(t.app, 'admin');
  productId = (await insertProduct(t.app, { stock: 1_000 })).id;
});
afterAll(() => t.close());

/** Empties the queue, then fills it with `count` paid orders of new customers, each told its place. */
async function freshQueue(count: number): Promise<number[]> {
  await t.app.ctx.db
    .updateTable('orders')
    .set({ status: 'done' })
    .where('status', 'in', ['paid', 'preparing'])
    .execute();
  const orders: number[] = [];
  for (let i = 0; i < count; i++) {
    const customer = await createAccount(t.app);
    const orderId = await checkoutOrder(t.app, customer, [{ product_id: productId, qty: 1, size: 'R' }]);
    await payOrder(t.app, customer, orderId);
    orders.push(orderId);
    now = new Date(now.getTime() + 60_000);
  }
  await t.app.ctx.queuePlaces.flush();
  return orders;
}

const handOver = (app: App, orderId: number) =>
  app.inject({ method: 'PATCH', url: '/api/order/done', headers: admin.auth, payload: { order_id: orderId } });

const lastEventId = async () =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom('events')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id,
  );

/** The order events written after `afterId`, as (order, status, place), in id order. */
async function orderEventsAfter(afterId: number) {
  const rows = await t.app.ctx.db
    .selectFrom('events')
    .select(['order_id', 'data'])
    .where('id', '>', afterId)
    .where('type', '=', 'order')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const data = JSON.parse(row.data) as { status: string; queue_position: number | null };
    return { order: row.order_id, status: data.status, place: data.queue_position };
  });
}

const placeRead = async (orderId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/order/detail-order/${orderId}`, headers: admin.auth })).json().data
    .queue_position as number | null;

describe('the queue told its places after the moves', () => {
  it('tells each order behind a burst of hand-overs its new place once, after them', async () => {
    const orders = await freshQueue(5);
    const before = await lastEventId();
    for (const orderId of orders.slice(0, 3)) expect((await handOver(t.app, orderId)).statusCode).toBe(200);
    // Each hand-over wrote its own order's event, and none for the orders behind it.
    expect(await orderEventsAfter(before)).toEqual(
      orders.slice(0, 3).map((order) => ({ order, status: 'done', place: null })),
    );
    const moves = await lastEventId();
    await t.app.ctx.queuePlaces.flush();
    expect(await orderEventsAfter(moves)).toEqual([
      { order: orders[3], status: 'paid', place: 1 },
      { order: orders[4], status: 'paid', place: 2 },
    ]);
    expect([await placeRead(orders[3]!), await placeRead(orders[4]!)]).toEqual([1, 2]);
    // Nothing moved since: a pass tells nobody.
    t.app.ctx.queuePlaces.changed();
    await t.app.ctx.queuePlaces.flush();
    expect(await orderEventsAfter(moves)).toHaveLength(2);
  });

  it('asks nothing after a payment at the back of the queue, and tells who one of the same instant put behind it', async () => {
    const [first] = await freshQueue(1);
    const customers = [await createAccount(t.app), await createAccount(t.app)];
    const [earlier, later] = [
      await checkoutOrder(t.app, customers[0]!, [{ product_id: productId, qty: 1, size: 'R' }]),
      await checkoutOrder(t.app, customers[1]!, [{ product_id: productId, qty: 1, size: 'R' }]),
    ];
    await payOrder(t.app, customers[1]!, later);
    expect(t.app.ctx.queuePlaces.pending).toBe(false);
    const before = await lastEventId();
    // Paid at the same instant with a lower id: ahead of the order paid just before it.
    await payOrder(t.app, customers[0]!, earlier);
    expect(t.app.ctx.queuePlaces.pending).toBe(true);
    await t.app.ctx.queuePlaces.flush();
    expect(await orderEventsAfter(before)).toEqual([
      { order: earlier, status: 'paid', place: 2 },
      { order: later, status: 'paid', place: 3 },
    ]);
    expect(await placeRead(first!)).toBe(1);
  });

  it('tries a pass that failed again a second later, and says why it failed', async () => {
    const orders = await freshQueue(2);
    // The hand-over's own pass waits a minute: the one under test does the telling.
    expect((await handOver(t.app, orders[0]!)).statusCode).toBe(200);
    const before = await lastEventId();
    const log = { warn: vi.fn() };
    let failures = 1;
    const places = createQueuePlaces({
      ...t.app.ctx,
      // The pass asks the time inside its transaction: the first time, as if the database went away.
      clock: () => {
        if (failures-- > 0) throw new Error('the database went away');
        return now;
      },
      log: log as unknown as FastifyBaseLogger,
      delayMs: 0,
    });
    places.changed();
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(1));
    expect(log.warn.mock.calls[0]![1]).toBe('telling the queue its places failed: trying again');
    expect(await orderEventsAfter(before)).toEqual([]);
    expect(places.pending).toBe(true);
    await vi.waitFor(async () => expect(await orderEventsAfter(before)).toHaveLength(1), { timeout: 3_000 });
    expect(await orderEventsAfter(before)).toEqual([{ order: orders[1], status: 'paid', place: 1 }]);
    await places.close();
    await t.app.ctx.queuePlaces.flush();
  });

  it('tells what a process left untold when another starts', async () => {
    const orders = await freshQueue(3);
    const before = await lastEventId();
    // The move commits; its pass waits a minute in this process, as if the process stopped before it.
    expect((await handOver(t.app, orders[0]!)).statusCode).toBe(200);
    const second = await buildApp({ ...t.config, queuePlacesDelayMs: 10 });
    try {
      await vi.waitFor(async () => expect(await orderEventsAfter(before)).toHaveLength(3), { timeout: 5_000 });
    } finally {
      await second.close();
    }
    // The first process's own pass finds them told.
    await t.app.ctx.queuePlaces.flush();
    expect(await orderEventsAfter(before)).toEqual([
      { order: orders[0], status: 'done', place: null },
      { order: orders[1], status: 'paid', place: 1 },
      { order: orders[2], status: 'paid', place: 2 },
    ]);
  });

  it('tells the places of a move still waiting for its pass before the process stops', async () => {
    const orders = await freshQueue(2);
    const second = await buildApp({ ...t.config });
    const before = await lastEventId();
    expect((await handOver(second, orders[0]!)).statusCode).toBe(200);
    await second.close();
    expect(await orderEventsAfter(before)).toEqual([
      { order: orders[0], status: 'done', place: null },
      { order: orders[1], status: 'paid', place: 1 },
    ]);
  });
});

// Several processes share a PostgreSQL database; SQLite has one process (docs/architecture.md).
if (testDatabase === 'postgres') {
  it('tells each place once when two processes pass at once', async () => {
    const orders = await freshQueue(3);
    const second = await buildApp({ ...t.config });
    const before = await lastEventId();
    try {
      expect((await handOver(second, orders[0]!)).statusCode).toBe(200);
      t.app.ctx.queuePlaces.changed();
      await Promise.all([t.app.ctx.queuePlaces.flush(), second.ctx.queuePlaces.flush()]);
    } finally {
      await second.close();
    }
    expect(await orderEventsAfter(before)).toEqual([
      { order: orders[0], status: 'done', place: null },
      { order: orders[1], status: 'paid', place: 1 },
      { order: orders[2], status: 'paid', place: 2 },
    ]);
  });
}
