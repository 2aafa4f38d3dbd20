import type { InjectOptions } from 'fastify';
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

/** Whatever a client sends, the answer is a 4xx with `messages`, never a 500 and never a partial write. */

let t: TestApp;
let customer: Account;
let admin: Account;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  customer = await createAccount(t.app);
  admin = await createAccount(t.app, 'admin');
  productId = (await insertProduct(t.app)).id;
});
afterAll(() => t.close());

/** Every call that takes a JSON body, with the caller allowed to make it. */
const jsonRoutes: { method: 'POST' | 'PATCH' | 'DELETE'; url: string; as?: 'customer' | 'admin' }[] = [
  { method: 'POST', url: '/api/auth/signup' },
  { method: 'POST', url: '/api/auth/login' },
  { method: 'POST', url: '/api/auth/forgot-password/request' },
  { method: 'POST', url: '/api/auth/forgot-password/new-password/some-token' },
  { method: 'PATCH', url: '/api/auth/edit-password', as: 'customer' },
  { method: 'POST', url: '/api/order/checkout', as: 'customer' },
  { method: 'PATCH', url: '/api/order/confirm-payment', as: 'customer' },
  { method: 'PATCH', url: '/api/order/done', as: 'admin' },
  { method: 'PATCH', url: '/api/order/cancel', as: 'admin' },
  { method: 'DELETE', url: '/api/history/delete-history', as: 'customer' },
  { method: 'PATCH', url: '/api/user/edit-profile', as: 'customer' },
  { method: 'PATCH', url: '/api/products/1', as: 'admin' },
];

function send(
  route: (typeof jsonRoutes)[number],
  payload: string | Buffer,
  contentType = 'application/json',
): InjectOptions {
  const auth = route.as === 'admin' ? admin.auth : route.as === 'customer' ? customer.auth : {};
  return { method: route.method, url: route.url, payload, headers: { 'content-type': contentType, ...auth } };
}

const bodies: [string, string, number][] = [
  ['malformed JSON', '{"email": "a@b.test", ', 400],
  ['a JSON string', '"hello"', 400],
  ['a JSON number', '42', 400],
  ['JSON null', 'null', 400],
  ['a JSON list', '[1,2,3]', 400],
  ['an empty body', '', 400],
  ['a prototype-poisoning body', '{"__proto__": {"role_id": 1}, "email": "x@y.test"}', 400],
];

describe.each(jsonRoutes)('$method $url', (route) => {
  it.each(bodies)('%s → 4xx with messages, nothing written', async (_label, payload, status) => {
    const before = await tableCounts(t.app);
    const response = await t.app.inject(send(route, payload));
    expectError(response, status);
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('a body over 1 MB → 413', async () => {
    const huge = JSON.stringify({ email: 'a@b.test', padding: 'x'.repeat(1_100_000) });
    expectError(await t.app.inject(send(route, huge)), 413, 'The request body is too large');
  });

  it('a body that is not JSON → 415', async () => {
    expectError(await t.app.inject(send(route, 'email=a@b.test', 'text/plain')), 415);
  });
});

describe('wrong types', () => {
  it.each([
    ['/api/auth/login', { email: ['a@b.test'], password: 'password123' }],
    ['/api/auth/login', { email: 'a@b.test', password: 12345678 }],
    ['/api/auth/signup', { email: 'c@d.test', password: { long: true }, phone_number: '0812345' }],
    ['/api/auth/signup', { email: 'c@d.test', password: 'password123', phone_number: -5 }],
  ])('POST %s with %j → 400', async (url, payload) => {
    const before = await tableCounts(t.app);
    expectError(await t.app.inject({ method: 'POST', url, payload }), 400);
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('details name each bad field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: customer.auth,
      payload: { delivery_method: 'teleport', products: [{ product_id: productId, qty: 0, size: 'M' }] },
    });
    const body = expectError(response, 400);
    expect(body.details).toMatchObject({
      delivery_method: expect.any(String),
      'products.0.qty': expect.any(String),
      'products.0.size': expect.any(String),
    });
  });

  it('an id that overflows or is not whole → 400', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/products/99999999999999999999' }), 400);
    expectError(await t.app.inject({ method: 'GET', url: '/api/products/1.5' }), 400);
  });

  it('a very long path parameter → 4xx, not a crash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/forgot-password/new-password/${'a'.repeat(2000)}`,
      payload: {},
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(typeof response.json().messages).toBe('string');
  });
});

describe('unknown paths and methods', () => {
  it('answers 404 with messages for an unknown API path', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/coupons' }), 404);
    expectError(await t.app.inject({ method: 'PUT', url: '/api/products/1' }), 404);
  });
});
