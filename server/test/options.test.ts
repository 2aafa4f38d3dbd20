import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OptionGroup } from '../../src/domain/options.ts';
import { eventsAfter, maySee } from '../events/orderEvents.ts';
import type { ShopEvent } from '../events/shopEvents.ts';
import {
  createAccount,
  createTestApp,
  expectError,
  insertProduct,
  tableCounts,
  type Account,
  type TestApp,
} from './support/testApp.ts';

/*
 * Customisations: option groups, choices on cart and checkout lines, the price rule, the snapshot and
 * sold out (docs/product.md, "Customisations"), on the database the run is for.
 */

let t: TestApp;
let admin: Account;
let milk: OptionGroup;
let sugar: OptionGroup;
let shot: OptionGroup;
let syrup: OptionGroup;
let latte: { id: number; name: string };
let croissant: { id: number; name: string };

interface GroupAnswer {
  data: OptionGroup & { product_ids: number[] };
}

async function createGroup(payload: object): Promise<OptionGroup> {
  const response = await t.app.inject({ method: 'POST', url: '/api/option-groups', headers: admin.auth, payload });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as GroupAnswer).data;
}

const choiceId = (group: OptionGroup, name: string) => group.choices.find((choice) => choice.name === name)!.id;

async function assign(productId: number, groups: OptionGroup[]) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/products/${productId}`,
    headers: admin.auth,
    payload: { option_group_ids: groups.map((group) => group.id) },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A customer with nothing unpaid, so a checkout is allowed. */
async function freshCustomer() {
  return createAccount(t.app);
}

const checkout = (customer: Account, products: object[], method = 'dine in') =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    headers: customer.auth,
    payload: { delivery_method: method, delivery_time: '', products },
  });

async function detail(customer: Account, orderId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/order/detail-order/${orderId}`,
    headers: customer.auth,
  });
  return response.json().data as {
    subtotal: number;
    order_details: { qty: number; unit_price: number; price: number; note: string | null; options: object[] }[];
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t.app, 'admin');
  milk = await createGroup({
    name: 'Milk',
    min: 1,
    max: 1,
    choices: [
      { name: 'Whole milk', price: 0, is_default: true },
      { name: 'Oat', price: 8000 },
      { name: 'Almond', price: 8000 },
    ],
  });
  sugar = await createGroup({
    name: 'Sugar',
    min: 1,
    max: 1,
    choices: [
      { name: 'Normal sugar', price: 0, is_default: true },
      { name: 'Less sugar', price: 0 },
    ],
  });
  shot = await createGroup({
    name: 'Extra shot',
    min: 0,
    max: 2,
    choices: [
      { name: '+1 shot', price: 6000 },
      { name: '+2 shots', price: 12000 },
    ],
  });
  syrup = await createGroup({
    name: 'Syrup',
    min: 0,
    max: 1,
    choices: [
      { name: 'Vanilla', price: 5000 },
      { name: 'Caramel', price: 5000 },
    ],
  });
  latte = await insertProduct(t.app, { name: 'Option Latte', price: 25000, stock: 10_000 });
  croissant = await insertProduct(t.app, { name: 'Option Croissant', category_id: 3, size: '250', stock: 10_000 });
  await assign(latte.id, [milk, sugar, shot]);
  await assign(croissant.id, [syrup]);
});
afterAll(() => t.close());

