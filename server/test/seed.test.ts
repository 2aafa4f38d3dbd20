import type { OptionGroup } from '../../src/domain/options.ts';
import { DEFAULT_PREPARATION_MS } from '../../src/domain/orderQueue.ts';
import { PHOTO_WIDTHS, photoAtWidth } from '../../src/domain/photoWidths.ts';
import { loadQueue } from '../orders/queuePosition.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError } from '../config.ts';
import { DEMO_ACCOUNTS, DEMO_SHOP_HOURS } from '../demo/seed.ts';
import { createTestApp, login, type TestApp } from './support/testApp.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, admin: { email: 'owner@coffee.test', password: 'owner-password' } });
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the demo shop on a fresh database', () => {
  it('has at least 12 products in each category, each with sizes of its category, stock and the ways a shop sells it', async () => {
    for (const category of [1, 2, 3]) {
      const body = (await get(`/api/products?category=${category}&limit=50`)).json();
      expect(body.rows).toBeGreaterThanOrEqual(12);
      for (const product of body.result) {
        expect(product.size).toMatch(category === 3 ? /^250(,300)?(,500)?$/ : /^R(,L)?(,XL)?$/);
        expect(product.price).toBeGreaterThanOrEqual(18000);
        expect(product.price).toBeLessThanOrEqual(45000);
        expect(product.stock).toBeGreaterThan(0);
        // To stay and to go always; delivered unless it does not travel (an espresso, an affogato).
        expect([product.is_dine_in, product.is_pick_up]).toEqual([1, 1]);
        expect(product.is_home_delivery).toBe(['Espresso', 'Affogato'].includes(product.name) ? 0 : 1);
      }
    }
  });

  it('names and describes every product in English and in Bahasa Indonesia, within the form’s limits', async () => {
    const products = (await get('/api/products?limit=50')).json().result as {
      id: number;
      name: string;
      description: string;
      name_indonesian: string | null;
      description_indonesian: string | null;
    }[];
    expect(products.length).toBeGreaterThanOrEqual(36);
    for (const product of products) {
      expect(product.description.length).toBeGreaterThan(20);
      expect(product.name_indonesian?.length ?? 0).toBeGreaterThan(0);
      expect(product.name_indonesian!.length).toBeLessThanOrEqual(50);
      expect(product.description_indonesian?.length ?? 0).toBeGreaterThan(20);
      expect(product.description_indonesian!.length).toBeLessThanOrEqual(150);
      // A translation, not the English text copied over.
      expect(product.description_indonesian).not.toBe(product.description);
    }
    const named = (english: string) => products.find((product) => product.name === english)!;
    // Translated where an Indonesian shop would; proper names of coffee kept.
    expect(named('Lemon Tea').name_indonesian).toBe('Es Teh Lemon');
    expect(named('Kopi Susu Gula Aren').name_indonesian).toBe('Es Kopi Susu Gula Aren');
    expect(named('Cappuccino').name_indonesian).toBe('Cappuccino');
    expect(named('Espresso').description_indonesian).toMatch(/Gayo dan Toraja/);
    // The choices a customer reads, in both languages too.
    const [latte] = (await get(`/api/products/${named('Caffe Latte').id}`)).json().result;
    for (const group of latte.options as OptionGroup[]) {
      expect(group.name_indonesian).toBeTruthy();
      for (const choice of group.choices) expect(choice.name_indonesian).toBeTruthy();
    }
    expect((latte.options as OptionGroup[]).map((group) => group.name_indonesian)).toEqual([
      'Susu',
      'Gula',
      'Tambah shot',
      'Sirup',
    ]);
  });

  it('offers the choices of a real coffee shop where they make sense, and prices the demo orders with them', async () => {
    const products = (await get('/api/products?limit=50')).json().result as { id: number; name: string }[];
    const groupsOf = async (name: string) => {
      const product = products.find((candidate) => candidate.name === name)!;
      const [one] = (await get(`/api/products/${product.id}`)).json().result;
      return (one.options as { name: string }[]).map((group) => group.name);
    };
    expect(await groupsOf('Caffe Latte')).toEqual(['Milk', 'Sugar', 'Extra shot', 'Syrup']);
    expect(await groupsOf('Kopi Susu Gula Aren')).toEqual(['Milk', 'Sugar', 'Ice', 'Extra shot', 'Syrup']);
    expect(await groupsOf('Lemon Tea')).toEqual(['Sugar', 'Ice']);
    expect(await groupsOf('Butter Croissant')).toEqual([]);
    // Every demo line costs its size's price plus what it chose.
    const lines = await t.app.ctx.db
      .selectFrom('order_details')
      .innerJoin('products', 'products.id', 'order_details.product_id')
      .leftJoin('order_detail_options as o', 'o.order_detail_id', 'order_details.id')
      .select((eb) => [
        'order_details.unit_price',
        'order_details.size',
        'products.price',
        eb.fn.coalesce(eb.fn.sum<number>('o.price'), eb.val(0)).as('extra'),
        eb.fn.count<number>('o.id').as('choices'),
      ])
      .groupBy(['order_details.id', 'order_details.unit_price', 'order_details.size', 'products.price'])
      .execute();
    const tier = { R: 0, L: 5000, XL: 8000, '250': 0, '300': 5000, '500': 8000 } as Record<string, number>;
    for (const line of lines) expect(line.unit_price).toBe(line.price + tier[line.size]! + Number(line.extra));
    expect(lines.some((line) => Number(line.extra) > 0)).toBe(true);
  });

  it('gives every product its own real picture', async () => {
    const products = (await get('/api/products?limit=50')).json().result as { images: string }[];
    const more = (await get('/api/products?limit=50&page=2')).json().result as { images: string }[];
    const images = [...products, ...more].map((product) => product.images);
    expect(new Set(images).size).toBe(images.length);
    // Stored in the database, where every server process finds them.
    const stored = await t.app.ctx.db.selectFrom('images').select('key').execute();
    // Each with its narrower copies (src/domain/photoWidths.ts).
    const copies = images.flatMap((image) => PHOTO_WIDTHS.map((width) => photoAtWidth(image, width)));
    expect(new Set(stored.map((row) => `/uploads/${row.key}`))).toEqual(new Set([...images, ...copies]));
    for (const url of images.slice(0, 6)) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const meta = await sharp(response.rawPayload).stats();
      // Not a flat grey box: the channels vary across the picture.
      expect(Math.max(...meta.channels.map((channel) => channel.stdev))).toBeGreaterThan(20);
    }
  });

  it('gives the demo orders kitchen times in order, so the queue, the board and the estimate have real data', async () => {
    const orders = await t.app.ctx.db.selectFrom('orders').selectAll().where('status', '!=', 'new order').execute();
    for (const order of orders) {
      const times = [order.created_at, order.paid_at, order.preparing_at, order.ready_at, order.done_at].filter(
        (time): time is string => time !== null,
      );
      expect([...times].sort(), `order ${order.id}`).toEqual(times);
      expect(order.paid_at).not.toBeNull();
    }
    const board = (await get('/api/order/board')).json().data;
    expect(board.preparing.length).toBeGreaterThan(0);
    expect(board.ready.length).toBeGreaterThan(0);
    // The estimate learns from the demo's preparation times (3–9 minutes), not the 5-minute default.
    const { preparationMs } = await loadQueue(t.app.ctx.db);
    expect(preparationMs).not.toBe(DEFAULT_PREPARATION_MS);
    expect(preparationMs).toBeGreaterThanOrEqual(3 * 60_000);
    expect(preparationMs).toBeLessThanOrEqual(9 * 60_000);
    const paid = orders.find((order) => order.status === 'paid')!;
    const adminToken = await login(t.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    expect((await get(`/api/order/detail-order/${paid.id}`, adminToken)).json().data.queue_position).toBeGreaterThan(0);
  });

  it('lets the demo accounts sign in with the right roles', async () => {
    const adminToken = await login(t.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const customerToken = await login(t.app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const baristaToken = await login(t.app, DEMO_ACCOUNTS.barista.email, DEMO_ACCOUNTS.barista.password);
    expect((await get('/api/user/detail', adminToken)).json().data.role_id).toBe(1);
    expect((await get('/api/user/detail', customerToken)).json().data.role_id).toBe(2);
    expect((await get('/api/user/detail', baristaToken)).json().data.role_id).toBe(3);
    // The barista works the queue but does not read the books.
    expect((await get('/api/order/queue', baristaToken)).statusCode).toBe(200);
    expect((await get('/api/order/income', baristaToken)).statusCode).toBe(403);
  });

  it('has orders for the admin list and the dashboard, and the demo customer can order at once', async () => {
    const adminToken = await login(t.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const paid = (await get('/api/order/all', adminToken)).json().data;
    expect(paid.length).toBeGreaterThan(0);
    const all = (await get('/api/order/all?status=all', adminToken)).json().data as { status: string }[];
    expect(new Set(all.map((order) => order.status))).toEqual(
      new Set(['new order', 'paid', 'preparing', 'ready', 'done']),
    );
    const income = (await get('/api/order/income', adminToken)).json().data as { income: number }[];
    expect(income.filter((day) => day.income > 0).length).toBeGreaterThanOrEqual(5);

    const customerToken = await login(t.app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    expect((await get('/api/history', customerToken)).json().data.length).toBeGreaterThan(0);
    const dineIn = (
      (await get('/api/products?limit=50')).json().result as { id: number; is_dine_in: number; size: string }[]
    ).find((product) => product.is_dine_in)!;
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: { authorization: `Bearer ${customerToken}` },
      payload: {
        delivery_method: 'dine in',
        delivery_time: '',
        products: [{ product_id: dineIn.id, qty: 1, size: dineIn.size.split(',')[0] }],
      },
    });
    // The demo keeps a real shop's hours: an order for now is taken while it is open (the wall clock decides).
    const shop = (await get('/api/shop')).json().data as { open_now: boolean; hours: unknown };
    expect(shop.hours).toEqual(DEMO_SHOP_HOURS);
    expect(checkout.statusCode).toBe(shop.open_now ? 201 : 409);
  });

  it('creates the ADMIN_EMAIL admin', async () => {
    const token = await login(t.app, 'owner@coffee.test', 'owner-password');
    expect((await get('/api/user/detail', token)).json().data.role_id).toBe(1);
  });

  it('does not seed again on the next start, and ADMIN_EMAIL promotes an existing account', async () => {
    const count = async () =>
      Number(
        (
          await t.app.ctx.db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n,
      );
    const before = await count();
    const again = await buildApp({
      ...t.config,
      admin: { email: DEMO_ACCOUNTS.customer.email, password: 'ignored-password' },
    });
    try {
      expect(await count()).toBe(before);
      const token = await login(again, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
      const detail = await again.inject({
        method: 'GET',
        url: '/api/user/detail',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(detail.json().data.role_id).toBe(1);
    } finally {
      await again.close();
    }
  });
});

describe('a production start (refuseDemoAccounts) on a database with the demo accounts', () => {
  const setPassword = async (email: string, password: string) =>
    t.app.ctx.db
      .updateTable('users')
      .set({ password_hash: await t.app.ctx.passwords.hash(password) })
      .where('email', '=', email)
      .execute();

  it('refuses while any demo account keeps its published password, and starts once all changed', async () => {
    const production = { ...t.config, seedDemo: false, refuseDemoAccounts: true };
    await expect(buildApp(production)).rejects.toThrow(ConfigError);
    await expect(buildApp(production)).rejects.toThrow(/admin@coffee\.test.*ALLOW_DEMO_ACCOUNTS=true/);

    await setPassword(DEMO_ACCOUNTS.admin.email, 'a-private-admin-password');
    await expect(buildApp(production)).rejects.toThrow(/(customer|barista)@coffee\.test.*ALLOW_DEMO_ACCOUNTS=true/);

    // Without the refusal (ALLOW_DEMO_ACCOUNTS=true) the same database starts as it is.
    const allowed = await buildApp({ ...production, refuseDemoAccounts: false });
    await allowed.close();

    await setPassword(DEMO_ACCOUNTS.customer.email, 'a-private-customer-password');
    await expect(buildApp(production)).rejects.toThrow(/barista@coffee\.test.*ALLOW_DEMO_ACCOUNTS=true/);
    await setPassword(DEMO_ACCOUNTS.barista.email, 'a-private-barista-password');
    const started = await buildApp(production);
    await started.close();
  });
});
