import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseShopTime } from '../../src/domain/shopTime.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { PAYMENT_MESSAGES } from '../../src/domain/validation.ts';
import {
  createAccount,
  createTestApp,
  expectError,
  insertProduct,
  tableCounts,
  type Account,
  type TestApp,
} from './support/testApp.ts';

let t: TestApp;
let now = parseShopTime('2026-11-23T15:00')!;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await createAccount(t.app, 'admin');
});
afterAll(() => t.close());

/** A customer's order of one product: dine in unless asked otherwise. */
async function placeOrder(
  customer: Account,
  options: { method?: 'dine in' | 'home delivery'; qty?: number; price?: number } = {},
) {
  const method = options.method ?? 'dine in';
  const product = await insertProduct(t.app, {
    price: options.price ?? 20000,
    is_dine_in: method === 'dine in' ? 1 : 0,
    is_home_delivery: method === 'home delivery' ? 1 : 0,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    headers: customer.auth,
    payload: {
      delivery_method: method,
      delivery_time: '',
      products: [{ product_id: product.id, qty: options.qty ?? 1, size: 'R' }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { orderId: response.json().data.order_id as number, product };
}

const pay = (customer: Account, orderId: number, change: object = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/order/confirm-payment',
    headers: customer.auth,
    payload: {
      address: 'Jl. Kenanga 5, Jakarta',
      customer_phone: '081298765432',
      payment_method_id: '2',
      order_id: orderId,
      ...change,
    },
  });

const done = (orderId: unknown, account = admin) =>
  t.app.inject({ method: 'PATCH', url: '/api/order/done', headers: account.auth, payload: { order_id: orderId } });

describe('GET /api/order/detail-order/:order_id', () => {
  it('shows the owner every field of the contract', async () => {
    const customer = await createAccount(t.app);
    const { orderId, product } = await placeOrder(customer, { qty: 2 });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/order/detail-order/${orderId}`,
      headers: customer.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      messages: expect.any(String),
      data: {
        id: orderId,
        status: 'new order',
        delivery_method: 'dine in',
        delivery_time: now.toISOString(),
        address: null,
        customer_phone: null,
        payment_method_id: null,
        subtotal: 40000,
        tax_fee: 4000,
        shipping: 0,
        total: 44000,
        createdAt: now.toISOString(),
        paidAt: null,
        doneAt: null,
        paid_at: null,
        preparing_at: null,
        ready_at: null,
        done_at: null,
        queue_position: null,
        estimated_ready_at: null,
        cancelled_at: null,
        cancel_reason: null,
        user: { id: customer.id, username: null, email: customer.email },
        order_details: [
          {
            id: expect.any(Number),
            qty: 2,
            size: 'R',
            unit_price: 20000,
            price: 40000,
            options: [],
            note: null,
            is_reward: false,
            product: { id: product.id, name: product.name, name_indonesian: null, price: 20000, images: null },
          },
        ],
        payment: null,
      },
    });
  });

  it("hides another customer's order (404) and shows any order to an admin", async () => {
    const owner = await createAccount(t.app);
    const stranger = await createAccount(t.app);
    const { orderId } = await placeOrder(owner);
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/order/detail-order/${orderId}`, headers: stranger.auth }),
      404,
      'Order not found',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/order/detail-order/${orderId}`, headers: admin.auth }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown order and 400 for a non-number', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/order/detail-order/777777', headers: admin.auth }), 404);
    expectError(await t.app.inject({ method: 'GET', url: '/api/order/detail-order/first', headers: admin.auth }), 400);
  });
});

describe('PATCH /api/order/confirm-payment', () => {
  it('pays the order: status paid, address, phone and method kept', async () => {
    const customer = await createAccount(t.app);
    const { orderId } = await placeOrder(customer);
    const response = await pay(customer, orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      messages: 'Your payment has been confirmed',
      data: {
        order_id: orderId,
        status: 'paid',
        payment: {
          id: expect.any(Number),
          method_id: 2,
          provider: 'manual',
          state: 'paid',
          amount: 22000,
          expires_at: null,
          action: null,
        },
      },
    });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/order/detail-order/${orderId}`, headers: customer.auth })
    ).json().data;
    expect(detail).toMatchObject({
      status: 'paid',
      address: 'Jl. Kenanga 5, Jakarta',
      customer_phone: '081298765432',
      payment_method_id: 2,
    });
  });

  it('saves the name, address and phone to the profile when asked, and only then', async () => {
    const profileOf = async (id: number) =>
      t.app.ctx.db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'address', 'phone_number'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const keeps = await createAccount(t.app);
    const before = await profileOf(keeps.id);
    await pay(keeps, (await placeOrder(keeps)).orderId, { customer_name: 'Rina Wulandari' });
    expect(await profileOf(keeps.id)).toEqual(before);

    const saves = await createAccount(t.app);
    await pay(saves, (await placeOrder(saves)).orderId, {
      save_details: true,
      customer_name: ' Rina  Sari Wulandari ',
    });
    expect(await profileOf(saves.id)).toEqual({
      first_name: 'Rina',
      last_name: 'Sari Wulandari',
      address: 'Jl. Kenanga 5, Jakarta',
      phone_number: '081298765432',
    });
  });

  it('refuses a name too long to save, and saves and pays nothing', async () => {
    const customer = await createAccount(t.app);
    const { orderId } = await placeOrder(customer);
    expectError(
      await pay(customer, orderId, { save_details: true, customer_name: 'R'.repeat(51) }),
      400,
      MESSAGES.nameTooLong,
    );
    const user = await t.app.ctx.db
      .selectFrom('users')
      .select('address')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(user.address).toBeNull();
  });

  it('takes the payment method as a number too', async () => {
    const customer = await createAccount(t.app);
    const { orderId } = await placeOrder(customer);
    expect((await pay(customer, orderId, { payment_method_id: 3 })).statusCode).toBe(200);
  });

  it.each([
    [{ payment_method_id: '5' }, PAYMENT_MESSAGES.method],
    [{ payment_method_id: 'card' }, PAYMENT_MESSAGES.method],
    [{ customer_phone: 'call me' }, PAYMENT_MESSAGES.phone],
    [{ order_id: 'x' }, PAYMENT_MESSAGES.order],
  ])('answers 400 for %j and leaves the order unpaid', async (change, message) => {
    const customer = await createAccount(t.app);
    const { orderId } = await placeOrder(customer);
    expectError(await pay(customer, orderId, change), 400, message);
    const row = await t.app.ctx.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('new order');
  });

  it('home delivery needs an address and a phone', async () => {
    now = parseShopTime('2026-11-23T15:00')!;
    const customer = await createAccount(t.app);
    const { orderId } = await placeOrder(customer, { method: 'home delivery' });
    expectError(await pay(customer, orderId, { address: '' }), 400, 'Fill the delivery address');
    expectError(await pay(customer, orderId, { customer_phone: '' }), 400, 'Fill the phone number');
    expect((await pay(customer, orderId)).statusCode).toBe(200);
  });

  it('dine in may be paid without an address', async () => {
    const customer = await createAccount(t.app);
    const { orderId } = await placeOrder(customer);
    expect((await pay(customer, orderId, { address: '', customer_phone: '' })).statusCode).toBe(200);
  });

  it('a paid order cannot be paid again (409)', async () => {
    const customer = await createAccount(t.app);
    const { orderId } = await placeOrder(customer);
    await pay(customer, orderId);
    expectError(await pay(customer, orderId), 409);
  });

  it("another customer's order is 404, an admin paying for a customer is 403, unknown is 404", async () => {
    const owner = await createAccount(t.app);
    const { orderId } = await placeOrder(owner);
    expectError(await pay(await createAccount(t.app), orderId), 404);
    expectError(await pay(admin, orderId), 403);
    expectError(await pay(owner, 999999), 404);
  });
});

