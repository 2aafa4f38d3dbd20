import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createTestApp, insertProduct, type Account, type TestApp } from './testApp.ts';

let t: TestApp;
let customers: Account[];

beforeAll(async () => {
  t = await createTestApp();
  customers = [];
  for (let i = 0; i < 24; i++) customers.push(await createAccount(t.app, 'customer', `buyer${i}`));
});
afterAll(() => t.close());

const stockOf = async (id: number) =>
  (await t.app.ctx.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

const buyAll = (buyers: Account[], products: { product_id: number; qty: number; size: string }[]) =>
  Promise.all(
    buyers.map((buyer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/checkout',
        headers: buyer.auth,
        payload: { delivery_method: 'dine in', delivery_time: '', products },
      }),
    ),
  );

/** Marks every open order paid, so the same customers can buy again in the next test. */
async function payAll() {
  await t.app.ctx.db.updateTable('orders').set({ status: 'paid' }).where('status', '=', 'new order').execute();
}

describe('many customers buying the last units at once', () => {
  it('sells exactly the stock: 5 units, 24 buyers of one each', async () => {
    const product = await insertProduct(t.app, { name: 'Last Batch Cold Brew', stock: 5 });
    const answers = await buyAll(customers, [{ product_id: product.id, qty: 1, size: 'R' }]);
    const sold = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(sold).toHaveLength(5);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.json().messages).toBe('Not enough stock for Last Batch Cold Brew');
    expect(await stockOf(product.id)).toBe(0);
    const lines = await t.app.ctx.db
      .selectFrom('order_details')
      .select('qty')
      .where('product_id', '=', product.id)
      .execute();
    expect(lines.reduce((sum, line) => sum + line.qty, 0)).toBe(5);
    await payAll();
  });

  it('never oversells with several units per order: 7 units, buyers of 2', async () => {
    const product = await insertProduct(t.app, { stock: 7 });
    const answers = await buyAll(customers, [{ product_id: product.id, qty: 2, size: 'L' }]);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(await stockOf(product.id)).toBe(1);
    await payAll();
  });

  it('carts sharing two scarce products in opposite orders neither deadlock nor oversell', async () => {
    const a = await insertProduct(t.app, { stock: 6 });
    const b = await insertProduct(t.app, { stock: 4 });
    const half = customers.length / 2;
    const [forward, backward] = await Promise.all([
      buyAll(customers.slice(0, half), [
        { product_id: a.id, qty: 1, size: 'R' },
        { product_id: b.id, qty: 1, size: 'R' },
      ]),
      buyAll(customers.slice(half), [
        { product_id: b.id, qty: 1, size: 'R' },
        { product_id: a.id, qty: 1, size: 'R' },
      ]),
    ]);
    const answers = [...forward, ...backward];
    expect(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 409)).toBe(true);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(4);
    expect(await stockOf(a.id)).toBe(2);
    expect(await stockOf(b.id)).toBe(0);
    await payAll();
  });

  it('one customer racing two carts gets one order', async () => {
    const product = await insertProduct(t.app, { stock: 50 });
    const buyer = customers[0]!;
    const answers = await buyAll([buyer, buyer, buyer, buyer], [{ product_id: product.id, qty: 1, size: 'R' }]);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const answer of answers.filter((item) => item.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().messages).toBe('Your must pay your checkout first');
    }
    expect(await stockOf(product.id)).toBe(49);
  });
});
