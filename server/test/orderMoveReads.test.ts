import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseShopTime } from '../../src/domain/shopTime.ts';
import * as queuePosition from '../orders/queuePosition.ts';
import { checkoutOrder, payOrder } from './support/orderFlow.ts';
import { createAccount, createTestApp, insertProduct, type Account, type TestApp } from './support/testApp.ts';

vi.mock('../orders/queuePosition.ts', { spy: true });

let t: TestApp;
const now = parseShopTime('2026-11-23T15:00')!;
let admin: Account;
let customer: Account;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await createAccount(t.app, 'admin');
  customer = await createAccount(t.app);
  productId = (await insertProduct(t.app, { stock: 100 })).id;
});
afterAll(() => t.close());

describe('PATCH /api/order/status', () => {
  it('reads the queue once per move and answers with the live fields its event carries', async () => {
    const orderId = await checkoutOrder(t.app, customer, [{ product_id: productId, qty: 1, size: 'R' }]);
    await payOrder(t.app, customer, orderId);
    vi.mocked(queuePosition.loadQueue).mockClear();
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/order/status',
      headers: admin.auth,
      payload: { order_id: orderId, status: 'preparing' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(queuePosition.loadQueue).toHaveBeenCalledTimes(1);
    const event = await t.app.ctx.db
      .selectFrom('events')
      .select('data')
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const { queue_position, estimated_ready_at } = JSON.parse(event.data) as Record<string, unknown>;
    expect(response.json().data).toMatchObject({ status: 'preparing', queue_position, estimated_ready_at });
    expect(queue_position).toBe(1);
  });
});
