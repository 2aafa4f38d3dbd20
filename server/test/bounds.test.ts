import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  createTestApp,
  expectError,
  insertProduct,
  tableCounts,
  type Account,
  type TestApp,
} from './support/testApp.ts';

/** The out-of-range inputs that once answered 500 or stored an order nobody could read back. */

let t: TestApp;
let customer: Account;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  customer = await createAccount(t.app);
  admin = await createAccount(t.app, 'admin');
});
afterAll(() => t.close());

const TOO_BIG_ID = 2_147_483_648;

describe('ids past 32 bits', () => {
  it('a checkout naming product 2147483648 answers 400 and writes nothing', async () => {
    const before = await tableCounts(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: customer.auth,
      payload: { delivery_method: 'dine in', products: [{ product_id: TOO_BIG_ID, qty: 1, size: 'R' }] },
    });
    expectError(response, 400, 'product_id must be a product id');
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('confirm-payment of order 2147483648 answers 400', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/order/confirm-payment',
      headers: customer.auth,
      payload: { payment_method_id: 1, order_id: TOO_BIG_ID },
    });
    expectError(response, 400, 'order_id must be an order id');
  });

  it.each([
    ['GET', `/api/products/${TOO_BIG_ID}`],
    ['GET', `/api/order/detail-order/${TOO_BIG_ID}`],
    ['PATCH', '/api/order/done'],
    ['PATCH', '/api/order/cancel'],
    ['DELETE', '/api/history/delete-history'],
  ])('%s %s answers 400 for that id', async (method, url) => {
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      headers: admin.auth,
      ...(method === 'GET' ? {} : { payload: { order_id: TOO_BIG_ID, order_detail_ids: [TOO_BIG_ID] } }),
    });
    expectError(response, 400);
  });
});

describe('text lengths', () => {
  it('a sign-up email of 2,700 characters answers 400 and creates nobody', async () => {
    const before = await tableCounts(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: `${'a'.repeat(2_690)}@shop.test`, password: 'password123', phone_number: '0812345678' },
    });
    expectError(response, 400, 'Your email must be at most 254 characters');
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('a login or reset request with such an email answers 400 too', async () => {
    const email = `${'a'.repeat(2_690)}@shop.test`;
    for (const url of ['/api/auth/login', '/api/auth/forgot-password/request']) {
      const response = await t.app.inject({ method: 'POST', url, payload: { email, password: 'password123' } });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('NUL characters, which PostgreSQL text cannot hold', () => {
  it.each([
    ['GET', '/api/products?search=%00', undefined],
    ['POST', '/api/auth/login', { email: 'a\u0000@shop.test', password: 'password123' }],
    [
      'PATCH',
      '/api/user/edit-profile',
      {
        email: 'kopi@shop.test',
        username: 'ko\u0000pi',
        first_name: 'Kopi',
        last_name: 'Susu',
        address: 'Jl. Kopi 1',
        phone_number: '0812345678',
        gender: 'male',
        bod: '1995-04-12',
      },
    ],
  ])('%s %s answers 400 and writes nothing', async (method, url, payload) => {
    const before = await tableCounts(t.app);
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      headers: customer.auth,
      ...(payload ? { payload } : {}),
    });
    expectError(response, 400, 'Text may not contain NUL characters');
    expect(await tableCounts(t.app)).toEqual(before);
  });
});

describe('money', () => {
  it('a product priced 9007199254740991 is refused, so no order can carry a total nobody can read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.auth,
      payload: {
        name: 'Gold latte',
        price: 9_007_199_254_740_991,
        stock: 5,
        category_id: 1,
        size: 'R',
        is_dine_in: 1,
        image: 'x',
      },
    });
    expectError(response, 400, 'Price must be from IDR 1 to IDR 10.000.000');
  });

  it('the database itself refuses a price, stock or amount out of bounds', async () => {
    await expect(insertProduct(t.app, { price: 10_000_001 })).rejects.toThrow(/products_price_bounds/);
    await expect(insertProduct(t.app, { price: 0 })).rejects.toThrow(/products_price_bounds/);
    await expect(insertProduct(t.app, { stock: 100_001 })).rejects.toThrow(/products_stock_bounds/);
    const product = await insertProduct(t.app);
    await expect(
      t.app.ctx.db.updateTable('products').set({ price: 2_000_000_000 }).where('id', '=', product.id).execute(),
    ).rejects.toThrow(/products_price_bounds/);
  });

  it('an order over IDR 2.000.000.000 answers 400 and takes no stock; the lists stay readable', async () => {
    const products = [];
    for (let i = 0; i < 2; i++) products.push(await insertProduct(t.app, { price: 10_000_000, stock: 500 }));
    const before = await tableCounts(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: customer.auth,
      payload: {
        delivery_method: 'dine in',
        products: products.flatMap((product) =>
          (['R', 'L', 'XL'] as const).map((size) => ({ product_id: product.id, qty: 99, size })),
        ),
      },
    });
    expectError(response, 400, /at most IDR\s2\.000\.000\.000/);
    expect(await tableCounts(t.app)).toEqual(before);
    const stock = await t.app.ctx.db.selectFrom('products').select('stock').where('id', '=', products[0]!.id).execute();
    expect(stock[0]!.stock).toBe(500);

    // The dearest order allowed is stored and read back whole.
    const dear = await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: customer.auth,
      payload: { delivery_method: 'dine in', products: [{ product_id: products[0]!.id, qty: 99, size: 'XL' }] },
    });
    expect(dear.statusCode, dear.body).toBe(201);
    const orderId = dear.json<{ data: { order_id: number; total: number } }>().data.order_id;
    expect(dear.json().data.total).toBe(Math.round((10_008_000 * 99 * 11) / 10));
    for (const url of ['/api/order/all?status=all', `/api/order/detail-order/${orderId}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: admin.auth })).statusCode, url).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/history', headers: customer.auth })).statusCode).toBe(200);
  });
});
