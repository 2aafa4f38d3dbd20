import { describe, expect, it, vi } from 'vitest';
import type { ShopEvent } from '../events/shopEvents.ts';
import { createAccount, expectError, type Account } from './support/testApp.ts';
import { checkoutOrder, kitchenShop, payOrder } from './support/orderFlow.ts';

const shop = kitchenShop();

const checkout = (customer: Account, deliveryTime = '') =>
  checkoutOrder(shop.t.app, customer, [{ product_id: shop.productId, qty: 1, size: 'R' }], deliveryTime);

async function paidOrder(customer: Account, deliveryTime = ''): Promise<number> {
  const orderId = await checkout(customer, deliveryTime);
  await payOrder(shop.t.app, customer, orderId);
  return orderId;
}

const move = (orderId: unknown, status: unknown, account = shop.admin) =>
  shop.t.app.inject({
    method: 'PATCH',
    url: '/api/order/status',
    headers: account.auth,
    payload: { order_id: orderId, status },
  });
const detail = async (orderId: number, account = shop.admin) =>
  (await shop.t.app.inject({ method: 'GET', url: `/api/order/detail-order/${orderId}`, headers: account.auth })).json()
    .data;
const board = async () => (await shop.t.app.inject({ method: 'GET', url: '/api/order/board' })).json();

describe('PATCH /api/order/status', () => {
  it('moves paid → preparing → ready → done, stamping each move', async () => {
    const customer = await createAccount(shop.t.app);
    const orderId = await paidOrder(customer);
    const paidAt = shop.now.toISOString();
    const steps = ['preparing', 'ready', 'done'] as const;
    for (const status of steps) {
      const stamp = shop.later(2).toISOString();
      const response = await move(orderId, status);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ order_id: orderId, status, [`${status}_at`]: stamp });
    }
    expect(await detail(orderId, customer)).toMatchObject({
      status: 'done',
      paid_at: paidAt,
      preparing_at: new Date(shop.now.getTime() - 4 * 60_000).toISOString(),
      ready_at: new Date(shop.now.getTime() - 2 * 60_000).toISOString(),
      done_at: shop.now.toISOString(),
      queue_position: null,
      estimated_ready_at: null,
    });
  });

  it('undoes one step back and clears the time of the status left', async () => {
    const orderId = await paidOrder(await createAccount(shop.t.app));
    expect((await move(orderId, 'preparing')).statusCode).toBe(200);
    const back = await move(orderId, 'paid');
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ status: 'paid', preparing_at: null });
    for (const status of ['preparing', 'ready', 'done']) expect((await move(orderId, status)).statusCode).toBe(200);
    expect((await move(orderId, 'ready')).json().data).toMatchObject({ status: 'ready', done_at: null });
    expect((await move(orderId, 'preparing')).json().data).toMatchObject({ status: 'preparing', ready_at: null });
  });

  it('answers 409 naming both statuses for any other move, and changes nothing', async () => {
    const customer = await createAccount(shop.t.app);
    const unpaid = await checkout(customer);
    expectError(await move(unpaid, 'preparing'), 409, 'Cannot move an order from "new order" to "preparing"');
    expectError(await move(unpaid, 'paid'), 409, 'Cannot move an order from "new order" to "paid"');
    await shop.t.app.ctx.db.updateTable('orders').set({ status: 'paid' }).where('id', '=', unpaid).execute();
    const orderId = unpaid;
    expectError(await move(orderId, 'ready'), 409, 'Cannot move an order from "paid" to "ready"');
    expectError(await move(orderId, 'done'), 409, 'Cannot move an order from "paid" to "done"');
    expectError(await move(orderId, 'new order'), 409, 'Cannot move an order from "paid" to "new order"');
    expectError(await move(orderId, 'paid'), 409, 'Cannot move an order from "paid" to "paid"');
    await move(orderId, 'preparing');
    expectError(await move(orderId, 'done'), 409, 'Cannot move an order from "preparing" to "done"');
    expect((await detail(orderId)).status).toBe('preparing');
  });

  it('makes one move when two staff tap at once', async () => {
    const orderId = await paidOrder(await createAccount(shop.t.app));
    const answers = await Promise.all([move(orderId, 'preparing'), move(orderId, 'preparing')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().messages).toBe(
      'Cannot move an order from "preparing" to "preparing"',
    );
    const events = await shop.t.app.ctx.db
      .selectFrom('events')
      .select('data')
      .where('order_id', '=', orderId)
      .execute();
    expect(events.map((event) => JSON.parse(event.data).status)).toEqual(['new order', 'paid', 'preparing']);
  });

  it('is for admins only, and checks its body', async () => {
    const customer = await createAccount(shop.t.app);
    const orderId = await paidOrder(customer);
    expectError(await move(orderId, 'preparing', customer), 403);
    expectError(
      await shop.t.app.inject({
        method: 'PATCH',
        url: '/api/order/status',
        payload: { order_id: orderId, status: 'preparing' },
      }),
      401,
      'invalid token',
    );
    expectError(await move(orderId, 'cooking'), 400);
    expectError(await move('x', 'preparing'), 400);
    expectError(await move(999_999, 'preparing'), 404, 'Order not found');
    expect((await detail(orderId)).status).toBe('paid');
  });
});