describe('GET /api/order/all and PATCH /api/order/done', () => {
  it('lists paid orders waiting to be done by default, newest first, and other statuses on request', async () => {
    const first = await createAccount(t.app);
    const second = await createAccount(t.app);
    now = parseShopTime('2026-11-24T09:00')!;
    const a = await placeOrder(first);
    await pay(first, a.orderId);
    now = parseShopTime('2026-11-24T09:30')!;
    const b = await placeOrder(second);
    await pay(second, b.orderId);
    const pending = await placeOrder(await createAccount(t.app));

    const paid = (await t.app.inject({ method: 'GET', url: '/api/order/all', headers: admin.auth })).json().data;
    const ids = paid.map((order: { id: number }) => order.id);
    expect(ids.indexOf(b.orderId)).toBeLessThan(ids.indexOf(a.orderId));
    expect(ids).not.toContain(pending.orderId);
    expect(paid.every((order: { status: string }) => order.status === 'paid')).toBe(true);
    expect(paid.find((order: { id: number }) => order.id === a.orderId)).toEqual({
      id: a.orderId,
      delivery_method: 'dine in',
      status: 'paid',
      total: 22000,
      createdAt: parseShopTime('2026-11-24T09:00')!.toISOString(),
      delivery_time: parseShopTime('2026-11-24T09:00')!.toISOString(),
      paid_at: parseShopTime('2026-11-24T09:00')!.toISOString(),
      preparing_at: null,
      ready_at: null,
      done_at: null,
      user: { username: null, email: first.email },
      payment_method_id: 2,
      payment_state: 'paid',
    });

    const all = (await t.app.inject({ method: 'GET', url: '/api/order/all?status=all', headers: admin.auth })).json()
      .data;
    expect(all.map((order: { id: number }) => order.id)).toEqual(
      expect.arrayContaining([a.orderId, b.orderId, pending.orderId]),
    );
    const fresh = (
      await t.app.inject({ method: 'GET', url: '/api/order/all?status=new%20order', headers: admin.auth })
    ).json().data;
    expect(fresh.map((order: { id: number }) => order.id)).toContain(pending.orderId);
    expectError(await t.app.inject({ method: 'GET', url: '/api/order/all?status=lost', headers: admin.auth }), 400);

    const marked = await done(a.orderId);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toEqual({ order_id: a.orderId, status: 'done' });
    const doneList = (
      await t.app.inject({ method: 'GET', url: '/api/order/all?status=done', headers: admin.auth })
    ).json().data;
    expect(doneList.map((order: { id: number }) => order.id)).toContain(a.orderId);
    const stillPaid = (await t.app.inject({ method: 'GET', url: '/api/order/all', headers: admin.auth })).json().data;
    expect(stillPaid.map((order: { id: number }) => order.id)).not.toContain(a.orderId);
  });

  it('lists waiting orders (paid, preparing, ready) and finds orders by number or customer', async () => {
    const customer = await createAccount(t.app, 'customer', 'searchable_wanda');
    const other = await createAccount(t.app);
    const move = (orderId: number, status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/order/status',
        headers: admin.auth,
        payload: { order_id: orderId, status },
      });
    const list = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/order/all?${query}`, headers: admin.auth });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { id: number; status: string; preparing_at: string | null }[]).map(
        (order) => order.id,
      );
    };
    const paid = await placeOrder(customer);
    await pay(customer, paid.orderId);
    const ready = await placeOrder(other);
    await pay(other, ready.orderId);
    expect((await move(ready.orderId, 'preparing')).statusCode).toBe(200);
    expect((await move(ready.orderId, 'ready')).statusCode).toBe(200);
    const finished = await placeOrder(customer);
    await pay(customer, finished.orderId);
    expect((await done(finished.orderId)).statusCode).toBe(200);
    const unpaid = await placeOrder(other);

    const waiting = await list('status=waiting&limit=500');
    expect(waiting).toEqual(expect.arrayContaining([paid.orderId, ready.orderId]));
    expect(waiting).not.toContain(finished.orderId);
    expect(waiting).not.toContain(unpaid.orderId);
    const readyRow = (await t.app.inject({ method: 'GET', url: '/api/order/all?status=ready', headers: admin.auth }))
      .json()
      .data.find((order: { id: number }) => order.id === ready.orderId);
    expect(readyRow).toMatchObject({ status: 'ready', preparing_at: now.toISOString(), ready_at: now.toISOString() });

    // A done order stays findable: by its number, by part of the customer's email, any case.
    expect(await list(`status=all&search=${finished.orderId}`)).toEqual([finished.orderId]);
    expect(await list(`status=done&search=%23${finished.orderId}`)).toEqual([finished.orderId]);
    expect(await list('status=all&search=SEARCHABLE_W')).toEqual([finished.orderId, paid.orderId]);
    expect(await list('status=done&search=searchable_w')).toEqual([finished.orderId]);
    // % and _ are letters, not wildcards.
    expect(await list('status=all&search=%25%25')).toEqual([]);
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/order/all?search=${'x'.repeat(101)}`, headers: admin.auth }),
      400,
    );
  });

  it('marks only paid orders as done', async () => {
    const customer = await createAccount(t.app);
    const { orderId } = await placeOrder(customer);
    expectError(await done(orderId), 409, 'Only a paid order can be marked as done');
    await pay(customer, orderId);
    expect((await done(orderId)).statusCode).toBe(200);
    expectError(await done(orderId), 409, 'This order is already done');
    expectError(await done(123456), 404);
    expectError(await done('soon'), 400);
  });
});

