import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueCache } from '../catalogue/catalogueCache.ts';
import { createAccount, createTestApp, insertProduct, type Account, type TestApp } from './support/testApp.ts';

describe('createCatalogueCache', () => {
  it('reuses an answer within its ttl and loads again after', async () => {
    let now = 0;
    let loads = 0;
    const cache = createCatalogueCache(1000, () => now);
    const load = async () => ++loads;
    expect(await cache.read('k', load)).toBe(1);
    expect(await cache.read('k', load)).toBe(1);
    now = 1001;
    expect(await cache.read('k', load)).toBe(2);
  });

  it('does not keep an answer loaded while a write happened', async () => {
    let loads = 0;
    const cache = createCatalogueCache(1000, () => 0);
    let release: () => void = () => {};
    const slow = cache.read('k', () => new Promise<number>((resolve) => (release = () => resolve(++loads))));
    cache.invalidate();
    release();
    expect(await slow).toBe(1);
    expect(await cache.read('k', async () => ++loads)).toBe(2);
  });

  it('with a ttl of 0 always loads', async () => {
    let loads = 0;
    const cache = createCatalogueCache(0);
    await cache.read('k', async () => ++loads);
    await cache.read('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});

describe('the catalogue cache in the server', () => {
  let t: TestApp;
  let now = new Date('2026-11-23T03:00:00Z');
  let admin: Account;
  let customer: Account;
  beforeAll(async () => {
    t = await createTestApp({ catalogueCacheMs: 5000, clock: () => now });
    admin = await createAccount(t.app, 'admin');
    customer = await createAccount(t.app);
  });
  afterAll(() => t.close());

  const names = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/products' })).json().result as { name: string }[]).map(
      (p) => p.name,
    );

  it('shows another process’s change after the ttl, and its own changes at once', async () => {
    const first = await insertProduct(t.app, { name: 'Cached One', stock: 10 });
    expect(await names()).toContain('Cached One');
    // Written behind the server's back, as another process would.
    await insertProduct(t.app, { name: 'Written Elsewhere' });
    expect(await names()).not.toContain('Written Elsewhere');
    now = new Date(now.getTime() + 5001);
    expect(await names()).toContain('Written Elsewhere');

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${first.id}`,
      headers: admin.auth,
      payload: { name: 'Renamed Here' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names()).toContain('Renamed Here');

    const one = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/products/${first.id}` })).json().result[0].stock;
    expect(await one()).toBe(10);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: customer.auth,
      payload: { delivery_method: 'dine in', products: [{ product_id: first.id, qty: 3, size: 'R' }] },
    });
    expect(bought.statusCode).toBe(201);
    expect(await one()).toBe(7);
  });
});
