import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseShopTime } from '../../src/domain/shopTime.ts';
import {
  createAccount,
  createTestApp,
  expectError,
  insertProduct,
  type Account,
  type TestApp,
} from './support/testApp.ts';

let t: TestApp;
// Monday 23 November 2026, 15:00 shop time: inside the home delivery window.
const now = parseShopTime('2026-11-23T15:00')!;
let latte: { id: number; name: string };
let soup: { id: number; name: string };
let gone: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  latte = await insertProduct(t.app, { name: 'Cart Latte', size: 'R,L', is_dine_in: 1 });
  soup = await insertProduct(t.app, {
    name: 'Cart Soup',
    size: '250,500',
    category_id: 3,
    is_dine_in: 0,
    is_home_delivery: 1,
  });
  gone = await insertProduct(t.app, { name: 'Cart Relic', deleted_at: '2026-11-01T00:00:00.000Z' });
});
afterAll(() => t.close());

const empty = { delivery_time: '', products: [] };
const cartsWith = (change: object) => ({ 'dine in': empty, 'home delivery': empty, 'take away': empty, ...change });

const getCart = (account: Account) => t.app.inject({ method: 'GET', url: '/api/cart', headers: account.auth });
const putCart = (account: Account, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/cart', headers: account.auth, payload });

describe('GET and PUT cart', () => {
  it('needs a token', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/cart' }), 401, 'invalid token');
    expectError(await t.app.inject({ method: 'PUT', url: '/api/cart', payload: { carts: cartsWith({}) } }), 401);
  });

  it('starts with three empty carts and no updated_at', async () => {
    const customer = await createAccount(t.app);
    const response = await getCart(customer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      messages: expect.any(String),
      data: { carts: cartsWith({}), updated_at: null },
    });
  });

  it('keeps the carts for the account, on any device, with a millisecond updated_at', async () => {
    const customer = await createAccount(t.app);
    const carts = cartsWith({
      'dine in': { delivery_time: '', products: [{ product_id: latte.id, size: 'L', qty: 2 }] },
      'home delivery': { delivery_time: '2026-11-24T14:00', products: [{ product_id: soup.id, size: '500', qty: 99 }] },
    });
    const saved = await putCart(customer, { carts, updated_at: null });
    expect(saved.statusCode, saved.body).toBe(200);
    const { updated_at } = saved.json().data;
    expect(updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(saved.json().data.carts).toEqual(carts);
    const read = await getCart(customer);
    expect(read.json().data).toEqual({ carts, updated_at });
    // Another customer sees none of it.
    expect((await getCart(await createAccount(t.app))).json().data.updated_at).toBeNull();
  });

  it('answers 409 with the stored carts when updated_at is stale, and writes nothing', async () => {
    const customer = await createAccount(t.app);
    const first = cartsWith({
      'dine in': { delivery_time: '', products: [{ product_id: latte.id, size: 'R', qty: 1 }] },
    });
    const phone = (await putCart(customer, { carts: first, updated_at: null })).json().data.updated_at as string;
    const second = cartsWith({
      'dine in': { delivery_time: '', products: [{ product_id: latte.id, size: 'L', qty: 3 }] },
    });
    const laptop = await putCart(customer, { carts: second, updated_at: phone });
    expect(laptop.statusCode).toBe(200);
    const latest = laptop.json().data.updated_at as string;
    expect(latest > phone).toBe(true);

    // The phone still holds the first version: refused, told what is stored.
    const stale = await putCart(customer, { carts: first, updated_at: phone });
    const body = expectError(stale, 409);
    expect(body.details).toEqual({ carts: second, updated_at: latest });
    // A first save from a device that never read the carts is stale too.
    expect((await putCart(customer, { carts: first, updated_at: null })).statusCode).toBe(409);
    expect((await getCart(customer)).json().data).toEqual({ carts: second, updated_at: latest });
  });

  it('lets only one of two saves based on the same version win', async () => {
    const customer = await createAccount(t.app);
    const stamp = (await putCart(customer, { carts: cartsWith({}) })).json().data.updated_at as string;
    const save = (qty: number) =>
      putCart(customer, {
        carts: cartsWith({ 'dine in': { delivery_time: '', products: [{ product_id: latte.id, size: 'R', qty }] } }),
        updated_at: stamp,
      });
    const answers = await Promise.all([save(1), save(2), save(3)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('refuses a bad line with a 400 naming it, and writes nothing', async () => {
    const customer = await createAccount(t.app);
    const good = cartsWith({
      'dine in': { delivery_time: '', products: [{ product_id: latte.id, size: 'R', qty: 1 }] },
    });
    const stamp = (await putCart(customer, { carts: good })).json().data.updated_at as string;
    const line = (products: object[], method = 'dine in') => cartsWith({ [method]: { delivery_time: '', products } });
    const cases: [object, RegExp][] = [
      [
        line([
          { product_id: latte.id, size: 'R', qty: 1 },
          { product_id: 999999, size: 'R', qty: 1 },
        ]),
        /^Dine in cart, line 2: Product 999999 does not exist$/,
      ],
      [line([{ product_id: gone.id, size: 'R', qty: 1 }]), /Cart Relic is not on the menu any more/],
      [
        line([{ product_id: latte.id, size: 'XL', qty: 1 }]),
        /^Dine in cart, line 1: Cart Latte is not sold in size Extra Large$/,
      ],
      [
        line([{ product_id: latte.id, size: 'R', qty: 0 }]),
        /Cart Latte: the amount must be a whole number from 1 to 99/,
      ],
      [line([{ product_id: latte.id, size: 'R', qty: 100 }]), /from 1 to 99/],
      [
        line([{ product_id: latte.id, size: 'R', qty: 1 }], 'take away'),
        /^Take away cart, line 1: Cart Latte is not available for take away$/,
      ],
      [line([{ product_id: latte.id, size: 'M', qty: 1 }]), /size must be one of/],
      [line([{ product_id: latte.id, size: 'R', qty: 1.5 }]), /qty must be a whole number/],
      [line([{ product_id: 'x', size: 'R', qty: 1 }]), /product_id/],
      [
        cartsWith({
          'home delivery': {
            delivery_time: '2026-11-28T10:00',
            products: [{ product_id: soup.id, size: '250', qty: 1 }],
          },
        }),
        /^Home delivery cart: Delivery only Monday to Friday, 13:00–19:00$/,
      ],
      [cartsWith({ 'take away': { delivery_time: 'soon', products: [] } }), /date and time/],
      [
        cartsWith({ 'take away': { delivery_time: '2026-11-20T14:00', products: [] } }),
        /^Take away cart: That time has passed: choose a later time, or now$/,
      ],
    ];
    for (const [carts, message] of cases) {
      const response = await putCart(customer, { carts, updated_at: stamp });
      expectError(response, 400, message);
    }
    expectError(await putCart(customer, { carts: 'all of them' }), 400);
    expectError(await putCart(customer, { carts: good, updated_at: 'yesterday' }), 400, /updated_at/);
    expect((await getCart(customer)).json().data).toEqual({ carts: good, updated_at: stamp });
  });

  it('empties the checked-out method’s cart on the server and keeps the others', async () => {
    const customer = await createAccount(t.app);
    const carts = cartsWith({
      'dine in': { delivery_time: '', products: [{ product_id: latte.id, size: 'R', qty: 2 }] },
      'home delivery': { delivery_time: '', products: [{ product_id: soup.id, size: '250', qty: 1 }] },
    });
    const before = (await putCart(customer, { carts })).json().data.updated_at as string;
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: customer.auth,
      payload: {
        delivery_method: 'dine in',
        delivery_time: '',
        products: [{ product_id: latte.id, qty: 2, size: 'R' }],
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const after = (await getCart(customer)).json().data;
    expect(after.carts).toEqual({ ...carts, 'dine in': empty });
    expect(after.updated_at > before).toBe(true);
  });

  it('holds a home delivery time to the window the shop’s settings give, as checkout does', async () => {
    const admin = await createAccount(t.app, 'admin');
    const setWindow = (delivery_window: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/shop', headers: admin.auth, payload: { delivery_window } });
    expect((await setWindow({ days: [6, 7], start: '10:00', end: '16:00' })).statusCode).toBe(200);
    try {
      const customer = await createAccount(t.app);
      const home = (delivery_time: string) =>
        cartsWith({ 'home delivery': { delivery_time, products: [{ product_id: soup.id, size: '250', qty: 1 }] } });
      // Saturday 10:00 is now in the window, and Monday 14:00 (the default window's) is not.
      expect((await putCart(customer, { carts: home('2026-11-28T10:00'), updated_at: null })).statusCode).toBe(200);
      const stamp = (await getCart(customer)).json().data.updated_at;
      expectError(
        await putCart(customer, { carts: home('2026-11-30T14:00'), updated_at: stamp }),
        400,
        /^Home delivery cart: Delivery only Saturday to Sunday, 10:00–16:00$/,
      );
      expect((await getCart(customer)).json().data.carts['home delivery'].delivery_time).toBe('2026-11-28T10:00');
    } finally {
      await setWindow({ days: [1, 2, 3, 4, 5], start: '13:00', end: '19:00' });
    }
  });

  it('lets an admin keep carts too', async () => {
    const admin = await createAccount(t.app, 'admin');
    expect((await putCart(admin, { carts: cartsWith({}) })).statusCode).toBe(200);
  });
});
