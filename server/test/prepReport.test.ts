import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseShopTime } from '../../src/domain/shopTime.ts';
import {
  createAccount,
  createTestApp,
  expectError,
  insertProduct,
  type Account,
  type TestApp,
} from './support/testApp.ts';
import { checkoutOrder, moveOrderThrough, payOrder } from './support/orderFlow.ts';

let t: TestApp;
let now = parseShopTime('2026-12-02T09:00')!;
const setNow = (local: string) => {
  now = parseShopTime(local)!;
};
let admin: Account;
let customer: Account;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await createAccount(t.app, 'admin');
  customer = await createAccount(t.app);
  productId = (await insertProduct(t.app, { stock: 10_000, price: 10_000 })).id;
});
afterAll(() => t.close());

/** An order checked out and paid through the API at the shop time given, with the payment method given. */
async function paidAt(local: string, paymentMethodId: 1 | 2 | 3, qty = 1): Promise<number> {
  setNow(local);
  const orderId = await checkoutOrder(t.app, customer, [{ product_id: productId, qty, size: 'R' }]);
  await payOrder(t.app, customer, orderId, paymentMethodId);
  return orderId;
}

/** Moves an order along the kitchen's steps through `PATCH order/status` at the shop time given. */
async function moveAt(local: string, orderId: number, ...statuses: string[]) {
  setNow(local);
  await moveOrderThrough(t.app, admin, orderId, ...statuses);
}

const report = (query = '') => t.app.inject({ method: 'GET', url: `/api/order/report${query}`, headers: admin.auth });

describe('GET /api/order/report', () => {
  it('answers preparation times, late orders and takings from the real timestamps', async () => {
    // Dec 2: three orders at 9 am made in 4, 6 and 20 minutes (the last one late), one at 2 pm in 10.
    const a = await paidAt('2026-12-02T09:00', 1);
    await moveAt('2026-12-02T09:04', a, 'preparing', 'ready');
    const b = await paidAt('2026-12-02T09:10', 2);
    await moveAt('2026-12-02T09:16', b, 'preparing', 'ready', 'done');
    const c = await paidAt('2026-12-02T09:20', 3, 2);
    await moveAt('2026-12-02T09:40', c, 'preparing', 'ready');
    // Handed over, its cash collected: money that arrived.
    await moveAt('2026-12-02T09:45', c, 'done');
    const d = await paidAt('2026-12-02T14:00', 1);
    await moveAt('2026-12-02T14:10', d, 'preparing', 'ready');
    // Just after midnight in Jakarta (still Dec 2 in UTC): counts for Dec 3, still being made, late by now.
    await paidAt('2026-12-03T00:30', 3);
    // An undone "ready" is not a ready time.
    const e = await paidAt('2026-12-03T10:00', 2);
    await moveAt('2026-12-03T10:05', e, 'preparing', 'ready', 'preparing');
    // Checked out but never paid: not in the report.
    setNow('2026-12-03T11:00');
    await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: (await createAccount(t.app)).auth,
      payload: {
        delivery_method: 'dine in',
        delivery_time: '',
        products: [{ product_id: productId, qty: 1, size: 'R' }],
      },
    });
    setNow('2026-12-03T11:00');

    const response = await report('?from=2026-12-01&to=2026-12-03');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    // What one item's order costs (price, tax): the takings are counted in those.
    const unit = (await t.app.ctx.db.selectFrom('orders').select('total').where('id', '=', a).executeTakeFirstOrThrow())
      .total;
    const total = (items: number) => unit * items;
    expect(data.late_after_minutes).toBe(15);
    expect(data.period).toEqual({ orders: 6, measured: 4, median_minutes: 8, p90_minutes: 20, late: 3 });
    expect(data.days).toEqual([
      { date: '2026-12-01', orders: 0, measured: 0, median_minutes: null, p90_minutes: null, late: 0 },
      { date: '2026-12-02', orders: 4, measured: 4, median_minutes: 8, p90_minutes: 20, late: 1 },
      { date: '2026-12-03', orders: 2, measured: 0, median_minutes: null, p90_minutes: null, late: 2 },
    ]);
    expect(data.hours).toHaveLength(24);
    expect(data.hours[9]).toEqual({ hour: 9, orders: 3, measured: 3, median_minutes: 6, p90_minutes: 20, late: 1 });
    expect(data.hours[14]).toEqual({ hour: 14, orders: 1, measured: 1, median_minutes: 10, p90_minutes: 10, late: 0 });
    expect(data.hours[0]).toMatchObject({ hour: 0, orders: 1, measured: 0, late: 1 });
    expect(data.hours[10]).toMatchObject({ hour: 10, orders: 1, measured: 0, late: 1 });
    // Money that arrived per method; the Dec 3 cash order is still being made, its cash still to collect.
    const none = { card: 0, bank_account: 0, cash: 0, qris: 0, total: 0, cash_due: 0 };
    expect(data.takings).toEqual([
      { date: '2026-12-01', ...none, orders: 0 },
      {
        date: '2026-12-02',
        ...none,
        card: total(2),
        bank_account: total(1),
        cash: total(2),
        total: total(5),
        orders: 4,
      },
      { date: '2026-12-03', ...none, bank_account: total(1), total: total(1), cash_due: total(1), orders: 2 },
    ]);

    // The money that arrived and the cash still to collect make the income chart, day by day.
    const income = (
      await t.app.inject({ method: 'GET', url: '/api/order/income?from=2026-12-01&to=2026-12-03', headers: admin.auth })
    ).json().data as { date: string; income: number; orders: number }[];
    expect(income.map((day) => [day.date, day.income, day.orders])).toEqual(
      data.takings.map((day: { date: string; total: number; cash_due: number; orders: number }) => [
        day.date,
        day.total + day.cash_due,
        day.orders,
      ]),
    );
  });

  it('defaults to the last 7 days ending today', async () => {
    setNow('2026-12-04T20:00');
    const { data } = (await report()).json();
    expect(data.days.map((day: { date: string }) => day.date)).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(data.takings).toHaveLength(7);
  });

  it('refuses unreal dates, reversed and too long periods', async () => {
    expectError(await report('?from=2026-02-30'), 400, 'from is not a real date');
    expectError(await report('?from=2026-12-03&to=2026-12-01'), 400, 'from must be on or before to');
    expectError(await report('?from=2024-01-01&to=2026-01-01'), 400, 'Ask for at most 366 days at once');
    expectError(await report('?from=soon'), 400);
  });

  it('is for admins only', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/order/report' }), 401);
    expectError(await t.app.inject({ method: 'GET', url: '/api/order/report', headers: customer.auth }), 403);
  });
});