describe('PATCH /api/order/done (the old site’s call)', () => {
  it('finishes a paid, preparing or ready order', async () => {
    for (const steps of [[], ['preparing'], ['preparing', 'ready']]) {
      const orderId = await paidOrder(await createAccount(shop.t.app));
      for (const status of steps) await move(orderId, status);
      const response = await shop.t.app.inject({
        method: 'PATCH',
        url: '/api/order/done',
        headers: shop.admin.auth,
        payload: { order_id: orderId },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        messages: 'You have just delivered an order',
        data: { order_id: orderId, status: 'done' },
      });
      expect((await detail(orderId)).done_at).toBe(shop.now.toISOString());
    }
  });

  it('still refuses an unpaid or finished order', async () => {
    const customer = await createAccount(shop.t.app);
    const unpaid = await checkout(customer);
    const done = (orderId: number) =>
      shop.t.app.inject({
        method: 'PATCH',
        url: '/api/order/done',
        headers: shop.admin.auth,
        payload: { order_id: orderId },
      });
    expectError(await done(unpaid), 409, 'Only a paid order can be marked as done');
    await shop.t.app.ctx.db.updateTable('orders').set({ status: 'done' }).where('id', '=', unpaid).execute();
    expectError(await done(unpaid), 409, 'This order is already done');
  });
});

