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
import { checkoutOrder, payOrder } from './support/orderFlow.ts';

let t: TestApp;
// Monday 23 November 2026, 15:00 shop time; tests move the clock on by hand.
let now = parseShopTime('2026-11-23T15:00')!;
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
  return now;
};
let admin: Account;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await createAccount(t.app, 'admin');
  productId = (await insertProduct(t.app, { stock: 10_000 })).id;
});
afterAll(() => t.close());

async function paidOrder(customer: Account, deliveryTime = ''): Promise<number> {
  const lines = [
    { product_id: productId, qty: 2, size: 'L' },
    { product_id: productId, qty: 1, size: 'R' },
  ];
  const orderId = await checkoutOrder(t.app, customer, lines, deliveryTime);
  await payOrder(t.app, customer, orderId);
  return orderId;
}

const move = (orderId: number, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/order/status',
    headers: admin.auth,
    payload: { order_id: orderId, status },
  });
const queue = (account: Account | null = admin) =>
  t.app.inject({ method: 'GET', url: '/api/order/queue', headers: account?.auth ?? {} });

interface Ticket {
  id: number;
  status: string;
  due_at: string;
}

describe('GET /api/order/queue', () => {
  it('is for admins only', async () => {
    expectError(await queue(null), 401, 'invalid token');
    expectError(await queue(await createAccount(t.app)), 403);
    expect((await queue()).statusCode).toBe(200);
  });

  it('lists paid, preparing and ready orders with name, method, times and lines, oldest first', async () => {
    const named = await createAccount(t.app);
    await t.app.ctx.db
      .updateTable('users')
      .set({ first_name: 'Wulan Sari', username: 'wulan' })
      .where('id', '=', named.id)
      .execute();
    const first = await paidOrder(named);
    // The test product is sold for dine in only; the method is what the ticket must show.
    await t.app.ctx.db.updateTable('orders').set({ delivery_method: 'take away' }).where('id', '=', first).execute();
    const paidAt = now.toISOString();
    later(1);
    const second = await paidOrder(await createAccount(t.app));
    later(1);
    const third = await paidOrder(await createAccount(t.app));
    later(1);
    const done = await paidOrder(await createAccount(t.app));
    await move(second, 'preparing');
    await move(third, 'preparing');
    await move(third, 'ready');
    for (const status of ['preparing', 'ready', 'done']) await move(done, status);

    const response = await queue();
    expect(response.statusCode).toBe(200);
    const tickets: Ticket[] = response.json().data;
    const ids = tickets.map((ticket) => ticket.id);
    expect(ids).not.toContain(done);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(third));
    expect(tickets.find((ticket) => ticket.id === first)).toEqual({
      id: first,
      status: 'paid',
      name: 'Wulan',
      delivery_method: 'take away',
      delivery_time: paidAt,
      paid_at: paidAt,
      preparing_at: null,
      ready_at: null,
      due_at: paidAt,
      order_details: [
        expect.objectContaining({ qty: 2, size: 'L', product: expect.objectContaining({ id: productId }) }),
        expect.objectContaining({ qty: 1, size: 'R' }),
      ],
    });
    expect(tickets.find((ticket) => ticket.id === second)).toMatchObject({
      status: 'preparing',
      preparing_at: now.toISOString(),
    });
    expect(tickets.find((ticket) => ticket.id === third)).toMatchObject({
      status: 'ready',
      ready_at: now.toISOString(),
    });
    // Clear the board for the next test.
    for (const id of [first, second, third]) {
      await t.app.ctx.db.updateTable('orders').set({ status: 'done' }).where('id', '=', id).execute();
    }
  });

  it('gives a scheduled order the time it joins the queue: its delivery time less the preparation time', async () => {
    const wanted = new Date(now.getTime() + 60 * 60_000);
    const scheduled = await paidOrder(await createAccount(t.app), wanted.toISOString());
    const rush = await paidOrder(await createAccount(t.app));
    const tickets: Ticket[] = (await queue()).json().data;
    const ids = tickets.map((ticket) => ticket.id);
    expect(ids.indexOf(rush)).toBeLessThan(ids.indexOf(scheduled));
    const ticket = tickets.find((one) => one.id === scheduled)!;
    expect(Date.parse(ticket.due_at)).toBeGreaterThan(now.getTime());
    expect(Date.parse(ticket.due_at)).toBeLessThan(wanted.getTime());
    expect(ticket).toMatchObject({ status: 'paid', delivery_time: wanted.toISOString() });
  });
});
