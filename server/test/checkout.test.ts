import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_WINDOW_TEXT, TIME_PASSED_TEXT } from '../../src/domain/deliveryWindow.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { parseShopTime } from '../../src/domain/shopTime.ts';
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
let now = new Date();
/** Shop-time wall clock for the tests' fixed moments (2026-11-23 is a Monday). */
const at = (local: string) => parseShopTime(local)!;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());
beforeEach(() => {
  now = at('2026-11-23T10:00');
});

const checkout = (account: Account, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    headers: { ...account.auth, ...headers },
    payload: payload as object,
  });

const stockOf = async (id: number) =>
  (await t.app.ctx.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

describe('POST /api/order/checkout: input', () => {
  let customer: Account;
  let productId: number;
  beforeAll(async () => {
    customer = await createAccount(t.app);
    productId = (await insertProduct(t.app, { size: 'R,L' })).id;
  });

  const line = (change: object) => ({ product_id: productId, qty: 1, size: 'R', ...change });

  it.each([
    ['an empty cart', () => ({ delivery_method: 'dine in', delivery_time: '', products: [] }), MESSAGES.checkoutEmpty],
    ['no products field', () => ({ delivery_method: 'dine in', delivery_time: '' }), undefined],
    ['products not a list', () => ({ delivery_method: 'dine in', products: 'all of them' }), undefined],
    [
      'a zero amount',
      () => ({ delivery_method: 'dine in', products: [line({ qty: 0 })] }),
      'qty must be a whole number of at least 1',
    ],
    [
      'a negative amount',
      () => ({ delivery_method: 'dine in', products: [line({ qty: -2 })] }),
      'qty must be a whole number of at least 1',
    ],
    [
      'a fractional amount',
      () => ({ delivery_method: 'dine in', products: [line({ qty: 1.5 })] }),
      'qty must be a whole number of at least 1',
    ],
    [
      'an amount as text',
      () => ({ delivery_method: 'dine in', products: [line({ qty: '2' })] }),
      'qty must be a whole number of at least 1',
    ],
    [
      'a huge amount',
      () => ({ delivery_method: 'dine in', products: [line({ qty: 1e9 })] }),
      'qty must be from 1 to 99',
    ],
    [
      'an unknown size',
      () => ({ delivery_method: 'dine in', products: [line({ size: 'XXL' })] }),
      'size must be one of R, L, XL, 250, 300, 500',
    ],
    [
      'a bad product id',
      () => ({ delivery_method: 'dine in', products: [line({ product_id: 'abc' })] }),
      'product_id must be a product id',
    ],
    [
      'an unknown method',
      () => ({ delivery_method: 'drone', products: [line({})] }),
      'delivery_method must be dine in, home delivery or take away',
    ],
    [
      'a time that is not a time',
      () => ({ delivery_method: 'dine in', delivery_time: 'tomorrow', products: [line({})] }),
      /delivery_time/,
    ],
    [
      'a day that does not exist',
      () => ({ delivery_method: 'dine in', delivery_time: '2026-02-31T14:00', products: [line({})] }),
      /delivery_time/,
    ],
    ['a body that is a list', () => [], 'Send the request body as a JSON object'],
  ])('answers 400 for %s and writes nothing', async (_label, payload, message) => {
    const before = await tableCounts(t.app);
    const stock = await stockOf(productId);
    expectError(await checkout(customer, payload()), 400, message);
    expect(await tableCounts(t.app)).toEqual(before);
    expect(await stockOf(productId)).toBe(stock);
  });

  it('answers 404 naming an unknown product', async () => {
    expectError(
      await checkout(customer, { delivery_method: 'dine in', products: [line({ product_id: 424242 })] }),
      404,
      /424242/,
    );
  });

  it('answers 400 for a size the product does not offer', async () => {
    expectError(
      await checkout(customer, { delivery_method: 'dine in', products: [line({ size: 'XL' })] }),
      400,
      /not sold in size Extra Large/,
    );
  });

  it('answers 400 for a method the product is not sold for', async () => {
    expectError(
      await checkout(customer, { delivery_method: 'take away', products: [line({})] }),
      400,
      /not available for take away/,
    );
  });

  it('orders at most 30 days ahead', async () => {
    const product = await insertProduct(t.app, { is_dine_in: 0, is_pick_up: 1 });
    expectError(
      await checkout(customer, {
        delivery_method: 'take away',
        delivery_time: '2027-03-01T10:00',
        products: [{ product_id: product.id, qty: 1, size: 'R' }],
      }),
      400,
      /30 days/,
    );
  });
});

describe('delivery times', () => {
  let homeProduct: number;
  beforeAll(async () => {
    homeProduct = (await insertProduct(t.app, { is_dine_in: 0, is_home_delivery: 1 })).id;
  });
  const homeOrder = (delivery_time: string) => ({
    delivery_method: 'home delivery',
    delivery_time,
    products: [{ product_id: homeProduct, qty: 1, size: 'R' }],
  });

  it.each([
    ['Monday 13:00', '2026-11-23T13:00', 201],
    ['Friday 19:00', '2026-11-27T19:00', 201],
    ['Monday 12:59', '2026-11-23T12:59', 400],
    ['Wednesday 19:01', '2026-11-25T19:01', 400],
    ['Saturday 14:00', '2026-11-28T14:00', 400],
    ['Sunday 15:00', '2026-11-29T15:00', 400],
    ['an ISO time in UTC (Tuesday 14:00 in Jakarta)', '2026-11-24T07:00:00Z', 201],
    ['an ISO time in UTC (Tuesday 20:00 in Jakarta)', '2026-11-24T13:00:00.000Z', 400],
  ])('home delivery at %s → %i', async (_label, time, status) => {
    const customer = await createAccount(t.app);
    const response = await checkout(customer, homeOrder(time));
    if (status === 400) expectError(response, 400, DELIVERY_WINDOW_TEXT);
    else expect(response.statusCode, response.body).toBe(201);
  });

  it('an empty time means now: refused outside the window, accepted inside', async () => {
    const customer = await createAccount(t.app);
    now = at('2026-11-28T14:00'); // Saturday
    expectError(await checkout(customer, homeOrder('')), 400, DELIVERY_WINDOW_TEXT);
    now = at('2026-11-23T18:30'); // Monday evening
    const response = await checkout(customer, homeOrder(''));
    expect(response.statusCode).toBe(201);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/order/detail-order/${response.json().data.order_id}`,
      headers: customer.auth,
    });
    expect(detail.json().data.delivery_time).toBe(now.toISOString());
  });

  it('a time already past is refused with that reason, not a window judged at another moment', async () => {
    const customer = await createAccount(t.app);
    now = at('2026-11-28T14:00'); // Saturday: last Friday 14:00 was inside the window, and has passed
    const before = await tableCounts(t.app);
    const refused = expectError(await checkout(customer, homeOrder('2026-11-27T14:00')), 400, TIME_PASSED_TEXT);
    expect(refused.code).toBe('DELIVERY_TIME_PASSED');
    expect(await tableCounts(t.app)).toEqual(before);
    // A slow tap (a minute ago) is now.
    now = at('2026-11-23T14:01');
    expect((await checkout(customer, homeOrder('2026-11-23T14:00'))).statusCode).toBe(201);
  });

  it('dine in and take away ignore the home delivery window', async () => {
    now = at('2026-11-29T22:00'); // Sunday night
    const dine = await insertProduct(t.app);
    const pick = await insertProduct(t.app, { is_dine_in: 0, is_pick_up: 1 });
    expect(
      (
        await checkout(await createAccount(t.app), {
          delivery_method: 'dine in',
          products: [{ product_id: dine.id, qty: 1, size: 'R' }],
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await checkout(await createAccount(t.app), {
          delivery_method: 'take away',
          products: [{ product_id: pick.id, qty: 1, size: 'R' }],
        })
      ).statusCode,
    ).toBe(201);
  });

  it("respects the product's own start and end of delivery", async () => {
    const product = await insertProduct(t.app, {
      name: 'Morning Bun',
      is_dine_in: 0,
      is_pick_up: 1,
      start_delivery: '09:00',
      end_delivery: '11:00',
    });
    const order = (time: string) => ({
      delivery_method: 'take away',
      delivery_time: time,
      products: [{ product_id: product.id, qty: 1, size: 'R' }],
    });
    expectError(
      await checkout(await createAccount(t.app), order('2026-11-24T14:00')),
      400,
      'Morning Bun is available for take away only between 09:00 and 11:00',
    );
    expect((await checkout(await createAccount(t.app), order('2026-11-24T10:30'))).statusCode).toBe(201);
  });
});

describe('one unpaid order at a time', () => {
  it('answers 409 with the exact message until the order is paid', async () => {
    const customer = await createAccount(t.app);
    const product = await insertProduct(t.app);
    const cart = {
      delivery_method: 'dine in',
      delivery_time: '',
      products: [{ product_id: product.id, qty: 1, size: 'R' }],
    };
    const first = await checkout(customer, cart);
    expect(first.statusCode).toBe(201);
    const before = await tableCounts(t.app);
    const refused = expectError(await checkout(customer, cart), 409, 'Your must pay your checkout first');
    expect(refused.details).toEqual({ order_id: String(first.json<{ data: { order_id: number } }>().data.order_id) });
    expect(await tableCounts(t.app)).toEqual(before);
    const paid = await t.app.inject({
      method: 'PATCH',
      url: '/api/order/confirm-payment',
      headers: customer.auth,
      payload: {
        address: 'Jl. Test 1',
        customer_phone: '08123456',
        payment_method_id: '1',
        order_id: first.json().data.order_id,
      },
    });
    expect(paid.statusCode).toBe(200);
    expect((await checkout(customer, cart)).statusCode).toBe(201);
  });
});

describe('stock', () => {
  it('answers 409 naming the product and writes nothing, even when other lines had stock', async () => {
    const customer = await createAccount(t.app);
    const plenty = await insertProduct(t.app, { name: 'Plenty Latte', stock: 50 });
    const scarce = await insertProduct(t.app, { name: 'Scarce Mocha', stock: 2 });
    const before = await tableCounts(t.app);
    const response = await checkout(customer, {
      delivery_method: 'dine in',
      products: [
        { product_id: plenty.id, qty: 5, size: 'R' },
        { product_id: scarce.id, qty: 2, size: 'R' },
        { product_id: scarce.id, qty: 1, size: 'L' },
      ],
    });
    expectError(response, 409, 'Not enough stock for Scarce Mocha');
    expect(await tableCounts(t.app)).toEqual(before);
    expect(await stockOf(plenty.id)).toBe(50);
    expect(await stockOf(scarce.id)).toBe(2);
  });

  it('takes exactly the ordered amount, down to zero', async () => {
    const customer = await createAccount(t.app);
    const product = await insertProduct(t.app, { stock: 3 });
    const response = await checkout(customer, {
      delivery_method: 'dine in',
      products: [
        { product_id: product.id, qty: 2, size: 'R' },
        { product_id: product.id, qty: 1, size: 'XL' },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(await stockOf(product.id)).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  it('the same key answers the same result and makes one order', async () => {
    const customer = await createAccount(t.app);
    const product = await insertProduct(t.app, { stock: 10 });
    const cart = {
      delivery_method: 'dine in',
      delivery_time: '',
      products: [{ product_id: product.id, qty: 2, size: 'R' }],
    };
    const key = { 'idempotency-key': 'cart-7f3a-0001' };
    const first = await checkout(customer, cart, key);
    const second = await checkout(customer, cart, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await stockOf(product.id)).toBe(8);
    const orders = await t.app.ctx.db.selectFrom('orders').select('id').where('user_id', '=', customer.id).execute();
    expect(orders).toHaveLength(1);
  });

  it('replays even after the delivery window has closed', async () => {
    const customer = await createAccount(t.app);
    const product = await insertProduct(t.app, { is_dine_in: 0, is_home_delivery: 1 });
    const cart = {
      delivery_method: 'home delivery',
      delivery_time: '',
      products: [{ product_id: product.id, qty: 1, size: 'R' }],
    };
    now = at('2026-11-23T18:59');
    const first = await checkout(customer, cart, { 'idempotency-key': 'late-retry' });
    expect(first.statusCode).toBe(201);
    now = at('2026-11-23T19:30');
    const retry = await checkout(customer, cart, { 'idempotency-key': 'late-retry' });
    expect(retry.json()).toEqual(first.json());
  });

  it('the same key for a different cart is a conflict', async () => {
    const customer = await createAccount(t.app);
    const product = await insertProduct(t.app);
    const key = { 'idempotency-key': 'reused-key' };
    await checkout(
      customer,
      { delivery_method: 'dine in', products: [{ product_id: product.id, qty: 1, size: 'R' }] },
      key,
    );
    expectError(
      await checkout(
        customer,
        { delivery_method: 'dine in', products: [{ product_id: product.id, qty: 3, size: 'R' }] },
        key,
      ),
      409,
      /Idempotency-Key/,
    );
  });

  it('keys belong to one customer: another customer with the same key gets an order of their own', async () => {
    const product = await insertProduct(t.app);
    const cart = { delivery_method: 'dine in', products: [{ product_id: product.id, qty: 1, size: 'R' }] };
    const a = await checkout(await createAccount(t.app), cart, { 'idempotency-key': 'shared-key' });
    const b = await checkout(await createAccount(t.app), cart, { 'idempotency-key': 'shared-key' });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().data.order_id).not.toBe(a.json().data.order_id);
  });

  it('parallel retries with one key make one order', async () => {
    const customer = await createAccount(t.app);
    const product = await insertProduct(t.app, { stock: 100 });
    const cart = { delivery_method: 'dine in', products: [{ product_id: product.id, qty: 1, size: 'R' }] };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => checkout(customer, cart, { 'idempotency-key': 'double-click' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.json().data.order_id)).size).toBe(1);
    expect(await stockOf(product.id)).toBe(99);
  });

  it('refuses a key with spaces or of 201 characters', async () => {
    const customer = await createAccount(t.app);
    const product = await insertProduct(t.app);
    const cart = { delivery_method: 'dine in', products: [{ product_id: product.id, qty: 1, size: 'R' }] };
    expectError(await checkout(customer, cart, { 'idempotency-key': 'has spaces' }), 400, /Idempotency-Key/);
    expectError(await checkout(customer, cart, { 'idempotency-key': 'k'.repeat(201) }), 400, /Idempotency-Key/);
  });
});

describe('the checkout answer', () => {
  it('is 201 with messages and data.order_id of a new order', async () => {
    const customer = await createAccount(t.app);
    const product = await insertProduct(t.app);
    const response = await checkout(customer, {
      delivery_method: 'dine in',
      delivery_time: '2026-11-24T14:00',
      products: [{ product_id: product.id, qty: 1, size: 'R' }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      messages: expect.any(String),
      data: { order_id: expect.any(Number), status: 'new order' },
    });
  });
});

describe('the shop’s hours, pause and rates', () => {
  let admin: Account;
  let staff: Account;
  let productId: number;
  const ALL_DAY = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '24:00' }));
  const settings = async (account: Account, url: string, payload: object) => {
    const response = await t.app.inject({ method: 'PATCH', url, headers: account.auth, payload });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    admin = await createAccount(t.app, 'admin');
    staff = await createAccount(t.app, 'staff');
    productId = (await insertProduct(t.app, { is_dine_in: 1, is_pick_up: 1, is_home_delivery: 1 })).id;
    now = at('2026-11-23T10:00');
    // Weekdays 07:00–22:00 but Friday night runs to 02:00; Saturday to midnight; Sunday closed; 1 December closed.
    await settings(admin, '/api/shop', {
      hours: [
        ...[1, 2, 3, 4].map((day) => ({ day, opens: '07:00', closes: '22:00' })),
        { day: 5, opens: '07:00', closes: '02:00' },
        { day: 6, opens: '08:00', closes: '24:00' },
      ],
      closed_dates: ['2026-12-01'],
    });
  });
  afterAll(async () => {
    now = at('2026-11-23T10:00');
    await settings(admin, '/api/shop/pause', { accepting_orders: true });
    await settings(admin, '/api/shop', {
      hours: ALL_DAY,
      closed_dates: [],
      tax_rate_percent: 10,
      shipping_fee: 10000,
      delivery_window: { days: [1, 2, 3, 4, 5], start: '13:00', end: '19:00' },
    });
  });

  const order = (method: string, delivery_time = '') => ({
    delivery_method: method,
    delivery_time,
    products: [{ product_id: productId, qty: 1, size: 'R' }],
  });
  const orderAt = async (local: string, method = 'dine in', time = '') => {
    now = at(local);
    return checkout(await createAccount(t.app), order(method, time));
  };

  it('one second after closing answers 409 SHOP_CLOSED saying when it opens, and changes nothing', async () => {
    expect((await orderAt('2026-11-23T21:59:59')).statusCode).toBe(201);
    const customer = await createAccount(t.app);
    const before = await tableCounts(t.app);
    now = at('2026-11-23T22:00:01');
    const refused = expectError(
      await checkout(customer, order('dine in')),
      409,
      'We are closed now. We open again tomorrow at 07:00.',
    );
    expect(refused.code).toBe('SHOP_CLOSED');
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('early in the morning: "We are closed now. We open again at 07:00."', async () => {
    expectError(await orderAt('2026-11-24T05:00'), 409, 'We are closed now. We open again at 07:00.');
    expect((await orderAt('2026-11-24T07:00')).statusCode).toBe(201);
  });

  it('hours that pass midnight take orders in the next day’s small hours', async () => {
    expect((await orderAt('2026-11-28T01:59:59')).statusCode).toBe(201);
    expectError(await orderAt('2026-11-28T02:00:01'), 409, 'We are closed now. We open again at 08:00.');
  });

  it('a closing time of 24:00 takes orders to the last second of the day', async () => {
    expect((await orderAt('2026-11-28T23:59:59')).statusCode).toBe(201);
    expectError(await orderAt('2026-11-29T00:00:01'), 409, 'We are closed now. We open again tomorrow at 07:00.');
  });

  it('a closed date says the next opening with its date', async () => {
    expectError(
      await orderAt('2026-11-30T22:30'),
      409,
      'We are closed now. We open again on Wednesday 2 December at 07:00.',
    );
  });

  it('an order for later is taken while closed when that time is in the opening hours', async () => {
    const taken = await orderAt('2026-11-23T23:00', 'take away', '2026-11-24T09:00');
    expect(taken.statusCode, taken.body).toBe(201);
  });

  it.each([
    ['a closed hour', '2026-11-24T06:00', 'tomorrow at 07:00'],
    ['a closed day', '2026-11-29T12:00', 'on Monday 30 November at 07:00'],
    ['a closed date', '2026-12-01T10:00', 'on Wednesday 2 December at 07:00'],
  ])('an order for %s is refused with 400 SHOP_CLOSED_AT_TIME, changing nothing', async (_name, time, opening) => {
    now = at('2026-11-23T10:00');
    const customer = await createAccount(t.app);
    const before = await tableCounts(t.app);
    const refused = expectError(
      await checkout(customer, order('take away', time)),
      400,
      `We are closed at that time: choose a time when we are open (we open again ${opening}).`,
    );
    expect(refused.code).toBe('SHOP_CLOSED_AT_TIME');
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('an order for a closed hour later today answers 400 naming delivery_time', async () => {
    now = at('2026-11-23T10:00');
    const refused = expectError(
      await checkout(await createAccount(t.app), order('take away', '2026-11-23T23:00')),
      400,
      'We are closed at that time: choose a time when we are open (we open again tomorrow at 07:00).',
    );
    expect(refused.code).toBe('SHOP_CLOSED_AT_TIME');
    expect(refused.details).toHaveProperty('delivery_time');
  });

  it('a scheduled time in the past is refused with that reason', async () => {
    now = at('2026-11-23T12:00');
    expectError(
      await checkout(await createAccount(t.app), order('take away', '2026-11-23T09:00')),
      400,
      TIME_PASSED_TEXT,
    );
  });

  it('home delivery follows the configured window', async () => {
    now = at('2026-11-23T10:00');
    await settings(admin, '/api/shop', { delivery_window: { days: [6], start: '10:00', end: '12:00' } });
    expect((await orderAt('2026-11-28T11:00', 'home delivery')).statusCode).toBe(201);
    expectError(await orderAt('2026-11-23T14:00', 'home delivery'), 400, 'Delivery only Saturday, 10:00–12:00');
    now = at('2026-11-23T10:00');
    await settings(admin, '/api/shop', { delivery_window: { days: [1, 2, 3, 4, 5], start: '13:00', end: '19:00' } });
  });

  it('a pause by staff refuses orders (later ones too) until its end, then they are taken by themselves', async () => {
    now = at('2026-11-23T10:00');
    await settings(staff, '/api/shop/pause', {
      accepting_orders: false,
      reason: 'Out of milk',
      until: '2026-11-23T10:30',
    });
    const paused = 'We are not taking orders right now: Out of milk. We take orders again at 10:30.';
    expectError(await orderAt('2026-11-23T10:10'), 409, paused);
    expectError(await orderAt('2026-11-23T10:10', 'take away', '2026-11-23T15:00'), 409, paused);
    expect((await orderAt('2026-11-23T10:30')).statusCode).toBe(201);
  });

  it('a pause without an end says so, until resumed', async () => {
    now = at('2026-11-23T10:00');
    await settings(admin, '/api/shop/pause', { accepting_orders: false });
    expectError(await orderAt('2026-11-23T10:05'), 409, 'We are not taking orders right now.');
    await settings(staff, '/api/shop/pause', { accepting_orders: true });
    expect((await orderAt('2026-11-23T10:06')).statusCode).toBe(201);
  });

  it('charges the configured tax and shipping; an order keeps what it was charged', async () => {
    now = at('2026-11-23T14:00');
    await settings(admin, '/api/shop', { tax_rate_percent: 11, shipping_fee: 15000 });
    const customer = await createAccount(t.app);
    const placed = await checkout(customer, order('home delivery'));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toMatchObject({ subtotal: 20000, tax_fee: 2200, shipping: 15000, total: 37200 });
    await settings(admin, '/api/shop', { tax_rate_percent: 0, shipping_fee: 0 });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/order/detail-order/${placed.json().data.order_id}`,
      headers: customer.auth,
    });
    expect(detail.json().data).toMatchObject({ subtotal: 20000, tax_fee: 2200, shipping: 15000, total: 37200 });
    const free = await orderAt('2026-11-23T14:00', 'home delivery');
    expect(free.json().data).toMatchObject({ subtotal: 20000, tax_fee: 0, shipping: 0, total: 20000 });
  });
});
