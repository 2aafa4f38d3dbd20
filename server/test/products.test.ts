import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages.ts';
import { buildApp } from '../app.ts';
import { pngImage } from './support/fixtureImages.ts';
import {
  createAccount,
  createTestApp,
  expectError,
  insertProduct,
  multipart,
  tableCounts,
  type Account,
  type TestApp,
} from './support/testApp.ts';

let t: TestApp;
let admin: Account;
let customer: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t.app, 'admin');
  customer = await createAccount(t.app);
});
afterAll(() => t.close());

const validFields = {
  name: 'Kopi Tubruk',
  description: 'Coarse coffee boiled the Javanese way',
  price: 21000,
  stock: 40,
  category_id: 1,
  size: 'R,L',
  is_dine_in: 0,
  is_home_delivery: 1,
  is_pick_up: 0,
  start_delivery: '13:00',
  end_delivery: '18:00',
};

async function upload(
  method: 'POST' | 'PATCH',
  url: string,
  fields: Record<string, string | number>,
  withImage = true,
) {
  const body = await multipart(
    fields,
    withImage ? { name: 'photo.png', type: 'image/png', bytes: await pngImage() } : undefined,
  );
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...admin.auth } });
}

describe('GET /api/products', () => {
  let names: string[];
  beforeAll(async () => {
    names = [];
    for (let i = 0; i < 12; i++) {
      const product = await insertProduct(t.app, {
        name: `Listed Coffee ${String(i).padStart(2, '0')}`,
        category_id: 1,
      });
      names.push(product.name);
    }
    await insertProduct(t.app, { name: 'Listed Matcha', category_id: 2 });
    await insertProduct(t.app, { name: 'Listed Croissant', category_id: 3, size: '250,300' });
    await insertProduct(t.app, { name: '100% Arabica_Blend', category_id: 1 });
  });

  it('answers {result, rows}: one page of 10, newest first, and the total count', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products?page=1&limit=10&category=1&sort=desc' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['result', 'rows']);
    expect(body.rows).toBe(13);
    expect(body.result).toHaveLength(10);
    expect(body.result[0]).toEqual({
      id: expect.any(Number),
      name: '100% Arabica_Blend',
      description: 'A product for tests',
      name_indonesian: null,
      description_indonesian: null,
      price: 20000,
      images: null,
      size: 'R,L,XL',
      category_id: 1,
      stock: 100,
      is_dine_in: 1,
      is_home_delivery: 0,
      is_pick_up: 0,
      start_delivery: null,
      end_delivery: null,
      sold_out: false,
    });
    const second = (await t.app.inject({ method: 'GET', url: '/api/products?page=2&limit=10&category=1' })).json();
    expect(second.result).toHaveLength(3);
    expect(second.result.at(-1).name).toBe(names[0]);
  });

  it('sorts ascending on request and defaults to 10 per page', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/products?sort=asc' })).json();
    expect(body.result).toHaveLength(10);
    expect(body.result[0].name).toBe(names[0]);
  });

  it('filters by category', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/products?category=3' })).json();
    expect(body.rows).toBe(1);
    expect(body.result[0].name).toBe('Listed Croissant');
  });

  it('searches names case-insensitively; % and _ are plain letters', async () => {
    const matcha = (await t.app.inject({ method: 'GET', url: '/api/products?search=MATCHA' })).json();
    expect(matcha.result.map((p: { name: string }) => p.name)).toEqual(['Listed Matcha']);
    const percent = (
      await t.app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent('100%')}` })
    ).json();
    expect(percent.rows).toBe(1);
    const wildcard = (await t.app.inject({ method: 'GET', url: '/api/products?search=_' })).json();
    expect(wildcard.rows).toBe(1);
  });

  it('caps a large limit instead of refusing it', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100000' })).json();
    expect(body.result.length).toBeLessThanOrEqual(50);
    expect(body.result.length).toBe(body.rows);
  });

  it.each(['page=0', 'page=abc', 'limit=-1', 'category=4', 'category=x', 'sort=sideways'])(
    'answers 400 for %s',
    async (query) => {
      expectError(await t.app.inject({ method: 'GET', url: `/api/products?${query}` }), 400);
    },
  );

  it('an empty page beyond the end still counts the rows', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/products?page=99' })).json();
    expect(body.result).toEqual([]);
    expect(body.rows).toBeGreaterThan(0);
  });
});

describe('GET /api/products/:id', () => {
  it('answers an array of one', async () => {
    const product = await insertProduct(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toHaveLength(1);
    expect(response.json().result[0].id).toBe(product.id);
  });

  it('answers 404 for an unknown id and 400 for a non-number', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/products/999999' }), 404);
    expectError(await t.app.inject({ method: 'GET', url: '/api/products/abc' }), 400);
    expectError(await t.app.inject({ method: 'GET', url: '/api/products/-3' }), 400);
  });
});

describe('POST /api/products (multipart)', () => {
  it('creates the product, stores the picture under a generated name and serves it with long caching', async () => {
    const response = await upload('POST', '/api/products', validFields);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.result.name).toBe('Kopi Tubruk');
    expect(body.result).toMatchObject({
      price: 21000,
      stock: 40,
      size: 'R,L',
      category_id: 1,
      is_dine_in: 0,
      is_home_delivery: 1,
      is_pick_up: 0,
      start_delivery: '13:00',
      end_delivery: '18:00',
    });
    expect(body.result.images).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: body.result.images });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('accepts flags as true/false and sizes as repeated fields', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      ...validFields,
      size: 'R',
      is_home_delivery: 'false',
      is_pick_up: 'true',
    })) {
      form.append(key, String(value));
    }
    form.append('size', 'XL');
    form.append('image', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'a.png');
    const encoded = new Response(form);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, ...admin.auth },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().result).toMatchObject({ size: 'R,XL', is_home_delivery: 0, is_pick_up: 1 });
  });

  it.each([
    [{ name: '' }, MESSAGES.productNameEmpty],
    [{ name: 'x'.repeat(51) }, MESSAGES.productNameLength],
    [{ description: 'x'.repeat(151) }, MESSAGES.productDescriptionLength],
    [{ price: 'free' }, MESSAGES.productPriceInvalid],
    [{ price: -5 }, MESSAGES.productPriceInvalid],
    [{ price: 12.5 }, MESSAGES.productPriceInvalid],
    [{ stock: -1 }, MESSAGES.productStockInvalid],
    [{ size: '' }, MESSAGES.productSizesEmpty],
    [{ size: '250' }, MESSAGES.productSizesInvalid],
    [{ is_home_delivery: 0 }, MESSAGES.productDeliveryEmpty],
  ])('answers 400 for %j and writes nothing', async (change, message) => {
    const before = await tableCounts(t.app);
    expectError(await upload('POST', '/api/products', { ...validFields, ...change }), 400, message);
    // The counts include the stored pictures.
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('needs an image', async () => {
    expectError(await upload('POST', '/api/products', validFields, false), 400, 'Choose a product image');
  });
});

describe('PATCH /api/products/:id', () => {
  it('changes only what is sent and keeps the picture when none is chosen', async () => {
    const created = (await upload('POST', '/api/products', validFields)).json().result;
    const response = await upload(
      'PATCH',
      `/api/products/${created.id}`,
      { price: 23000, name: 'Kopi Tubruk Special' },
      false,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ ...created, price: 23000, name: 'Kopi Tubruk Special' });
  });

  it('resets flags to 0 and moves the product to another method', async () => {
    const created = (await upload('POST', '/api/products', validFields)).json().result;
    const response = await upload(
      'PATCH',
      `/api/products/${created.id}`,
      { is_home_delivery: '0', is_dine_in: '1' },
      false,
    );
    expect(response.json().result).toMatchObject({ is_dine_in: 1, is_home_delivery: 0, is_pick_up: 0 });
  });

  it('a new category needs sizes of that category', async () => {
    const created = (await upload('POST', '/api/products', validFields)).json().result;
    expectError(
      await upload('PATCH', `/api/products/${created.id}`, { category_id: 3 }, false),
      400,
      MESSAGES.productSizesInvalid,
    );
    const moved = await upload('PATCH', `/api/products/${created.id}`, { category_id: 3, size: '250,500' }, false);
    expect(moved.json().result).toMatchObject({ category_id: 3, size: '250,500' });
  });

  it('replaces the picture and removes the old file', async () => {
    const created = (await upload('POST', '/api/products', validFields)).json().result;
    const response = await upload('PATCH', `/api/products/${created.id}`, {});
    const updated = response.json().result;
    expect(updated.images).not.toBe(created.images);
    expect((await t.app.inject({ method: 'GET', url: updated.images })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: created.images })).statusCode).toBe(404);
  });

  it('accepts JSON too', async () => {
    const product = await insertProduct(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: admin.auth,
      payload: { stock: 7, is_pick_up: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ stock: 7, is_pick_up: 1 });
  });

  it('answers 404 for an unknown product', async () => {
    expectError(await upload('PATCH', '/api/products/987654', { price: 1000 }, false), 404);
  });

  it('keeps every field of PATCHes sent at the same time: each reads and writes the product in one transaction', async () => {
    const product = await insertProduct(t.app);
    const changes = [
      { name: 'Kopi Bersama' },
      { description: 'Changed by the second admin' },
      { price: 31000 },
      { stock: 77 },
      { end_delivery: '21:00' },
    ];
    // Two servers on one database, as with several processes: their own connections really overlap.
    const second = await buildApp(t.config);
    try {
      const answers = await Promise.all(
        changes.map((payload, i) =>
          (i % 2 ? second : t.app).inject({
            method: 'PATCH',
            url: `/api/products/${product.id}`,
            headers: admin.auth,
            payload,
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(changes.map(() => 200));
    } finally {
      await second.close();
    }
    const stored = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().result[0];
    expect(stored).toMatchObject(Object.assign({}, ...changes));
  });
});

describe('the product in Bahasa Indonesia', () => {
  const indonesian = {
    name_indonesian: 'Kopi Tubruk Jawa',
    description_indonesian: 'Kopi bubuk kasar diseduh ala Jawa',
  };
  const detail = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().result[0];
  const listed = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: '/api/products?limit=50' }))
      .json()
      .result.find((product: { id: number }) => product.id === id);

  it('is none without the Indonesian texts, in the answer, the list and the detail', async () => {
    const created = (await upload('POST', '/api/products', validFields)).json().result;
    expect(created).toMatchObject({ name_indonesian: null, description_indonesian: null });
    expect(await detail(created.id)).toMatchObject({ name_indonesian: null, description_indonesian: null });
    expect(await listed(created.id)).toMatchObject({ name_indonesian: null, description_indonesian: null });
  });

  it('keeps the Indonesian texts beside the English ones, trimmed, and the list and the detail return them', async () => {
    const response = await upload('POST', '/api/products', {
      ...validFields,
      name_indonesian: ` ${indonesian.name_indonesian} `,
      description_indonesian: indonesian.description_indonesian,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().result;
    expect(created).toMatchObject({ name: validFields.name, description: validFields.description, ...indonesian });
    expect(await detail(created.id)).toMatchObject(indonesian);
    expect(await listed(created.id)).toMatchObject(indonesian);
  });

  it('are changed by a PATCH, kept by one that does not send them, and removed by an empty field', async () => {
    const created = (await upload('POST', '/api/products', validFields)).json().result;
    const set = await upload('PATCH', `/api/products/${created.id}`, indonesian, false);
    expect(set.statusCode).toBe(200);
    expect(set.json().result).toMatchObject(indonesian);
    const repriced = await upload('PATCH', `/api/products/${created.id}`, { price: 22000 }, false);
    expect(repriced.json().result).toMatchObject({ price: 22000, ...indonesian });
    const cleared = await upload('PATCH', `/api/products/${created.id}`, { description_indonesian: '' }, false);
    expect(cleared.json().result).toMatchObject({
      name_indonesian: indonesian.name_indonesian,
      description_indonesian: null,
    });
    expect(await detail(created.id)).toMatchObject({
      description: validFields.description,
      description_indonesian: null,
    });
  });

  it.each([
    [{ name_indonesian: 'x'.repeat(51) }, MESSAGES.productNameIndonesianLength],
    [{ description_indonesian: 'x'.repeat(151) }, MESSAGES.productDescriptionIndonesianLength],
  ])('refuses %j on create and on change with its message, and changes nothing', async (change, message) => {
    const before = await tableCounts(t.app);
    const refused = await upload('POST', '/api/products', { ...validFields, ...change });
    expectError(refused, 400, message);
    expect(refused.json().details).toEqual({ [Object.keys(change)[0]!]: message });
    expect(await tableCounts(t.app)).toEqual(before);

    const created = (await upload('POST', '/api/products', { ...validFields, ...indonesian })).json().result;
    expectError(await upload('PATCH', `/api/products/${created.id}`, { ...change, price: 30000 }, false), 400, message);
    expect(await detail(created.id)).toMatchObject({ price: validFields.price, ...indonesian });
  });

  it('takes texts of exactly 50 and 150 characters', async () => {
    const longest = { name_indonesian: 'n'.repeat(50), description_indonesian: 'd'.repeat(150) };
    const response = await upload('POST', '/api/products', { ...validFields, ...longest });
    expect(response.statusCode).toBe(201);
    expect(response.json().result).toMatchObject(longest);
  });
});

describe('DELETE /api/products/:id', () => {
  it('hides the product from the catalogue but past orders keep their lines', async () => {
    const product = await insertProduct(t.app, { name: 'Soon Gone Latte' });
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: customer.auth,
      payload: {
        delivery_method: 'dine in',
        delivery_time: '',
        products: [{ product_id: product.id, qty: 1, size: 'R' }],
      },
    });
    expect(checkout.statusCode).toBe(201);
    const orderId = checkout.json().data.order_id;

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: admin.auth });
    expect(removed.statusCode).toBe(200);
    expect(typeof removed.json().messages).toBe('string');
    expectError(await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` }), 404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/products?search=Soon%20Gone' })).json();
    expect(list.rows).toBe(0);
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: admin.auth }), 404);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/order/detail-order/${orderId}`,
      headers: customer.auth,
    });
    expect(detail.json().data.order_details[0].product).toMatchObject({ id: product.id, name: 'Soon Gone Latte' });
    const history = (await t.app.inject({ method: 'GET', url: '/api/history', headers: customer.auth })).json();
    expect(history.data.map((line: { product: { name: string } }) => line.product.name)).toContain('Soon Gone Latte');
    // A deleted product cannot be bought or edited any more.
    expectError(await upload('PATCH', `/api/products/${product.id}`, { price: 1 }, false), 404);
  });
});
