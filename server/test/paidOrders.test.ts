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

let t: TestApp;
let admin: Account;
let customer: Account;

beforeAll(async () => {
  t = await createTestApp({ clock: () => parseShopTime('2026-12-10T12:00')! });
  admin = await createAccount(t.app, 'admin');
  customer = await createAccount(t.app);
});
afterAll(() => t.close());

/** Orders written straight to the table: the report reads what is stored, however it got there. */
async function insertOrders(orders: { createdAt: string; paidAt: string | null; status: string; total: number }[]) {
  await t.app.ctx.db
    .insertInto('orders')
    .values(
      orders.map((order) => ({
        user_id: customer.id,
        status: order.status,
        delivery_method: 'dine in',
        delivery_time: null,
        address: null,
        customer_phone: null,
        payment_method_id: order.paidAt ? 1 : null,
        subtotal: order.total,
        tax_fee: 0,
        shipping: 0,
        total: order.total,
        created_at: order.createdAt,
        updated_at: order.paidAt ?? order.createdAt,
        paid_at: order.paidAt,
        done_at: null,
      })),
    )
    .execute();
}

const at = (local: string) => parseShopTime(local)!.toISOString();
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.auth });

describe('GET /api/order/income/orders', () => {
  it('lists every order the chart counts, past the order list’s page of 100', async () => {
    const inPeriod = Array.from({ length: 130 }, (_, i) => ({
      // Checked out the day before the period, paid within it: counted by when it was paid.
      createdAt: at('2026-11-30T23:00'),
      paidAt: at(`2026-12-0${1 + (i % 3)}T${String(i % 24).padStart(2, '0')}:15`),
      status: i % 2 ? 'paid' : 'done',
      total: 1000 + i,
    }));
    await insertOrders([
      ...inPeriod,
      { createdAt: at('2026-12-02T10:00'), paidAt: null, status: 'new order', total: 5 },
      // Just past the period at either end in shop time (both are still inside it in UTC on one side).
      { createdAt: at('2026-12-02T10:00'), paidAt: at('2026-12-04T00:10'), status: 'paid', total: 7 },
      { createdAt: at('2026-12-01T10:00'), paidAt: at('2026-11-30T23:59'), status: 'done', total: 9 },
    ]);

    const report = await get('/api/order/income/orders?from=2026-12-01&to=2026-12-03');
    expect(report.statusCode, report.body).toBe(200);
    const orders = report.json().data as { total: number; status: string; paidAt: string; createdAt: string }[];
    expect(orders).toHaveLength(130);
    expect(orders.map((order) => order.total).sort((a, b) => a - b)).toEqual(inPeriod.map((order) => order.total));
    expect(orders[0]).toMatchObject({ delivery_method: 'dine in', user: { email: customer.email } });
    expect(orders.map((order) => order.paidAt)).toEqual(orders.map((order) => order.paidAt).sort());

    const chart = (await get('/api/order/income?from=2026-12-01&to=2026-12-03')).json().data as {
      income: number;
      orders: number;
    }[];
    expect(chart.reduce((sum, day) => sum + day.orders, 0)).toBe(orders.length);
    expect(chart.reduce((sum, day) => sum + day.income, 0)).toBe(orders.reduce((sum, order) => sum + order.total, 0));

    // What the dashboard used to read: one page of 100.
    expect((await get('/api/order/all?status=all')).json().data).toHaveLength(100);
  });

  it('lists each order’s lines with the names of their choices and the note, as the snapshot kept them', async () => {
    const latte = await insertProduct(t.app, { name: 'Report Latte' });
    const [order] = await t.app.ctx.db
      .insertInto('orders')
      .values({
        user_id: customer.id,
        status: 'paid',
        delivery_method: 'take away',
        delivery_time: null,
        address: null,
        customer_phone: null,
        payment_method_id: 1,
        subtotal: 59000,
        tax_fee: 0,
        shipping: 0,
        total: 59000,
        created_at: at('2026-12-08T09:00'),
        updated_at: at('2026-12-08T09:01'),
        paid_at: at('2026-12-08T09:01'),
        done_at: null,
      })
      .returning('id')
      .execute();
    const lines = await t.app.ctx.db
      .insertInto('order_details')
      .values([
        {
          order_id: order!.id,
          product_id: latte.id,
          qty: 1,
          size: 'L',
          unit_price: 59000,
          price: 59000,
          note: 'extra hot',
        },
        { order_id: order!.id, product_id: latte.id, qty: 2, size: 'R', unit_price: 0, price: 0, note: null },
      ])
      .returning('id')
      .execute();
    const group = await t.app.ctx.db
      .insertInto('option_groups')
      .values({
        name: 'Report group',
        min: 0,
        max: 3,
        created_at: at('2026-12-01T08:00'),
        updated_at: at('2026-12-01T08:00'),
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const choices = await t.app.ctx.db
      .insertInto('option_choices')
      .values(
        ['Oat', 'Less sugar', '+1 shot'].map((name, position) => ({
          group_id: group.id,
          name,
          price: 0,
          position,
          deleted_at: null,
        })),
      )
      .returning('id')
      .execute();
    await t.app.ctx.db
      .insertInto('order_detail_options')
      .values(
        ['Oat', 'Less sugar', '+1 shot'].map((name, position) => ({
          order_detail_id: lines[0]!.id,
          choice_id: choices[position]!.id,
          group_name: 'Group',
          name,
          price: 0,
          is_default: 0,
          position,
        })),
      )
      .execute();

    const report = (await get('/api/order/income/orders?from=2026-12-08&to=2026-12-08')).json().data as {
      id: number;
      lines: unknown[];
    }[];
    expect(report.find((row) => row.id === order!.id)!.lines).toEqual([
      { name: 'Report Latte', size: 'L', qty: 1, options: ['Oat', 'Less sugar', '+1 shot'], note: 'extra hot' },
      { name: 'Report Latte', size: 'R', qty: 2, options: [], note: null },
    ]);
  });

  it('defaults to the last 7 days and refuses an unreal or reversed period', async () => {
    expect((await get('/api/order/income/orders')).statusCode).toBe(200);
    expectError(await get('/api/order/income/orders?from=2026-02-31&to=2026-03-02'), 400);
    expectError(await get('/api/order/income/orders?from=2026-12-05&to=2026-12-01'), 400);
    expectError(await get('/api/order/income/orders?from=yesterday'), 400);
  });
});