describe('option groups', () => {
  it('lists the groups with their choices and the products that offer them; anyone may read them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/option-groups' });
    expect(response.statusCode).toBe(200);
    const groups = response.json().data as (OptionGroup & { product_ids: number[] })[];
    const listed = groups.find((group) => group.id === milk.id)!;
    expect(listed).toEqual({
      id: milk.id,
      name: 'Milk',
      name_indonesian: null,
      min: 1,
      max: 1,
      choices: [
        {
          id: expect.any(Number),
          name: 'Whole milk',
          name_indonesian: null,
          price: 0,
          is_default: true,
          sold_out: false,
        },
        { id: expect.any(Number), name: 'Oat', name_indonesian: null, price: 8000, is_default: false, sold_out: false },
        {
          id: expect.any(Number),
          name: 'Almond',
          name_indonesian: null,
          price: 8000,
          is_default: false,
          sold_out: false,
        },
      ],
      product_ids: [latte.id],
    });
  });

  it('shows a product’s groups in its page’s order on GET products/{id}', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${latte.id}` });
    const [product] = response.json().result;
    expect(product.sold_out).toBe(false);
    expect(product.options.map((group: OptionGroup) => group.name)).toEqual(['Milk', 'Sugar', 'Extra shot']);
    expect(product.options[0].choices).toHaveLength(3);
  });

  it('refuses a group that cannot be ordered, writing nothing', async () => {
    const before = await tableCounts(t.app);
    const bad = [
      [{ name: '', min: 0, max: 1, choices: [{ name: 'A', price: 0 }] }, /Give the group a name/],
      [{ name: 'Ice', min: 2, max: 1, choices: [{ name: 'A', price: 0 }] }, 'min cannot be more than max'],
      [
        { name: 'Ice', min: 2, max: 2, choices: [{ name: 'A', price: 0 }] },
        'min cannot be more than the number of choices',
      ],
      [{ name: 'Ice', min: 0, max: 1, choices: [] }, 'Give the group at least one choice'],
      [{ name: 'Ice', min: 0, max: 1, choices: [{ name: 'A', price: -1 }] }, /price must be a whole number/],
      [
        {
          name: 'Ice',
          min: 0,
          max: 1,
          choices: [
            { name: 'A', price: 0 },
            { name: 'a', price: 0 },
          ],
        },
        'Two choices are called a',
      ],
      [
        {
          name: 'Ice',
          min: 0,
          max: 1,
          choices: [
            { name: 'A', price: 0, is_default: true },
            { name: 'B', price: 0, is_default: true },
          ],
        },
        'At most 1 of the choices can be the default',
      ],
      [
        { name: 'Ice', min: 0, max: 1, choices: Array.from({ length: 21 }, (_, i) => ({ name: `C${i}`, price: 0 })) },
        'A group has at most 20 choices',
      ],
    ] as const;
    for (const [payload, message] of bad) {
      const response = await t.app.inject({ method: 'POST', url: '/api/option-groups', headers: admin.auth, payload });
      expectError(response, 400, message);
    }
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('refuses to give a product a group that does not exist', async () => {
    const product = await insertProduct(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: admin.auth,
      payload: { option_group_ids: [milk.id, 999_999] },
    });
    expectError(response, 400, 'Option group 999999 does not exist');
    const [read] = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().result;
    expect(read.options).toEqual([]);
  });
});

describe('the names in Bahasa Indonesia', () => {
  const patch = (id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/option-groups/${id}`, headers: admin.auth, payload });
  const read = async (id: number) =>
    ((await t.app.inject({ method: 'GET', url: '/api/option-groups' })).json().data as OptionGroup[]).find(
      (group) => group.id === id,
    )!;

  it('keeps a group’s and its choices’ Indonesian names, and a product page returns them', async () => {
    const group = await createGroup({
      name: 'Sweetness',
      name_indonesian: ' Rasa manis ',
      min: 1,
      max: 1,
      choices: [
        { name: 'Sweet', name_indonesian: 'Manis', price: 0, is_default: true },
        { name: 'Plain', price: 0 },
      ],
    });
    expect(group).toMatchObject({ name_indonesian: 'Rasa manis' });
    expect(group.choices.map((choice) => choice.name_indonesian)).toEqual(['Manis', null]);
    const product = await insertProduct(t.app, { name: 'Manis Latte' });
    await assign(product.id, [group]);
    const [page] = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().result;
    expect(page.options[0]).toMatchObject({
      name_indonesian: 'Rasa manis',
      choices: [{ name_indonesian: 'Manis' }, {}],
    });
  });

  it('keeps them when a change does not send them, and clears one sent empty', async () => {
    const group = await createGroup({
      name: 'Foam',
      name_indonesian: 'Busa',
      min: 0,
      max: 1,
      choices: [{ name: 'Extra foam', name_indonesian: 'Ekstra busa', price: 0 }],
    });
    const [foam] = group.choices;
    const renamed = await patch(group.id, { choices: [{ id: foam!.id, name: 'More foam', price: 1000 }] });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await read(group.id)).toMatchObject({
      name_indonesian: 'Busa',
      choices: [{ name: 'More foam', name_indonesian: 'Ekstra busa', price: 1000 }],
    });
    const cleared = await patch(group.id, {
      name_indonesian: '',
      choices: [{ id: foam!.id, name: 'More foam', name_indonesian: null, price: 1000 }],
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await read(group.id)).toMatchObject({ name_indonesian: null, choices: [{ name_indonesian: null }] });
  });

  it('refuses names longer than the English ones may be, and changes nothing', async () => {
    const group = await createGroup({
      name: 'Topping',
      name_indonesian: 'Taburan',
      min: 0,
      max: 1,
      choices: [{ name: 'Cocoa', name_indonesian: 'Kakao', price: 0 }],
    });
    const before = await tableCounts(t.app);
    const tooLong = 'x'.repeat(41);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/option-groups',
        headers: admin.auth,
        payload: { name: 'Long', name_indonesian: tooLong, min: 0, max: 1, choices: [{ name: 'A', price: 0 }] },
      }),
      400,
      "The group's Indonesian name has at most 40 characters",
    );
    expect(await tableCounts(t.app)).toEqual(before);
    expectError(
      await patch(group.id, {
        choices: [{ id: group.choices[0]!.id, name: 'Cocoa', name_indonesian: tooLong, price: 0 }],
      }),
      400,
      "A choice's Indonesian name has at most 40 characters",
    );
    expect(await read(group.id)).toMatchObject({ name_indonesian: 'Taburan', choices: [{ name_indonesian: 'Kakao' }] });
  });
});

