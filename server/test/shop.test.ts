import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseShopTime } from '../../src/domain/shopTime.ts';
import { openStream, type OpenStream } from './support/sseClient.ts';
import { startSecondServer, type SecondServer } from './support/secondServer.ts';
import {
  createAccount,
  createTestApp,
  expectError,
  insertProduct,
  listenLocally,
  testDatabase,
  type Account,
  type TestApp,
} from './support/testApp.ts';

let t: TestApp;
let now = new Date();
/** Shop-time wall clock for the tests' fixed moments (2026-11-23 is a Monday). */
const at = (local: string) => parseShopTime(local)!;
let admin: Account;
let staff: Account;
let customer: Account;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  [admin, staff, customer] = await Promise.all([
    createAccount(t.app, 'admin'),
    createAccount(t.app, 'staff'),
    createAccount(t.app, 'customer'),
  ]);
});
afterAll(() => t.close());
beforeEach(() => {
  now = at('2026-11-23T10:00');
});

const getShop = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/shop' });
  expect(response.statusCode).toBe(200);
  return response.json<{ messages: string; data: Record<string, unknown> }>().data;
};
const patchShop = (account: Account, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/shop', headers: account.auth, payload });
const pause = (account: Account, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/shop/pause', headers: account.auth, payload });

const ALL_DAY = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '24:00' }));

describe('GET /api/shop', () => {
  it('answers the contract’s defaults on a fresh database, to anyone', async () => {
    expect(await getShop()).toEqual({
      timezone: 'Asia/Jakarta',
      open_now: true,
      accepting_orders: true,
      pause_reason: null,
      paused_until: null,
      next_open_at: null,
      hours: ALL_DAY,
      closed_dates: [],
      tax_rate_percent: 10,
      shipping_fee: 10000,
      delivery_window: { days: [1, 2, 3, 4, 5], start: '13:00', end: '19:00' },
    });
  });
});

describe('PATCH /api/shop', () => {
  afterAll(async () => {
    await patchShop(admin, { hours: ALL_DAY, closed_dates: [], tax_rate_percent: 10, shipping_fee: 10000 });
  });

  it('an admin changes the hours, the closed dates and the prices; GET shop says so', async () => {
    const hours = [
      { day: 1, opens: '07:00', closes: '22:00' },
      { day: 5, opens: '18:00', closes: '02:00' },
      { day: 6, opens: '08:00', closes: '24:00' },
    ];
    const response = await patchShop(admin, {
      hours,
      closed_dates: ['2026-12-25', '2026-11-23'],
      tax_rate_percent: 11,
      shipping_fee: 15000,
      delivery_window: { days: [2, 1], start: '10:00', end: '20:00' },
    });
    expect(response.statusCode).toBe(200);
    const shop = await getShop();
    expect(shop).toMatchObject({
      hours,
      closed_dates: ['2026-11-23', '2026-12-25'],
      tax_rate_percent: 11,
      shipping_fee: 15000,
      delivery_window: { days: [1, 2], start: '10:00', end: '20:00' },
      // Monday 23 November is closed: Friday night is the next opening.
      open_now: false,
      next_open_at: at('2026-11-27T18:00').toISOString(),
    });
  });

  it.each([
    [
      'overlapping hours',
      {
        hours: [
          { day: 1, opens: '07:00', closes: '12:00' },
          { day: 1, opens: '11:00', closes: '15:00' },
        ],
      },
      'hours',
      /overlaps/,
    ],
    [
      'a night running into the next day’s hours',
      {
        hours: [
          { day: 1, opens: '18:00', closes: '08:00' },
          { day: 2, opens: '07:00', closes: '12:00' },
        ],
      },
      'hours',
      /overlaps/,
    ],
    [
      'hours that close when they open',
      { hours: [{ day: 3, opens: '09:00', closes: '09:00' }] },
      'hours',
      /closes when it opens/,
    ],
    [
      'a time that is not one',
      { hours: [{ day: 3, opens: '25:00', closes: '09:00' }] },
      'hours.0.opens',
      /00:00 to 23:59/,
    ],
    ['a day 8', { hours: [{ day: 8, opens: '07:00', closes: '09:00' }] }, 'hours.0.day', /1 \(Monday\) to 7/],
    ['a closed date in the past', { closed_dates: ['2026-11-22'] }, 'closed_dates', /2026-11-22 has passed/],
    ['a closed date that is not one', { closed_dates: ['2026-02-30'] }, 'closed_dates', /not a date/],
    ['a tax of 150 %', { tax_rate_percent: 150 }, 'tax_rate_percent', /0 to 20/],
    ['a negative shipping fee', { shipping_fee: -1 }, 'shipping_fee', /0 to 100000/],
    [
      'a delivery window ending before it starts',
      { delivery_window: { days: [1], start: '19:00', end: '13:00' } },
      'delivery_window.end',
      /after start/,
    ],
  ])('refuses %s with 400 naming the field, changing nothing', async (_name, payload, field, message) => {
    const before = await getShop();
    const body = expectError(await patchShop(admin, payload), 400, message);
    expect(Object.keys(body.details ?? {})).toContain(field);
    expect(await getShop()).toEqual(before);
  });

  it('is for admins: staff and customers 403, visitors 401', async () => {
    expectError(await patchShop(staff, { tax_rate_percent: 5 }), 403);
    expectError(await patchShop(customer, { tax_rate_percent: 5 }), 403);
    expectError(await t.app.inject({ method: 'PATCH', url: '/api/shop', payload: { tax_rate_percent: 5 } }), 401);
    expect((await getShop()).tax_rate_percent).not.toBe(5);
  });
});

