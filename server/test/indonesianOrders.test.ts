import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OptionGroup } from '../../src/domain/options.ts';
import { createAccount, createTestApp, insertProduct, type Account, type TestApp } from './support/testApp.ts';

/*
 * An order's lines in Bahasa Indonesia (docs/product.md, "Languages"): every answer that carries a
 * customer's order lines gives the product's Indonesian name and each choice's Indonesian names as
 * the order's snapshot kept them, beside the English ones, which stay the record. An order older than
 * them answers null, and the pages show the English.
 */

let t: TestApp;
let admin: Account;
let milk: OptionGroup;
let latte: { id: number; name: string };

interface Line {
  product: { name: string; name_indonesian?: string | null };
  options: { group: string; name: string; group_indonesian?: string | null; name_indonesian?: string | null }[];
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t.app, 'admin');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/option-groups',
    headers: admin.auth,
    payload: {
      name: 'Milk',
      name_indonesian: 'Susu',
      min: 1,
      max: 1,
      choices: [
        { name: 'Whole milk', name_indonesian: 'Susu sapi', price: 0, is_default: true },
        { name: 'Oat', price: 8000 },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  milk = created.json().data as OptionGroup;
  latte = await insertProduct(t.app, { name: 'Iced Latte', name_indonesian: 'Es Latte', price: 25000, stock: 1000 });
  const assigned = await t.app.inject({
    method: 'PATCH',
    url: `/api/products/${latte.id}`,
    headers: admin.auth,
    payload: { option_group_ids: [milk.id] },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
});
afterAll(() => t.close());

async function ordered(customer: Account, choice: string): Promise<number> {
  const id = milk.choices.find((candidate) => candidate.name === choice)!.id;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    headers: customer.auth,
    payload: {
      delivery_method: 'dine in',
      delivery_time: '',
      products: [{ product_id: latte.id, size: 'R', qty: 1, options: [id] }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.order_id as number;
}

/** The order's one line in each answer a customer reads it from: detail, unpaid, mine and history. */
async function linesOf(customer: Account, orderId: number): Promise<Line[]> {
  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: customer.auth })).json().data as unknown;
  const detail = (await get(`/api/order/detail-order/${orderId}`)) as { order_details: Line[] };
  const unpaid = (await get('/api/order/unpaid')) as { order_details: Line[] };
  const mine = (await get('/api/order/mine')) as { id: number; order_details: Line[] }[];
  const history = (await get('/api/history')) as (Line & { order_id: number })[];
  return [
    detail.order_details[0]!,
    unpaid.order_details[0]!,
    mine.find((order) => order.id === orderId)!.order_details[0]!,
    history.find((line) => line.order_id === orderId)!,
  ];
}

describe('an order’s lines in Bahasa Indonesia', () => {
  it('carry the product’s and the choices’ Indonesian names beside the English in every answer', async () => {
    const customer = await createAccount(t.app);
    const lines = await linesOf(customer, await ordered(customer, 'Whole milk'));
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(line.product).toMatchObject({ name: 'Iced Latte', name_indonesian: 'Es Latte' });
      expect(line.options).toEqual([
        expect.objectContaining({
          group: 'Milk',
          name: 'Whole milk',
          group_indonesian: 'Susu',
          name_indonesian: 'Susu sapi',
        }),
      ]);
    }
  });

  it('answer null for a choice the shop gave no Indonesian name', async () => {
    const customer = await createAccount(t.app);
    const [line] = await linesOf(customer, await ordered(customer, 'Oat'));
    expect(line!.options).toEqual([
      expect.objectContaining({ group: 'Milk', name: 'Oat', group_indonesian: 'Susu', name_indonesian: null }),
    ]);
  });

  it('keep the choices’ Indonesian names as ordered when the shop renames them later', async () => {
    const customer = await createAccount(t.app);
    const orderId = await ordered(customer, 'Whole milk');
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/option-groups/${milk.id}`,
      headers: admin.auth,
      payload: {
        name_indonesian: 'Pilihan susu',
        choices: milk.choices.map((choice) => ({
          id: choice.id,
          name: choice.name,
          name_indonesian: choice.name === 'Whole milk' ? 'Susu full cream' : '',
          price: choice.price,
          is_default: choice.is_default,
        })),
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [line] = await linesOf(customer, orderId);
    expect(line!.options[0]).toMatchObject({ group_indonesian: 'Susu', name_indonesian: 'Susu sapi' });
    // Put back for the other tests.
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/option-groups/${milk.id}`,
      headers: admin.auth,
      payload: { name_indonesian: 'Susu', choices: milk.choices },
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('answer null for an order older than the Indonesian names (the pages show the English)', async () => {
    const customer = await createAccount(t.app);
    const orderId = await ordered(customer, 'Whole milk');
    // An order written before the snapshot kept them: its rows have no Indonesian names.
    const lineIds = (
      await t.app.ctx.db.selectFrom('order_details').select('id').where('order_id', '=', orderId).execute()
    ).map((row) => row.id);
    await t.app.ctx.db
      .updateTable('order_detail_options')
      .set({ group_name_indonesian: null, name_indonesian: null })
      .where('order_detail_id', 'in', lineIds)
      .execute();
    for (const line of await linesOf(customer, orderId)) {
      expect(line.options).toEqual([
        expect.objectContaining({ group: 'Milk', name: 'Whole milk', group_indonesian: null, name_indonesian: null }),
      ]);
    }
  });

  it('answer null for a product with no Indonesian name', async () => {
    const plain = await insertProduct(t.app, { name: 'Plain Water', price: 5000, stock: 10 });
    const customer = await createAccount(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: customer.auth,
      payload: {
        delivery_method: 'dine in',
        delivery_time: '',
        products: [{ product_id: plain.id, size: 'R', qty: 1 }],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    for (const line of await linesOf(customer, response.json().data.order_id as number)) {
      expect(line.product).toMatchObject({ name: 'Plain Water', name_indonesian: null });
      expect(line.options).toEqual([]);
    }
  });
});