describe('checkout with choices', () => {
  it('prices a line as its size plus its choices, and keeps what it chose', async () => {
    const customer = await freshCustomer();
    const response = await checkout(customer, [
      {
        product_id: latte.id,
        size: 'L',
        qty: 2,
        options: [choiceId(shot, '+1 shot'), choiceId(milk, 'Oat'), choiceId(sugar, 'Less sugar')],
        note: '  extra hot ',
      },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const order = await detail(customer, response.json().data.order_id);
    // 25000 + 5000 (L) + 8000 (oat) + 6000 (shot) = 44000 a cup.
    expect(order.order_details).toEqual([
      expect.objectContaining({
        qty: 2,
        unit_price: 44000,
        price: 88000,
        note: 'extra hot',
        options: [
          { group: 'Milk', name: 'Oat', group_indonesian: null, name_indonesian: null, price: 8000, is_default: false },
          {
            group: 'Sugar',
            name: 'Less sugar',
            group_indonesian: null,
            name_indonesian: null,
            price: 0,
            is_default: false,
          },
          {
            group: 'Extra shot',
            name: '+1 shot',
            group_indonesian: null,
            name_indonesian: null,
            price: 6000,
            is_default: false,
          },
        ],
      }),
    ]);
    expect(order.subtotal).toBe(88000);
  });

  it('gives a line without options each group’s defaults (a client written against the specification)', async () => {
    const customer = await freshCustomer();
    const response = await checkout(customer, [{ product_id: latte.id, size: 'R', qty: 1 }]);
    expect(response.statusCode, response.body).toBe(201);
    const order = await detail(customer, response.json().data.order_id);
    expect(order.order_details[0]).toMatchObject({
      unit_price: 25000,
      note: null,
      options: [
        { group: 'Milk', name: 'Whole milk', price: 0, is_default: true },
        { group: 'Sugar', name: 'Normal sugar', price: 0, is_default: true },
      ],
    });
  });

  it('keeps two lines apart when their choices differ, and one line when they are the same', async () => {
    const customer = await freshCustomer();
    const oat = choiceId(milk, 'Oat');
    const base = { product_id: latte.id, size: 'R', qty: 1 };
    const response = await checkout(customer, [
      { ...base, options: [oat, choiceId(sugar, 'Normal sugar')] },
      { ...base, options: [choiceId(sugar, 'Normal sugar'), oat] },
      { ...base },
    ]);
    const order = await detail(customer, response.json().data.order_id);
    expect(order.order_details.map((line) => [line.qty, line.unit_price])).toEqual([
      [2, 33000],
      [1, 25000],
    ]);
  });

  it('refuses bad choices with the product and the group named, and writes nothing', async () => {
    const customer = await freshCustomer();
    const before = await tableCounts(t.app);
    const line = { product_id: latte.id, size: 'R', qty: 1 };
    const cases = [
      [{ ...line, options: [999_999] }, 'Choice 999999 is not offered for Option Latte'],
      [{ ...line, options: [choiceId(syrup, 'Vanilla'), choiceId(milk, 'Oat')] }, /is not offered for Option Latte/],
      [{ ...line, options: [choiceId(sugar, 'Less sugar')] }, 'Choose Milk for Option Latte'],
      [
        { ...line, options: [choiceId(milk, 'Oat'), choiceId(milk, 'Almond')] },
        'Choose at most 1 Milk for Option Latte',
      ],
      [{ ...line, note: 'x'.repeat(141) }, 'A note holds at most 140 characters'],
      [{ ...line, note: 'extra\nhot' }, 'A note is one line of plain text'],
      [{ ...line, note: 'bell\u0007' }, 'A note is one line of plain text'],
      [{ ...line, options: 'oat' }, /options must be a list/],
    ] as const;
    for (const [payload, message] of cases) expectError(await checkout(customer, [payload]), 400, message);
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('bounds a cart of 99 lines each with every choice (no 500, one answer)', async () => {
    const customer = await freshCustomer();
    const every = [choiceId(milk, 'Oat'), choiceId(sugar, 'Less sugar'), ...shot.choices.map((choice) => choice.id)];
    const lines = Array.from({ length: 99 }, (_, i) => ({
      product_id: latte.id,
      size: 'R',
      qty: 1,
      options: every,
      note: `n${i}`,
    }));
    // Two shots where one may be chosen at most twice: allowed (max 2); the server answers for all 99.
    const response = await checkout(customer, lines);
    expect(response.statusCode, response.body).toBe(201);
    const order = await detail(customer, response.json().data.order_id);
    expect(order.order_details).toHaveLength(99);
    expect(order.order_details[0]!.unit_price).toBe(25000 + 8000 + 6000 + 12000);
  });

  it('lets the server’s price win when the menu changed after the line was chosen', async () => {
    const customer = await freshCustomer();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/option-groups/${shot.id}`,
      headers: admin.auth,
      payload: {
        choices: [
          { id: choiceId(shot, '+1 shot'), name: '+1 shot', price: 7000 },
          { id: choiceId(shot, '+2 shots'), name: '+2 shots', price: 12000 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const ordered = await checkout(customer, [
      {
        product_id: latte.id,
        size: 'R',
        qty: 1,
        options: [choiceId(milk, 'Whole milk'), choiceId(sugar, 'Normal sugar'), choiceId(shot, '+1 shot')],
      },
    ]);
    expect(ordered.json().data.subtotal).toBe(32000);
  });
});

describe('the snapshot', () => {
  it('keeps a past order’s words and prices when the group is renamed, repriced, its choice removed or the group deleted', async () => {
    const customer = await freshCustomer();
    const vanilla = choiceId(syrup, 'Vanilla');
    const ordered = await checkout(customer, [{ product_id: croissant.id, size: '250', qty: 1, options: [vanilla] }]);
    expect(ordered.statusCode, ordered.body).toBe(201);
    const orderId = ordered.json().data.order_id;

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/option-groups/${syrup.id}`,
      headers: admin.auth,
      payload: { name: 'Sirup', choices: [{ id: choiceId(syrup, 'Caramel'), name: 'Karamel', price: 9000 }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Vanilla was ordered, so it is hidden, not deleted.
    expect((changed.json() as GroupAnswer).data.choices.map((choice) => choice.name)).toEqual(['Karamel']);
    const hidden = await t.app.ctx.db
      .selectFrom('option_choices')
      .select('deleted_at')
      .where('id', '=', vanilla)
      .executeTakeFirst();
    expect(hidden?.deleted_at).not.toBeNull();

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/option-groups/${syrup.id}`,
      headers: admin.auth,
    });
    expect(deleted.json().data).toEqual({ kept: true });
    const groups = (await t.app.inject({ method: 'GET', url: '/api/option-groups' })).json().data as OptionGroup[];
    expect(groups.map((group) => group.id)).not.toContain(syrup.id);
    const [product] = (await t.app.inject({ method: 'GET', url: `/api/products/${croissant.id}` })).json().result;
    expect(product.options).toEqual([]);

    const order = await detail(customer, orderId);
    expect(order.order_details[0]!.options).toEqual([
      {
        group: 'Syrup',
        name: 'Vanilla',
        group_indonesian: null,
        name_indonesian: null,
        price: 5000,
        is_default: false,
      },
    ]);
    expect(order.order_details[0]!.unit_price).toBe(20000 + 5000);
  });

  it('deletes a group no order used, with its choices', async () => {
    const ice = await createGroup({ name: 'Ice', min: 0, max: 1, choices: [{ name: 'Less ice', price: 0 }] });
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/option-groups/${ice.id}`, headers: admin.auth });
    expect(deleted.json().data).toEqual({ kept: false });
    const left = await t.app.ctx.db.selectFrom('option_choices').select('id').where('group_id', '=', ice.id).execute();
    expect(left).toEqual([]);
    expectError(
      await t.app.inject({ method: 'DELETE', url: `/api/option-groups/${ice.id}`, headers: admin.auth }),
      404,
    );
  });

  it('refuses a choice id of another group in a group’s changes', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/option-groups/${sugar.id}`,
      headers: admin.auth,
      payload: { choices: [{ id: choiceId(milk, 'Oat'), name: 'Oat', price: 0 }] },
    });
    expectError(response, 400, /is not one of Sugar's choices/);
  });
});

describe('sold out', () => {
  it('takes a choice off the menu and puts it back, telling open menus', async () => {
    const heard: ShopEvent[] = [];
    const stop = t.app.ctx.events.subscribe((event) => heard.push(event));
    const almond = choiceId(milk, 'Almond');
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/option-choices/${almond}`,
      headers: admin.auth,
      payload: { sold_out: true },
    });
    expect(off.json()).toMatchObject({ messages: 'Almond is sold out', data: { id: almond, sold_out: true } });
    // PostgreSQL carries it through NOTIFY, a moment after the answer.
    await vi.waitFor(() =>
      expect(heard).toContainEqual(
        expect.objectContaining({ type: 'menu', data: expect.objectContaining({ choice_id: almond, sold_out: true }) }),
      ),
    );

    const customer = await freshCustomer();
    // Every stream hears it, a reconnecting one in its replay too.
    const viewer = { id: customer.id, worksTheShop: false };
    expect(
      maySee(
        viewer,
        heard.find((event) => event.type === 'menu')!,
      ),
    ).toBe(true);
    const replay = await eventsAfter(t.app.ctx.db, viewer, 0);
    expect(replay.filter((event) => event.type === 'menu').at(-1)?.data).toMatchObject({
      choice_id: almond,
      sold_out: true,
    });
    const line = { product_id: latte.id, size: 'R', qty: 1, options: [almond, choiceId(sugar, 'Normal sugar')] };
    expectError(
      await checkout(customer, [line]),
      400,
      'Almond (Milk) is sold out: choose another Milk for Option Latte',
    );

    await t.app.inject({
      method: 'PATCH',
      url: `/api/option-choices/${almond}`,
      headers: admin.auth,
      payload: { sold_out: false },
    });
    expect((await checkout(customer, [line])).statusCode).toBe(201);
    stop();
  });

  it('takes a product off the menu: shown sold out, refused at checkout with 409 naming it', async () => {
    const scone = await insertProduct(t.app, { name: 'Option Scone', category_id: 3, size: '250' });
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${scone.id}/availability`,
      headers: admin.auth,
      payload: { sold_out: true },
    });
    expect(off.json()).toMatchObject({ messages: 'Option Scone is sold out', data: { sold_out: true } });
    const [read] = (await t.app.inject({ method: 'GET', url: `/api/products/${scone.id}` })).json().result;
    expect(read.sold_out).toBe(true);
    const customer = await freshCustomer();
    const before = await tableCounts(t.app);
    expectError(
      await checkout(customer, [{ product_id: scone.id, size: '250', qty: 1 }]),
      409,
      'Option Scone is sold out',
    );
    expect(await tableCounts(t.app)).toEqual(before);
    expectError(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/products/999999/availability',
        headers: admin.auth,
        payload: { sold_out: true },
      }),
      404,
    );
  });

  it('lets a cart keep a line that sold out since, but not take a new one', async () => {
    const muffin = await insertProduct(t.app, { name: 'Option Muffin', category_id: 3, size: '250' });
    const customer = await freshCustomer();
    const carts = (products: object[]) => ({
      carts: {
        'dine in': { delivery_time: '', products },
        'home delivery': { delivery_time: '', products: [] },
        'take away': { delivery_time: '', products: [] },
      },
    });
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/cart', headers: customer.auth, payload });
    const oatLatte = {
      product_id: latte.id,
      size: 'R',
      qty: 1,
      options: [choiceId(milk, 'Oat'), choiceId(sugar, 'Normal sugar')],
      note: 'hot',
    };
    const saved = await put(carts([{ product_id: muffin.id, size: '250', qty: 1 }, oatLatte]));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.carts['dine in'].products[1]).toEqual(oatLatte);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${muffin.id}/availability`,
      headers: admin.auth,
      payload: { sold_out: true },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/option-choices/${choiceId(milk, 'Oat')}`,
      headers: admin.auth,
      payload: { sold_out: true },
    });
    const updatedAt = saved.json().data.updated_at;
    // The same lines, one more of the latte: the cart saves; the sold-out lines stay for the customer to remove.
    const kept = await put({
      ...carts([
        { product_id: muffin.id, size: '250', qty: 1 },
        { ...oatLatte, qty: 2 },
      ]),
      updated_at: updatedAt,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const refused = await put({
      ...carts([
        { product_id: muffin.id, size: '250', qty: 1 },
        { ...oatLatte, qty: 2 },
        { ...oatLatte, note: 'cold' },
      ]),
      updated_at: kept.json().data.updated_at,
    });
    expectError(refused, 400, 'Dine in cart, line 3: Oat (Milk) is sold out: choose another Milk for Option Latte');
    const other = await createAccount(t.app);
    const fresh = await t.app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: other.auth,
      payload: carts([{ product_id: muffin.id, size: '250', qty: 1 }]),
    });
    expectError(fresh, 409, 'Dine in cart, line 1: Option Muffin is sold out');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/option-choices/${choiceId(milk, 'Oat')}`,
      headers: admin.auth,
      payload: { sold_out: false },
    });
  });
});