describe('PATCH /api/shop/pause', () => {
  afterAll(async () => {
    await pause(admin, { accepting_orders: true });
  });

  it('staff pause with a reason, and resume', async () => {
    const paused = await pause(staff, { accepting_orders: false, reason: ' Out of milk ' });
    expect(paused.statusCode).toBe(200);
    expect(await getShop()).toMatchObject({ accepting_orders: false, pause_reason: 'Out of milk', next_open_at: null });
    expect((await pause(staff, { accepting_orders: true })).statusCode).toBe(200);
    expect(await getShop()).toMatchObject({ accepting_orders: true, pause_reason: null });
  });

  it('a pause with until resumes by itself', async () => {
    const until = at('2026-11-23T10:30');
    expect((await pause(admin, { accepting_orders: false, until: '2026-11-23T10:30' })).statusCode).toBe(200);
    expect(await getShop()).toMatchObject({
      accepting_orders: false,
      paused_until: until.toISOString(),
      next_open_at: until.toISOString(),
    });
    now = new Date(until.getTime() - 1000);
    expect((await getShop()).accepting_orders).toBe(false);
    now = until;
    expect(await getShop()).toMatchObject({ accepting_orders: true, paused_until: null, next_open_at: null });
    await pause(admin, { accepting_orders: true });
  });

  it.each([
    ['an until in the past', { accepting_orders: false, until: '2026-11-23T09:59' }, 'until', /in the future/],
    ['an until that is not a time', { accepting_orders: false, until: 'soon' }, 'until', /date and time/],
    ['a reason over 100 characters', { accepting_orders: false, reason: 'x'.repeat(101) }, 'reason', /100 characters/],
    ['a reason of two lines', { accepting_orders: false, reason: 'Out of\nmilk' }, 'reason', /one line/],
    ['no accepting_orders', { reason: 'busy' }, 'accepting_orders', /true or false/],
  ])('refuses %s with 400, changing nothing', async (_name, payload, field, message) => {
    const body = expectError(await pause(staff, payload), 400, message);
    expect(Object.keys(body.details ?? {})).toContain(field);
    expect((await getShop()).accepting_orders).toBe(true);
  });

  it('is not for customers (403) nor visitors (401)', async () => {
    expectError(await pause(customer, { accepting_orders: false }), 403);
    expectError(
      await t.app.inject({ method: 'PATCH', url: '/api/shop/pause', payload: { accepting_orders: false } }),
      401,
    );
    expect((await getShop()).accepting_orders).toBe(true);
  });
});

describe('the shop event', () => {
  it('reaches every stream, a customer’s too, when the settings change', async () => {
    const base = await listenLocally(t.app);
    const stream = await openStream(`${base}/api/events`, customer.auth);
    try {
      expect(stream.status).toBe(200);
      expect((await pause(staff, { accepting_orders: false, reason: 'Busy' })).statusCode).toBe(200);
      await stream.until((s) => s.events().some((e) => e.event === 'shop' && e.data.accepting_orders === false));
      expect((await pause(staff, { accepting_orders: true })).statusCode).toBe(200);
      await stream.until((s) => s.events().some((e) => e.event === 'shop' && e.data.accepting_orders === true));
    } finally {
      stream.close();
    }
  });
});

// Several processes share the settings only through PostgreSQL (SQLite has one process): the server-pg project.
if (testDatabase === 'postgres')
  describe('two server processes on one PostgreSQL database', () => {
    let second: SecondServer;
    const streams: OpenStream[] = [];

    beforeAll(async () => {
      second = await startSecondServer(t);
    }, 60_000);
    afterAll(async () => {
      for (const stream of streams) stream.close();
      await pause(admin, { accepting_orders: true });
      await second.stop();
    });

    const shopOn = async (base: string) =>
      (
        (await (await fetch(`${base}/api/shop`)).json()) as {
          data: { accepting_orders: boolean; pause_reason: string | null };
        }
      ).data;

    it('a pause through one process is seen at once by the other: its GET shop, its stream and its checkout', async () => {
      const buyer = await createAccount(t.app);
      const product = await insertProduct(t.app);
      const onSecond = await openStream(`${second.base}/api/events`, buyer.auth);
      streams.push(onSecond);
      expect(onSecond.status).toBe(200);
      // The second process answers once before the change, so a cache of its own would be filled.
      expect((await shopOn(second.base)).accepting_orders).toBe(true);

      expect((await pause(staff, { accepting_orders: false, reason: 'Out of milk' })).statusCode).toBe(200);
      expect(await shopOn(second.base)).toMatchObject({ accepting_orders: false, pause_reason: 'Out of milk' });
      await onSecond.until(
        (s) => s.events().some((e) => e.event === 'shop' && e.data.accepting_orders === false),
        5000,
        'the shop event on the other process',
      );
      const refused = await fetch(`${second.base}/api/order/checkout`, {
        method: 'POST',
        headers: { ...buyer.auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          delivery_method: 'dine in',
          delivery_time: '',
          products: [{ product_id: product.id, qty: 1, size: 'R' }],
        }),
      });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        code: 'SHOP_CLOSED',
        messages: 'We are not taking orders right now: Out of milk.',
      });

      // And back, through the second process: this one sees it.
      const resumed = await fetch(`${second.base}/api/shop/pause`, {
        method: 'PATCH',
        headers: { ...staff.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ accepting_orders: true }),
      });
      expect(resumed.status).toBe(200);
      expect((await getShop()).accepting_orders).toBe(true);
    });
  });