describe('queue position and estimated ready time', () => {
  it('counts the orders paid before and not yet ready, and learns from real preparation times', async () => {
    // Start from an empty kitchen.
    await shop.t.app.ctx.db
      .updateTable('orders')
      .set({ status: 'done' })
      .where('status', 'in', ['paid', 'preparing'])
      .execute();
    await shop.t.app.ctx.db.updateTable('orders').set({ ready_at: null }).execute();
    const first = await paidOrder(await createAccount(shop.t.app));
    shop.later(1);
    const second = await paidOrder(await createAccount(shop.t.app));
    // Before any order was ever ready: five minutes.
    expect(await detail(second)).toMatchObject({
      queue_position: 2,
      estimated_ready_at: new Date(shop.now.getTime() + 5 * 60_000).toISOString(),
    });
    expect((await detail(first)).queue_position).toBe(1);

    await move(first, 'preparing');
    shop.later(3);
    await move(first, 'ready');
    // The first took four minutes from payment to ready: shop.now the estimate.
    expect(await detail(first)).toMatchObject({ queue_position: null, estimated_ready_at: null });
    expect(await detail(second)).toMatchObject({
      queue_position: 1,
      estimated_ready_at: new Date(shop.now.getTime() + 1 * 60_000).toISOString(),
    });
  });

  it('tells every order behind one that leaves the queue its new place, and publishes what it stored, in id order', async () => {
    await shop.t.app.ctx.db
      .updateTable('orders')
      .set({ status: 'done' })
      .where('status', 'in', ['paid', 'preparing'])
      .execute();
    const orders: number[] = [];
    for (let i = 0; i < 4; i++) orders.push(await paidOrder(await createAccount(shop.t.app)));
    expect((await move(orders[0], 'preparing')).statusCode).toBe(200);
    const before = await shop.t.app.ctx.db
      .selectFrom('events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const heard: ShopEvent[] = [];
    // Only the events of the move below: PostgreSQL's bus may still bring the one before it.
    const stop = shop.t.app.ctx.events.subscribe((event) => {
      if (event.id > Number(before.id)) heard.push(event);
    });
    try {
      expect((await move(orders[0], 'ready')).statusCode).toBe(200);
      // PostgreSQL's bus hears them through LISTEN, a moment after the answer.
      await vi.waitFor(() => expect(heard).toHaveLength(4));
    } finally {
      stop();
    }
    expect(heard.map((event) => (event.data as { order_id: number }).order_id)).toEqual(orders);
    expect(heard.map((event) => (event.data as { queue_position: unknown }).queue_position)).toEqual([null, 1, 2, 3]);
    const ids = heard.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const stored = await shop.t.app.ctx.db
      .selectFrom('events')
      .select(['id', 'user_id', 'data'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(stored.map((row) => ({ id: Number(row.id), user_id: row.user_id, data: JSON.parse(row.data) }))).toEqual(
      heard.map(({ id, user_id, data }) => ({ id, user_id, data })),
    );
  });

  it('lets a scheduled order join the queue at its time less the preparation time', async () => {
    const customer = await createAccount(shop.t.app);
    const wanted = new Date(shop.now.getTime() + 60 * 60_000);
    const scheduled = await paidOrder(customer, wanted.toISOString());
    const rush = await paidOrder(await createAccount(shop.t.app));
    const view = await detail(scheduled);
    expect(view.estimated_ready_at).toBe(wanted.toISOString());
    // Not in the queue yet: no place (its tracker says when it is scheduled for), and not on the counter screen.
    expect(view.queue_position).toBeNull();
    expect((await detail(rush)).queue_position).toEqual(expect.any(Number));
    expect((await board()).data.preparing.map((entry: { number: number }) => entry.number)).not.toContain(scheduled);
    // Its time comes: it joins, behind the order for now.
    shop.later(60);
    const joined = await detail(scheduled);
    expect(joined.queue_position).toBeGreaterThan((await detail(rush)).queue_position);
  });
});

describe('GET /api/order/mine and /api/order/unpaid', () => {
  it('lists only the customer’s own orders, newest first, with lines and live fields', async () => {
    const customer = await createAccount(shop.t.app);
    const older = await paidOrder(customer);
    shop.later(1);
    const newer = await checkout(customer);
    await checkout(await createAccount(shop.t.app));
    const response = await shop.t.app.inject({ method: 'GET', url: '/api/order/mine', headers: customer.auth });
    expect(response.statusCode).toBe(200);
    const orders = response.json().data;
    expect(orders.map((order: { id: number }) => order.id)).toEqual([newer, older]);
    expect(Object.keys(orders[1]).sort()).toEqual(
      [
        'id',
        'status',
        'delivery_method',
        'delivery_time',
        'total',
        'createdAt',
        'paid_at',
        'preparing_at',
        'ready_at',
        'done_at',
        'queue_position',
        'estimated_ready_at',
        'cancelled_at',
        'cancel_reason',
        'order_details',
      ].sort(),
    );
    expect(orders[1]).toMatchObject({ status: 'paid', queue_position: expect.any(Number) });
    expect(orders[0].order_details[0]).toMatchObject({ qty: 1, size: 'R', product: { id: shop.productId } });
  });

  it('answers the unpaid order in the detail’s shape, or null', async () => {
    const customer = await createAccount(shop.t.app);
    const unpaid = () => shop.t.app.inject({ method: 'GET', url: '/api/order/unpaid', headers: customer.auth });
    expect((await unpaid()).json()).toEqual({ messages: expect.any(String), data: null });
    const orderId = await checkout(customer);
    const data = (await unpaid()).json().data;
    expect(data).toEqual(await detail(orderId, customer));
    expect(data).toMatchObject({ id: orderId, status: 'new order', user: { id: customer.id } });
    expectError(await shop.t.app.inject({ method: 'GET', url: '/api/order/unpaid' }), 401, 'invalid token');
  });
});

describe('the shop.admin’s list and income with the kitchen statuses', () => {
  it('lists preparing and ready orders on request and keeps counting them as income', async () => {
    const customer = await createAccount(shop.t.app);
    const orderId = await paidOrder(customer);
    const day = (await shop.t.app.inject({ method: 'GET', url: '/api/order/income', headers: shop.admin.auth }))
      .json()
      .data.at(-1);
    await move(orderId, 'preparing');
    const list = async (status: string) =>
      (await shop.t.app.inject({ method: 'GET', url: `/api/order/all?status=${status}`, headers: shop.admin.auth }))
        .json()
        .data.map((order: { id: number }) => order.id);
    expect(await list('preparing')).toContain(orderId);
    const after = (await shop.t.app.inject({ method: 'GET', url: '/api/order/income', headers: shop.admin.auth }))
      .json()
      .data.at(-1);
    expect(after).toEqual(day);
    await move(orderId, 'ready');
    expect(await list('ready')).toContain(orderId);
    const ready = (await shop.t.app.inject({ method: 'GET', url: '/api/order/income', headers: shop.admin.auth }))
      .json()
      .data.at(-1);
    expect(ready).toEqual(day);
    expect(day.orders).toBeGreaterThan(0);
  });
});

describe('GET /api/order/board', () => {
  it('shows numbers and first names only, without a token', async () => {
    const named = await createAccount(shop.t.app);
    await shop.t.app.ctx.db
      .updateTable('users')
      .set({ first_name: 'Wulan Sari', username: 'wulan', phone_number: '0811111111', address: 'Jl. Rahasia 9' })
      .where('id', '=', named.id)
      .execute();
    const anonymous = await createAccount(shop.t.app);
    const preparing = await paidOrder(named);
    const ready = await paidOrder(anonymous);
    await move(ready, 'preparing');
    await move(ready, 'ready');
    const response = await shop.t.app.inject({ method: 'GET', url: '/api/order/board' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.preparing).toContainEqual({ number: preparing, name: 'Wulan' });
    expect(data.ready).toContainEqual({ number: ready, name: 'Guest' });
    expect(data.preparing.map((entry: { number: number }) => entry.number)).not.toContain(ready);
    for (const text of [named.email, anonymous.email, '0811111111', 'Rahasia', 'wulan']) {
      expect(response.body).not.toContain(text);
    }
    await move(ready, 'done');
    expect((await board()).data.ready.map((entry: { number: number }) => entry.number)).not.toContain(ready);
  });
});
