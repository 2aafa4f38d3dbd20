import { createHash, randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashResetToken } from '../accounts/passwordReset.ts';
import { pngImage } from './support/fixtureImages.ts';
import { newCardNumber } from '../memberCards/memberCards.ts';
import {
  createAccount,
  createTestApp,
  insertProduct,
  login,
  multipart,
  type Account,
  type TestApp,
} from './support/testApp.ts';

/**
 * Every route × every kind of caller, each cell with its own expected status.
 * Each cell prepares what a successful call needs, so a cell's status shows permission, not leftovers.
 */

type Role = 'anonymous' | 'customerA' | 'customerB' | 'staff' | 'admin';
const ROLES: Role[] = ['anonymous', 'customerA', 'customerB', 'staff', 'admin'];

let t: TestApp;
let accounts: Record<Exclude<Role, 'anonymous'>, Account>;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  accounts = {
    customerA: await createAccount(t.app, 'customer', 'alice'),
    customerB: await createAccount(t.app, 'customer', 'bob'),
    staff: await createAccount(t.app, 'staff', 'barista'),
    admin: await createAccount(t.app, 'admin'),
  };
  productId = (await insertProduct(t.app, { stock: 100_000 })).id;
});
afterAll(() => t.close());

const accountOf = (role: Role) => (role === 'anonymous' ? undefined : accounts[role]);

/** Pays whatever the customer left open, so a new checkout is allowed. */
async function settle(account: Account) {
  await t.app.ctx.db
    .updateTable('orders')
    .set({ status: 'paid' })
    .where('user_id', '=', account.id)
    .where('status', '=', 'new order')
    .execute();
}

/** The account's member card number, issued (as a qualifying paid order would) when it has none. */
async function memberCardOf(account: Account): Promise<string> {
  const db = t.app.ctx.db;
  const held = await db
    .selectFrom('member_cards')
    .select('number')
    .where('user_id', '=', account.id)
    .executeTakeFirst();
  if (held) return held.number;
  const now = new Date().toISOString();
  const order = await db
    .insertInto('orders')
    .values({
      user_id: account.id,
      status: 'paid',
      delivery_method: 'dine in',
      delivery_time: now,
      address: null,
      customer_phone: null,
      payment_method_id: 1,
      subtotal: 200_000,
      tax_fee: 20_000,
      shipping: 0,
      total: 220_000,
      created_at: now,
      updated_at: now,
      paid_at: now,
      preparing_at: null,
      ready_at: null,
      done_at: null,
      cancelled_at: null,
      cancel_reason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const number = newCardNumber();
  await db
    .insertInto('member_cards')
    .values({ user_id: account.id, number, issued_at: now, order_id: order.id })
    .execute();
  return number;
}

const groupFields = () => ({
  name: 'Milk',
  min: 1,
  max: 1,
  choices: [
    { name: 'Whole milk', price: 0, is_default: true },
    { name: 'Oat', price: 8000 },
  ],
});

/** A fresh option group, made by the admin. */
async function newGroup(): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/option-groups',
    headers: accounts.admin.auth,
    payload: groupFields(),
  });
  return (response.json() as { data: { id: number } }).data.id;
}

/** A fresh unpaid order of customer A. */
async function orderOfA(): Promise<number> {
  await settle(accounts.customerA);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    headers: accounts.customerA.auth,
    payload: {
      delivery_method: 'dine in',
      delivery_time: '',
      products: [{ product_id: productId, qty: 1, size: 'R' }],
    },
  });
  return response.json().data.order_id;
}

async function paidOrderOfA(): Promise<number> {
  const id = await orderOfA();
  await settle(accounts.customerA);
  return id;
}

async function lineOfA(): Promise<number> {
  const id = await orderOfA();
  const line = await t.app.ctx.db
    .selectFrom('order_details')
    .select('id')
    .where('order_id', '=', id)
    .executeTakeFirstOrThrow();
  return line.id;
}

async function imageUpload(fields: Record<string, string | number> = {}) {
  const body = await multipart(fields, { name: 'x.png', type: 'image/png', bytes: await pngImage() });
  return { payload: body.payload, headers: body.headers };
}

interface Route {
  name: string;
  expect: Record<Role, number>;
  request(role: Role): Promise<InjectOptions>;
}

