import { afterAll, beforeAll, expect } from 'vitest';
import { parseShopTime } from '../../../src/domain/shopTime.ts';
import type { App } from '../../app.ts';
import { createAccount, createTestApp, insertProduct, type Account, type TestApp } from './testApp.ts';

/** One line of a checkout's body. */
export interface CheckoutLine {
  product_id: number;
  qty: number;
  size: string;
}

/** `POST order/checkout` of these lines, dine in (now, unless a time is given), which must succeed: the order's id. */
export async function checkoutOrder(
  app: App,
  customer: Account,
  products: CheckoutLine[],
  deliveryTime = '',
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    headers: customer.auth,
    payload: { delivery_method: 'dine in', delivery_time: deliveryTime, products },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.order_id as number;
}

/** `PATCH order/confirm-payment` of a dine-in order (no address, no phone), which must succeed. */
export async function payOrder(app: App, customer: Account, orderId: number, paymentMethodId = 1): Promise<void> {
  const response = await app.inject({
    method: 'PATCH',
    url: '/api/order/confirm-payment',
    headers: customer.auth,
    payload: { address: '', customer_phone: '', payment_method_id: paymentMethodId, order_id: orderId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** `PATCH order/status` by an admin, one step at a time, each of which must succeed. */
export async function moveOrderThrough(app: App, admin: Account, orderId: number, ...statuses: string[]) {
  for (const status of statuses) {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/order/status',
      headers: admin.auth,
      payload: { order_id: orderId, status },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

/**
 * A shop for tests of the kitchen's queue, opened before the file's tests and closed after: its clock
 * starts on Monday 23 November 2026, 15:00 shop time and moves only by `later`; an admin; a product
 * with stock for any number of orders.
 */
export function kitchenShop() {
  const shop = {
    now: parseShopTime('2026-11-23T15:00')!,
    /** Moves the clock on, and answers the new time. */
    later(minutes: number): Date {
      shop.now = new Date(shop.now.getTime() + minutes * 60_000);
      return shop.now;
    },
    t: undefined as unknown as TestApp,
    admin: undefined as unknown as Account,
    productId: 0,
  };
  beforeAll(async () => {
    shop.t = await createTestApp({ clock: () => shop.now });
    shop.admin = await createAccount(shop.t.app, 'admin');
    shop.productId = (await insertProduct(shop.t.app, { stock: 10_000 })).id;
  });
  afterAll(() => shop.t.close());
  return shop;
}
