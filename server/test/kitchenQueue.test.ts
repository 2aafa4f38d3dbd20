import { describe, expect, it } from 'vitest';
import { createAccount, expectError, type Account } from './support/testApp.ts';
import { checkoutOrder, kitchenShop, payOrder } from './support/orderFlow.ts';

const shop = kitchenShop();

async function paidOrder(customer: Account, deliveryTime = ''): Promise<number> {
  const lines = [
    { product_id: shop.productId, qty: 2, size: 'L' },
    { product_id: shop.productId, qty: 1, size: 'R' },
  ];
  const orderId = await checkoutOrder(shop.t.app, customer, lines, deliveryTime);
  await payOrder(shop.t.app, customer, orderId);
  return orderId;
}

const move = (orderId: number, status: string) =>
  shop.t.app.inject({
    method: 'PATCH',
    url: '/api/order/status',
    headers: shop.admin.auth,
    payload: { order_id: orderId, status },
  });
const queue = (account: Account | null = shop.admin) =>
  shop.t.app.inject({ method: 'GET', url: '/api/order/queue', headers: account?.auth ?? {} });

interface Ticket {
  id: number;
  status: string;
  due_at: string;
}

describe('GET /api/order/queue', () => {
  it('is for admins only', async () => {
    expectError(await queue(null), 401, 'invalid token');
    expectError(await queue(await createAccount(shop.t.app)), 403);
    expect((await queue()).statusCode).toBe(200);
  });

  it('lists paid, preparing and ready orders with name, method, times and lines, oldest first', async () => {
    const named = await createAccount(shop.t.app);
    await shop.t.app.ctx.db
      .updateTable('users')
      .set({ first_name: 'Wulan Sari', username: 'wulan' })
      .where('id', '=', named.id)
      .execute();
    const first = await paidOrder(named);
    // The test product is sold for dine in only; the method is what the ticket must show.
    await shop.t.app.ctx.db
      .updateTable('orders')
      .set({ delivery_method: 'take away' })
      .where('id', '=', first)
      .execute();
    const paidAt = shop.now.toISOString();
    shop.later(1);
    const second = await paidOrder(await createAccount(shop.t.app));
    shop.later(1);
    const third = await paidOrder(await createAccount(shop.t.app));
    shop.later(1);
    const done = await paidOrder(await createAccount(shop.t.app));
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
        expect.objectContaining({ qty: 2, size: 'L', product: expect.objectContaining({ id: shop.productId }) }),
        expect.objectContaining({ qty: 1, size: 'R' }),
      ],
      cash_due: null,
      address: null,
      customer_phone: null,
    });
    expect(tickets.find((ticket) => ticket.id === second)).toMatchObject({
      status: 'preparing',
      preparing_at: shop.now.toISOString(),
    });
    expect(tickets.find((ticket) => ticket.id === third)).toMatchObject({
      status: 'ready',
      ready_at: shop.now.toISOString(),
    });
    // Clear the board for the next test.
    for (const id of [first, second, third]) {
      await shop.t.app.ctx.db.updateTable('orders').set({ status: 'done' }).where('id', '=', id).execute();
    }
  });

  it('gives a scheduled order the time it joins the queue: its delivery time less the preparation time', async () => {
    const wanted = new Date(shop.now.getTime() + 60 * 60_000);
    const scheduled = await paidOrder(await createAccount(shop.t.app), wanted.toISOString());
    const rush = await paidOrder(await createAccount(shop.t.app));
    const tickets: Ticket[] = (await queue()).json().data;
    const ids = tickets.map((ticket) => ticket.id);
    expect(ids.indexOf(rush)).toBeLessThan(ids.indexOf(scheduled));
    const ticket = tickets.find((one) => one.id === scheduled)!;
    expect(Date.parse(ticket.due_at)).toBeGreaterThan(shop.now.getTime());
    expect(Date.parse(ticket.due_at)).toBeLessThan(wanted.getTime());
    expect(ticket).toMatchObject({ status: 'paid', delivery_time: wanted.toISOString() });
  });

  it('gives the rider the address and phone of a home delivery, and nobody else’s', async () => {
    const customer = await createAccount(shop.t.app);
    const delivered = await paidOrder(customer);
    const dineIn = await paidOrder(await createAccount(shop.t.app));
    // What the customer typed when paying, on both orders; only the delivery's ticket may show it.
    await shop.t.app.ctx.db
      .updateTable('orders')
      .set({ address: 'Jl. Kemang Raya 12, Jakarta Selatan', customer_phone: '081234567890' })
      .where('id', 'in', [delivered, dineIn])
      .execute();
    await shop.t.app.ctx.db
      .updateTable('orders')
      .set({ delivery_method: 'home delivery' })
      .where('id', '=', delivered)
      .execute();
    const tickets: Ticket[] = (await queue()).json().data;
    expect(tickets.find((ticket) => ticket.id === delivered)).toMatchObject({
      delivery_method: 'home delivery',
      address: 'Jl. Kemang Raya 12, Jakarta Selatan',
      customer_phone: '081234567890',
    });
    expect(tickets.find((ticket) => ticket.id === dineIn)).toMatchObject({ address: null, customer_phone: null });
    for (const id of [delivered, dineIn]) {
      await shop.t.app.ctx.db.updateTable('orders').set({ status: 'done' }).where('id', '=', id).execute();
    }
  });

  it('says how much cash to collect for an order paid in cash, until it is handed over', async () => {
    const customer = await createAccount(shop.t.app);
    const orderId = await checkoutOrder(shop.t.app, customer, [{ product_id: shop.productId, qty: 1, size: 'R' }], '');
    await payOrder(shop.t.app, customer, orderId, 3);
    const { total } = await shop.t.app.ctx.db
      .selectFrom('orders')
      .select('total')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const ticketOf = async () =>
      ((await queue()).json().data as (Ticket & { cash_due: number | null })[]).find((ticket) => ticket.id === orderId);
    expect((await ticketOf())?.cash_due).toBe(total);
    await move(orderId, 'preparing');
    await move(orderId, 'ready');
    expect((await ticketOf())?.cash_due).toBe(total);
    await move(orderId, 'done');
    // Handed over: the cash was collected, the ticket is off the board.
    expect(await ticketOf()).toBeUndefined();
    const attempt = await shop.t.app.ctx.db
      .selectFrom('payment_attempts')
      .select('state')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(attempt.state).toBe('paid');
  });
});