const everyone = (status: number): Record<Role, number> => ({
  anonymous: status,
  customerA: status,
  customerB: status,
  staff: status,
  admin: status,
});
const signedIn = { anonymous: 401, customerA: 200, customerB: 200, staff: 200, admin: 200 };
/** The shop's books and catalogue: staff are refused as customers are. */
const adminOnly = (status: number) => ({ anonymous: 401, customerA: 403, customerB: 403, staff: 403, admin: status });
/** The shop's work (queue, orders, moves, sold out): staff and admins. */
const shopStaff = (status: number) => ({
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  staff: status,
  admin: status,
});
const productFields = { name: 'Matrix Mocha', price: 30000, stock: 9, category_id: 1, size: 'R,L', is_dine_in: 1 };

const routes: Route[] = [
  {
    name: 'POST /api/auth/signup',
    expect: everyone(201),
    request: async () => ({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: `matrix-${randomBytes(4).toString('hex')}@shop.test`,
        password: 'password123',
        phone_number: '08123456',
      },
    }),
  },
  {
    name: 'POST /api/auth/login',
    expect: everyone(200),
    request: async () => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: accounts.customerA.email, password: accounts.customerA.password },
    }),
  },
  {
    name: 'POST /api/auth/forgot-password/request',
    expect: everyone(200),
    request: async () => ({
      method: 'POST',
      url: '/api/auth/forgot-password/request',
      payload: { email: accounts.customerB.email },
    }),
  },
  {
    name: 'POST /api/auth/forgot-password/new-password/{token}',
    expect: everyone(200),
    request: async () => {
      const someone = await createAccount(t.app);
      const token = randomBytes(24).toString('base64url');
      await t.app.ctx.db
        .insertInto('password_reset_tokens')
        .values({
          user_id: someone.id,
          token_hash: hashResetToken(token),
          expires_at: new Date(Date.now() + 600_000).toISOString(),
          created_at: new Date().toISOString(),
        })
        .execute();
      return {
        method: 'POST',
        url: `/api/auth/forgot-password/new-password/${token}`,
        payload: { password: 'new-password-1', repeat_password: 'new-password-1' },
      };
    },
  },
  {
    name: 'PATCH /api/auth/edit-password',
    expect: signedIn,
    request: async (role) => {
      const password = accountOf(role)?.password ?? 'password123';
      return {
        method: 'PATCH',
        url: '/api/auth/edit-password',
        payload: { prev_password: password, password, repeat_password: password },
      };
    },
  },
  {
    // Each cell logs out a session of its own, so the matrix's accounts stay signed in.
    name: 'POST /api/auth/logout',
    expect: signedIn,
    request: async (role) => {
      const account = accountOf(role);
      if (!account) return { method: 'POST', url: '/api/auth/logout' };
      const token = await login(t.app, account.email, account.password);
      return { method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } };
    },
  },
  {
    name: 'GET /api/auth/google',
    expect: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/auth/google' }),
  },
  {
    // This shop has no Google client id: the sign-in's redirects are not there, whoever asks.
    name: 'GET /api/auth/google/start',
    expect: everyone(404),
    request: async () => ({ method: 'GET', url: '/api/auth/google/start?redirect=/' }),
  },
  {
    name: 'GET /api/auth/google/callback',
    expect: everyone(404),
    request: async () => ({ method: 'GET', url: '/api/auth/google/callback?state=s&code=c' }),
  },
  {
    // A one-time code of a sign-in that came back from Google, for customer A, with the cookie of the
    // browser that started it: whoever holds both signs in.
    name: 'POST /api/auth/google/exchange',
    expect: everyone(200),
    request: async () => {
      const code = randomBytes(32).toString('base64url');
      const browser = randomBytes(32).toString('base64url');
      const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
      await t.app.ctx.db
        .insertInto('sign_in_codes')
        .values({
          code_hash: sha256(code),
          user_id: accounts.customerA.id,
          browser_hash: sha256(browser),
          expires_at: new Date(Date.now() + 60_000).toISOString(),
          used_at: null,
        })
        .execute();
      return {
        method: 'POST',
        url: '/api/auth/google/exchange',
        headers: { cookie: `google_sign_in=${browser}` },
        payload: { code },
      };
    },
  },
  {
    name: 'GET /api/products',
    expect: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/products?page=1&limit=10&category=1&sort=desc' }),
  },
  {
    name: 'GET /api/products/{id}',
    expect: everyone(200),
    request: async () => ({ method: 'GET', url: `/api/products/${productId}` }),
  },
  {
    name: 'POST /api/products',
    expect: adminOnly(201),
    request: async () => ({ method: 'POST', url: '/api/products', ...(await imageUpload(productFields)) }),
  },
  {
    name: 'PATCH /api/products/{id}',
    expect: adminOnly(200),
    request: async () => {
      const product = await insertProduct(t.app);
      return { method: 'PATCH', url: `/api/products/${product.id}`, ...(await imageUpload({ price: 31000 })) };
    },
  },
  {
    name: 'PATCH /api/products/{id}/availability',
    expect: shopStaff(200),
    request: async () => ({
      method: 'PATCH',
      url: `/api/products/${(await insertProduct(t.app)).id}/availability`,
      payload: { sold_out: true },
    }),
  },
  {
    name: 'GET /api/option-groups',
    expect: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/option-groups' }),
  },
  {
    name: 'POST /api/option-groups',
    expect: adminOnly(201),
    request: async () => ({ method: 'POST', url: '/api/option-groups', payload: groupFields() }),
  },
  {
    name: 'PATCH /api/option-groups/{id}',
    expect: adminOnly(200),
    request: async () => ({ method: 'PATCH', url: `/api/option-groups/${await newGroup()}`, payload: { max: 2 } }),
  },
  {
    name: 'DELETE /api/option-groups/{id}',
    expect: adminOnly(200),
    request: async () => ({ method: 'DELETE', url: `/api/option-groups/${await newGroup()}` }),
  },
  {
    name: 'PATCH /api/option-choices/{id}',
    expect: shopStaff(200),
    request: async () => {
      const group = await t.app.ctx.db
        .selectFrom('option_choices')
        .select('id')
        .where('group_id', '=', await newGroup())
        .executeTakeFirstOrThrow();
      return { method: 'PATCH', url: `/api/option-choices/${group.id}`, payload: { sold_out: true } };
    },
  },
  {
    name: 'DELETE /api/products/{id}',
    expect: adminOnly(200),
    request: async () => ({ method: 'DELETE', url: `/api/products/${(await insertProduct(t.app)).id}` }),
  },
  {
    name: 'POST /api/order/checkout',
    expect: { anonymous: 401, customerA: 201, customerB: 201, staff: 201, admin: 201 },
    request: async (role) => {
      const account = accountOf(role);
      if (account) await settle(account);
      return {
        method: 'POST',
        url: '/api/order/checkout',
        payload: {
          delivery_method: 'dine in',
          delivery_time: '',
          products: [{ product_id: productId, qty: 1, size: 'L' }],
        },
      };
    },
  },
  {
    name: 'GET /api/order/detail-order/{order_id} (of customer A)',
    expect: { anonymous: 401, customerA: 200, customerB: 404, staff: 200, admin: 200 },
    request: async () => ({ method: 'GET', url: `/api/order/detail-order/${await orderOfA()}` }),
  },
  {
    name: 'PATCH /api/order/confirm-payment (of customer A)',
    expect: { anonymous: 401, customerA: 200, customerB: 404, staff: 403, admin: 403 },
    request: async () => ({
      method: 'PATCH',
      url: '/api/order/confirm-payment',
      payload: {
        address: 'Jl. Matrix 1',
        customer_phone: '0812345678',
        payment_method_id: 1,
        order_id: await orderOfA(),
      },
    }),
  },
  {
    name: 'GET /api/order/all',
    expect: shopStaff(200),
    request: async () => ({ method: 'GET', url: '/api/order/all?status=all' }),
  },
  {
    name: 'PATCH /api/order/done',
    expect: shopStaff(200),
    request: async () => ({ method: 'PATCH', url: '/api/order/done', payload: { order_id: await paidOrderOfA() } }),
  },
  {
    name: 'GET /api/order/income',
    expect: adminOnly(200),
    request: async () => ({ method: 'GET', url: '/api/order/income' }),
  },
  {
    name: 'GET /api/order/unpaid',
    expect: signedIn,
    request: async () => ({ method: 'GET', url: '/api/order/unpaid' }),
  },
  { name: 'GET /api/order/mine', expect: signedIn, request: async () => ({ method: 'GET', url: '/api/order/mine' }) },
  {
    name: 'PATCH /api/order/status',
    expect: shopStaff(200),
    request: async () => ({
      method: 'PATCH',
      url: '/api/order/status',
      payload: { order_id: await paidOrderOfA(), status: 'preparing' },
    }),
  },
  {
    // Customer A's own unpaid order: a customer cancels their own (another's answers 404, as the detail
    // does); staff and admins cancel any with a reason.
    name: 'PATCH /api/order/cancel (of customer A)',
    expect: { anonymous: 401, customerA: 200, customerB: 404, staff: 200, admin: 200 },
    request: async () => ({
      method: 'PATCH',
      url: '/api/order/cancel',
      payload: { order_id: await orderOfA(), reason: 'Matrix cell' },
    }),
  },
  {
    name: 'GET /api/order/board',
    expect: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/order/board' }),
  },
  {
    name: 'GET /api/order/queue',
    expect: shopStaff(200),
    request: async () => ({ method: 'GET', url: '/api/order/queue' }),
  },
  { name: 'GET /api/cart', expect: signedIn, request: async () => ({ method: 'GET', url: '/api/cart' }) },
  {
    name: 'PUT /api/cart',
    expect: signedIn,
    request: async () => ({
      method: 'PUT',
      url: '/api/cart',
      payload: {
        carts: { 'dine in': { delivery_time: '', products: [{ product_id: productId, size: 'R', qty: 1 }] } },
      },
    }),
  },
  {
    name: 'POST /api/events/ticket',
    expect: signedIn,
    request: async () => ({ method: 'POST', url: '/api/events/ticket' }),
  },
  {
    // Only the refusal is checked here: an accepted stream stays open (events.test.ts reads it on a real socket).
    name: 'GET /api/events (without a token)',
    expect: everyone(401),
    request: async () => ({ method: 'GET', url: '/api/events', headers: { authorization: 'Bearer not-a-token' } }),
  },
  {
    name: 'GET /api/order/income/orders',
    expect: adminOnly(200),
    request: async () => ({ method: 'GET', url: '/api/order/income/orders' }),
  },
  {
    name: 'GET /api/order/report',
    expect: adminOnly(200),
    request: async () => ({ method: 'GET', url: '/api/order/report' }),
  },
  { name: 'GET /api/history', expect: signedIn, request: async () => ({ method: 'GET', url: '/api/history' }) },
  {
    name: 'DELETE /api/history/delete-history (a line of customer A)',
    expect: { anonymous: 401, customerA: 200, customerB: 404, staff: 404, admin: 404 },
    request: async () => ({
      method: 'DELETE',
      url: '/api/history/delete-history',
      payload: { order_detail_ids: [await lineOfA()] },
    }),
  },
  { name: 'GET /api/user/detail', expect: signedIn, request: async () => ({ method: 'GET', url: '/api/user/detail' }) },
  {
    name: 'PATCH /api/user/edit-profile',
    expect: signedIn,
    request: async (role) => ({
      method: 'PATCH',
      url: '/api/user/edit-profile',
      payload: {
        email: accountOf(role)?.email ?? 'anonymous@shop.test',
        username: role,
        first_name: 'Matrix',
        last_name: 'Cell',
        address: 'Jl. Matrix 2',
        phone_number: '0812345678',
        gender: 'male',
        bod: '1990-01-01',
      },
    }),
  },
  {
    name: 'PATCH /api/user/update-image',
    expect: signedIn,
    request: async () => ({ method: 'PATCH', url: '/api/user/update-image', ...(await imageUpload()) }),
  },
  {
    name: 'DELETE /api/user/delete-image',
    expect: signedIn,
    request: async () => ({ method: 'DELETE', url: '/api/user/delete-image' }),
  },
  {
    name: 'GET /api/users/staff',
    expect: adminOnly(200),
    request: async () => ({ method: 'GET', url: '/api/users/staff' }),
  },
  {
    name: 'POST /api/users/staff/invite',
    expect: adminOnly(201),
    request: async () => ({
      method: 'POST',
      url: '/api/users/staff/invite',
      payload: { email: `matrix-staff-${randomBytes(4).toString('hex')}@shop.test`, first_name: 'Ana' },
    }),
  },
  {
    name: 'DELETE /api/users/staff/{id}',
    expect: adminOnly(200),
    request: async () => ({ method: 'DELETE', url: `/api/users/staff/${(await createAccount(t.app, 'staff')).id}` }),
  },
  { name: 'GET /api/shop', expect: everyone(200), request: async () => ({ method: 'GET', url: '/api/shop' }) },
  {
    // The owner's settings: a barista pauses orders but does not set the hours or the prices.
    name: 'PATCH /api/shop',
    expect: adminOnly(200),
    request: async () => ({ method: 'PATCH', url: '/api/shop', payload: { tax_rate_percent: 10 } }),
  },
  {
    name: 'PATCH /api/shop/pause',
    expect: shopStaff(200),
    request: async () => ({ method: 'PATCH', url: '/api/shop/pause', payload: { accepting_orders: true } }),
  },
  {
    name: 'POST /api/help',
    expect: { ...signedIn, customerA: 201, customerB: 201, staff: 201, admin: 201 },
    request: async () => ({
      method: 'POST',
      url: '/api/help',
      payload: { topic: 'other', message: 'Where is the sugar?' },
    }),
  },
  { name: 'GET /api/help/mine', expect: signedIn, request: async () => ({ method: 'GET', url: '/api/help/mine' }) },
  { name: 'GET /api/help', expect: shopStaff(200), request: async () => ({ method: 'GET', url: '/api/help' }) },
  {
    name: 'PATCH /api/help/{id}',
    expect: shopStaff(200),
    request: async () => {
      const { id } = await t.app.ctx.db
        .insertInto('help_calls')
        .values({
          user_id: accounts.customerA.id,
          topic: 'other',
          message: 'Is there a toilet?',
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { method: 'PATCH', url: `/api/help/${id}`, payload: { reply: 'Yes, at the back' } };
    },
  },
  {
    name: 'GET /api/user/member-card',
    expect: signedIn,
    request: async (role) => {
      const account = accountOf(role);
      if (account) await memberCardOf(account);
      return { method: 'GET', url: '/api/user/member-card' };
    },
  },
  {
    name: 'GET /api/member-cards/{number}',
    expect: shopStaff(200),
    request: async () => ({ method: 'GET', url: `/api/member-cards/${await memberCardOf(accounts.customerA)}` }),
  },
  { name: 'GET /api/health', expect: everyone(200), request: async () => ({ method: 'GET', url: '/api/health' }) },
  {
    name: 'GET /uploads/{name}',
    expect: everyone(200),
    request: async () => ({ method: 'GET', url: await t.app.ctx.images.save(await pngImage()) }),
  },
  {
    // No token is read: a provider signs its body instead (server/test/payments.test.ts). This shop takes
    // payment itself, so it has no simulator to hear from, whoever calls.
    name: 'POST /api/payments/notifications/{provider}',
    expect: everyone(404),
    request: async () => ({
      method: 'POST',
      url: '/api/payments/notifications/simulator',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    }),
  },
  {
    name: 'GET /api/docs/json',
    expect: everyone(200),
    request: async () => ({ method: 'GET', url: '/api/docs/json' }),
  },
];

describe.each(routes)('$name', (route) => {
  it.each(ROLES)('%s', async (role) => {
    const request = await route.request(role);
    const account = accountOf(role);
    const headers = { ...(account ? account.auth : {}), ...(request.headers as Record<string, string> | undefined) };
    const response = await t.app.inject({ ...request, headers });
    expect(response.statusCode, `${route.name} as ${role}: ${response.body.slice(0, 200)}`).toBe(route.expect[role]);
    if (response.statusCode >= 400) expect(typeof response.json().messages).toBe('string');
    if (response.statusCode === 401) expect(response.json().messages).toBe('invalid token');
    // A password change ends the other sessions and hands this one a fresh token: keep using it.
    const fresh =
      route.name === 'PATCH /api/auth/edit-password' && account ? response.json<{ token?: string }>().token : undefined;
    if (account && fresh) {
      account.token = fresh;
      account.auth = { authorization: `Bearer ${fresh}` };
    }
  });
});

it('covers every route the server declares', async () => {
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const declared = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\/$/, '')}`),
  );
  const tested = routes.map((route) => route.name.split(' (')[0]!);
  for (const route of declared) expect(tested).toContain(route);
});