describe('GET /api/order/income', () => {
  it('sums paid and done orders per shop-time day, and shows no invented cost', async () => {
    const payAt = async (local: string, qty: number) => {
      now = parseShopTime(local)!;
      const customer = await createAccount(t.app);
      const { orderId } = await placeOrder(customer, { qty, price: 10000 });
      await pay(customer, orderId);
      return orderId;
    };
    // 00:30 in Jakarta is still the previous day in UTC: it must count for Dec 2.
    await payAt('2026-12-02T00:30', 1); // 11000
    await payAt('2026-12-02T23:59', 2); // 22000
    const doneId = await payAt('2026-12-04T12:00', 3); // 33000
    await done(doneId);
    now = parseShopTime('2026-12-04T13:00')!;
    await placeOrder(await createAccount(t.app), { price: 50000 }); // unpaid: not income

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/order/income?from=2026-12-01&to=2026-12-04',
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { date: '2026-12-01', income: 0, orders: 0 },
      { date: '2026-12-02', income: 33000, orders: 2 },
      { date: '2026-12-03', income: 0, orders: 0 },
      { date: '2026-12-04', income: 33000, orders: 1 },
    ]);
  });

  it('defaults to the last 7 days ending today', async () => {
    now = parseShopTime('2026-12-04T20:00')!;
    const data = (await t.app.inject({ method: 'GET', url: '/api/order/income', headers: admin.auth })).json().data;
    expect(data.map((day: { date: string }) => day.date)).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });

  it.each([
    'from=2026-12-05&to=2026-12-01',
    'from=2026-02-31&to=2026-03-02',
    'from=yesterday',
    'from=2020-01-01&to=2026-01-01',
  ])('answers 400 for %s', async (query) => {
    expectError(await t.app.inject({ method: 'GET', url: `/api/order/income?${query}`, headers: admin.auth }), 400);
  });
});

