import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Size } from '../../src/domain/categories.ts';
import { DEFAULT_PRICE_RATES, lineTotal, orderTotals } from '../../src/domain/pricing.ts';
import {
  createAccount,
  createTestApp,
  insertProduct,
  nextMondayAt,
  type Account,
  type TestApp,
} from './support/testApp.ts';

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t.app, 'admin');
});
afterAll(() => t.close());

/** Checks out with a fresh customer (one unpaid order each) and answers the order detail. */
async function buy(
  method: 'dine in' | 'home delivery' | 'take away',
  products: { product_id: number; qty: number; size: Size; price?: number }[],
  extra: object = {},
) {
  const customer = await createAccount(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    headers: customer.auth,
    payload: {
      delivery_method: method,
      delivery_time: method === 'dine in' ? '' : nextMondayAt(14),
      products,
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const detail = await t.app.inject({
    method: 'GET',
    url: `/api/order/detail-order/${response.json().data.order_id}`,
    headers: customer.auth,
  });
  return { checkout: response.json().data, detail: detail.json().data };
}

describe('size tiers', () => {
  it.each([
    ['R', 20000],
    ['L', 25000],
    ['XL', 28000],
  ] as const)('a drink in %s costs %i per unit', async (size, unit) => {
    const product = await insertProduct(t.app, { price: 20000, size: 'R,L,XL' });
    const { detail } = await buy('dine in', [{ product_id: product.id, qty: 3, size }]);
    const line = detail.order_details[0];
    expect(line.unit_price).toBe(unit);
    expect(line.price).toBe(unit * 3);
    expect(line.product.price * line.qty).toBe(line.price);
    expect(unit).toBe(lineTotal(20000, size, 1));
  });

  it.each([
    ['250', 30000],
    ['300', 35000],
    ['500', 38000],
  ] as const)('a food of %s g costs %i per unit', async (size, unit) => {
    const product = await insertProduct(t.app, { price: 30000, size: '250,300,500', category_id: 3 });
    const { detail } = await buy('dine in', [{ product_id: product.id, qty: 2, size }]);
    expect(detail.order_details[0]).toMatchObject({ unit_price: unit, price: unit * 2, size });
  });

  it('adds the lines of a mixed cart and merges repeated lines', async () => {
    const coffee = await insertProduct(t.app, { price: 18000 });
    const food = await insertProduct(t.app, { price: 32000, size: '250,300,500', category_id: 3 });
    const { checkout, detail } = await buy('dine in', [
      { product_id: coffee.id, qty: 1, size: 'R' },
      { product_id: coffee.id, qty: 2, size: 'XL' },
      { product_id: food.id, qty: 1, size: '300' },
      { product_id: coffee.id, qty: 1, size: 'R' },
    ]);
    const { taxFee, ...rest } = orderTotals(
      [lineTotal(18000, 'R', 2), lineTotal(18000, 'XL', 2), lineTotal(32000, '300', 1)],
      'dine in',
      DEFAULT_PRICE_RATES,
    );
    // The domain's totals as the API names them.
    const expected = { ...rest, tax_fee: taxFee };
    expect(detail.order_details).toHaveLength(3);
    expect(checkout).toMatchObject(expected);
    expect(detail).toMatchObject(expected);
    expect(expected).toEqual({ subtotal: 36000 + 52000 + 37000, tax_fee: 12500, shipping: 0, total: 137500 });
  });
});

describe('tax and shipping', () => {
  it.each([
    [18004, 1800],
    [18005, 1801],
    [18006, 1801],
    [18015, 1802],
  ])('tax on a subtotal of %i is %i (10%, nearest rupiah)', async (price, tax) => {
    const product = await insertProduct(t.app, { price });
    const { checkout } = await buy('dine in', [{ product_id: product.id, qty: 1, size: 'R' }]);
    expect(checkout).toMatchObject({ subtotal: price, tax_fee: tax, shipping: 0, total: price + tax });
  });

  it('home delivery adds 10000 shipping', async () => {
    const product = await insertProduct(t.app, { price: 25000, is_dine_in: 0, is_home_delivery: 1 });
    const { checkout, detail } = await buy('home delivery', [{ product_id: product.id, qty: 2, size: 'L' }]);
    expect(checkout).toEqual({
      order_id: expect.any(Number),
      status: 'new order',
      subtotal: 60000,
      tax_fee: 6000,
      shipping: 10000,
      total: 76000,
    });
    expect(detail.delivery_method).toBe('home delivery');
  });

  it('take away has no shipping', async () => {
    const product = await insertProduct(t.app, { price: 25000, is_dine_in: 0, is_pick_up: 1 });
    const { checkout } = await buy('take away', [{ product_id: product.id, qty: 1, size: 'R' }]);
    expect(checkout).toMatchObject({ subtotal: 25000, tax_fee: 2500, shipping: 0, total: 27500 });
  });
});

describe('the server prices from its database', () => {
  it('ignores prices and totals sent by the client', async () => {
    const product = await insertProduct(t.app, { price: 40000 });
    const { checkout } = await buy('dine in', [{ product_id: product.id, qty: 1, size: 'R', price: 1 }], {
      total: 1,
      subtotal: 1,
    });
    expect(checkout).toMatchObject({ subtotal: 40000, tax_fee: 4000, total: 44000 });
  });

  it('a later price change does not rewrite a past order', async () => {
    const product = await insertProduct(t.app, { price: 20000 });
    const { checkout } = await buy('dine in', [{ product_id: product.id, qty: 1, size: 'L' }]);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: admin.auth,
      payload: { price: 99000 },
    });
    expect(patched.statusCode).toBe(200);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/order/detail-order/${checkout.order_id}`,
      headers: admin.auth,
    });
    expect(detail.json().data).toMatchObject({ subtotal: 25000, total: 27500 });
    expect(detail.json().data.order_details[0]).toMatchObject({
      unit_price: 25000,
      price: 25000,
      product: { price: 25000 },
    });
  });
});