describe('history', () => {
  it("lists the customer's own lines and hides chosen ones without deleting anything", async () => {
    now = parseShopTime('2026-11-25T10:00')!;
    const customer = await createAccount(t.app);
    const other = await createAccount(t.app);
    const first = await placeOrder(customer, { qty: 2 });
    await pay(customer, first.orderId);
    const second = await placeOrder(customer);
    const othersOrder = await placeOrder(other);

    const list = async (account: Account) =>
      (await t.app.inject({ method: 'GET', url: '/api/history', headers: account.auth })).json().data as {
        id: number;
        order_id: number;
        price: number;
        status: string;
        product: { name: string; price: number };
      }[];
    const lines = await list(customer);
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => line.order_id).sort()).toEqual([first.orderId, second.orderId].sort());
    expect(lines.find((line) => line.order_id === first.orderId)).toMatchObject({
      qty: 2,
      size: 'R',
      price: 40000,
      status: 'paid',
      createdAt: expect.any(String),
      product: { name: first.product.name, price: 20000, images: null },
    });

    const before = await tableCounts(t.app);
    const hide = lines.find((line) => line.order_id === first.orderId)!.id;
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/history/delete-history',
      headers: customer.auth,
      payload: { order_detail_ids: [hide] },
    });
    expect(response.statusCode).toBe(200);
    expect(typeof response.json().messages).toBe('string');
    expect((await list(customer)).map((line) => line.id)).not.toContain(hide);
    expect(await tableCounts(t.app)).toEqual(before);
    // The shop still sees the whole order.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/order/detail-order/${first.orderId}`,
      headers: admin.auth,
    });
    expect(detail.json().data.order_details.map((line: { id: number }) => line.id)).toContain(hide);
    // Hiding again is harmless.
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/history/delete-history',
      headers: customer.auth,
      payload: { order_detail_ids: [hide] },
    });
    expect(again.statusCode).toBe(200);

    // Another customer's line: 404 and nothing hidden, not even the caller's own line sent with it.
    const othersLine = (await list(other))[0]!.id;
    const own = (await list(customer))[0]!.id;
    expectError(
      await t.app.inject({
        method: 'DELETE',
        url: '/api/history/delete-history',
        headers: customer.auth,
        payload: { order_detail_ids: [own, othersLine] },
      }),
      404,
    );
    expect((await list(other)).map((line) => line.id)).toContain(othersLine);
    expect((await list(customer)).map((line) => line.id)).toContain(own);
    expect(othersOrder.orderId).toBeGreaterThan(0);
  });

  it.each([
    [{ order_detail_ids: [] }, 'Choose at least one history item'],
    [{ order_detail_ids: 'all' }, 'order_detail_ids must be a list of history item ids'],
    [{ order_detail_ids: [-1] }, 'order_detail_ids must be a positive whole number'],
    [{}, 'order_detail_ids must be a list of history item ids'],
  ])('answers 400 for %j', async (payload, message) => {
    const customer = await createAccount(t.app);
    expectError(
      await t.app.inject({ method: 'DELETE', url: '/api/history/delete-history', headers: customer.auth, payload }),
      400,
      message,
    );
  });
});
