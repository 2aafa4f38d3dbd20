import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeDrawnPages } from '../../scripts/renderedPages.ts';
import { createAccount, createTestApp, insertProduct, type TestApp } from './support/testApp.ts';

/**
 * A drawn page is kept while the answer it was drawn from is the same (server/plugins/drawnPageCache.ts).
 * The build's renderer is replaced by one that numbers its drawings and prints the answer it drew
 * from, so a test sees which drawing it got and from which data.
 */
const RENDERER = `
let drawings = 0;
export async function renderPage({ url, preloaded = [] }) {
  drawings += 1;
  const own = preloaded.find((answer) => answer.url !== '/api/shop');
  const shop = preloaded.find((answer) => answer.url === '/api/shop');
  const products = own ? own.payload.result : [];
  const shown = products.map((p) => p.name + ' ' + p.price + ' ' + p.stock).join(' | ');
  const taking = shop ? 'taking orders: ' + shop.payload.data.accepting_orders : 'no shop';
  return {
    head: '<title>Drawn</title>',
    body: '<p data-drawing="' + drawings + '">' + url + ': ' + shown + ' (' + taking + ')</p>',
    drawnAt: new Date().toISOString(),
  };
}
`;
const INDEX =
  '<!doctype html><html><head><title>Coffee Shop</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
const TEMPLATE =
  '<!doctype html><html><head><title>Coffee Shop</title></head><body><div id="root" data-rendered></div><script data-modules="">boot()</script></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'app/routes/LandingRoute.tsx': { file: 'assets/LandingRoute-1.js' },
  'app/layouts/CustomerLayout.tsx': { file: 'assets/CustomerLayout-1.js' },
  'app/routes/CustomerProductsRoute.tsx': { file: 'assets/CustomerProductsRoute-1.js' },
  'app/routes/ProductDetailRoute.tsx': { file: 'assets/ProductDetailRoute-1.js' },
};

let t: TestApp;
let root: string;
let productId: number;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'coffee-kept-'));
  await mkdir(path.join(root, '.vite'), { recursive: true });
  await mkdir(path.join(root, '.render'));
  await writeFile(path.join(root, 'index.html'), INDEX);
  await writeFile(path.join(root, '.render/page.html'), TEMPLATE);
  await writeFile(path.join(root, '.render/renderPage.js'), RENDERER);
  await writeFile(path.join(root, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  await writeDrawnPages(root);
  t = await createTestApp({ webRoot: root });
  productId = (await insertProduct(t.app, { name: 'Kept Latte', price: 25000, stock: 7, category_id: 1 })).id;
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

/** The page as a browser that takes brotli gets it, and which drawing it is. */
async function visit(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-encoding'], url).toBe('br');
  const html = zlib.brotliDecompressSync(response.rawPayload).toString();
  const drawing = Number(/data-drawing="(\d+)"/.exec(html)?.[1]);
  return { html, drawing };
}

/** Changes the product as another process on the same database would: this one is not told. */
const update = (changes: { name?: string; price?: number; stock?: number }) =>
  t.app.ctx.db.updateTable('products').set(changes).where('id', '=', productId).execute();

/**
 * A page is kept only within the minute it was drawn in, so a test's visits must not straddle the
 * turn of a minute: one that starts in its last 10 s waits for the next minute.
 */
async function awayFromTheMinuteTurn() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('a drawn page is kept while its data is the same', () => {
  beforeEach(awayFromTheMinuteTurn);

  for (const url of ['/cust/product?category=1', () => `/cust/product-d?id=${productId}`] as const) {
    const address = () => (typeof url === 'string' ? url : url());

    it(`${typeof url === 'string' ? 'the list' : 'a product page'}: a second visit gets the kept page; an edit, selling out or a new price draws it anew`, async () => {
      const first = await visit(address());
      expect(first.html).toContain('Kept Latte 25000 7');
      const again = await visit(address());
      expect(again.drawing).toBe(first.drawing);
      expect(again.html).toBe(first.html);

      await update({ name: 'Kept Flat White' });
      const renamed = await visit(address());
      expect(renamed.drawing).toBeGreaterThan(first.drawing);
      expect(renamed.html).toContain('Kept Flat White 25000 7');
      expect(renamed.html).not.toContain('Kept Latte');

      await update({ stock: 0 });
      const soldOut = await visit(address());
      expect(soldOut.drawing).toBeGreaterThan(renamed.drawing);
      expect(soldOut.html).toContain('Kept Flat White 25000 0');

      await update({ price: 27000 });
      const repriced = await visit(address());
      expect(repriced.drawing).toBeGreaterThan(soldOut.drawing);
      expect(repriced.html).toContain('Kept Flat White 27000 0');
      // And kept again, now from the new answer.
      expect((await visit(address())).drawing).toBe(repriced.drawing);

      await update({ name: 'Kept Latte', price: 25000, stock: 7 });
    });
  }

  it('the shop paused or resumed, as another process would, draws every page anew with its status', async () => {
    const first = await visit('/');
    expect(first.html).toContain('(taking orders: true)');
    expect((await visit('/')).drawing).toBe(first.drawing);
    const pause = (accepting_orders: number) =>
      t.app.ctx.db.updateTable('shop_settings').set({ accepting_orders }).where('id', '=', 1).execute();
    await pause(0);
    try {
      const paused = await visit('/');
      expect(paused.drawing).not.toBe(first.drawing);
      expect(paused.html).toContain('(taking orders: false)');
    } finally {
      await pause(1);
    }
    const resumed = await visit('/');
    expect(resumed.html).toContain('(taking orders: true)');
  });

  it('each address is a page of its own, and a plain visitor gets the same page uncompressed', async () => {
    const coffee = await visit('/cust/product?category=1&page=1');
    const foods = await visit('/cust/product?category=3');
    expect(foods.drawing).not.toBe(coffee.drawing);
    const plain = await t.app.inject({ method: 'GET', url: '/cust/product?category=1&page=1' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(coffee.html);
  });
});

describe('with the catalogue kept a few seconds, as `npm start` keeps it', () => {
  let cached: TestApp;
  let now = new Date('2026-11-23T03:00:00Z');
  beforeAll(async () => {
    cached = await createTestApp({ webRoot: root, catalogueCacheMs: 5000, clock: () => now });
  });
  afterAll(() => cached.close());

  const landing = async () => (await cached.app.inject({ method: 'GET', url: '/' })).body;
  const takingOrders = async () => /\(taking orders: (\w+)\)/.exec(await landing())?.[1];

  it('GET shop’s answer is kept with it: another process’s pause shows after the ttl, this one’s at once', async () => {
    expect(await takingOrders()).toBe('true');
    // Paused behind this process's back, as another process would.
    await cached.app.ctx.db.updateTable('shop_settings').set({ accepting_orders: 0 }).where('id', '=', 1).execute();
    expect(await takingOrders()).toBe('true');
    now = new Date(now.getTime() + 5001);
    expect(await takingOrders()).toBe('false');
    // Resumed through this process: at once.
    const barista = await createAccount(cached.app, 'staff');
    const resumed = await cached.app.inject({
      method: 'PATCH',
      url: '/api/shop/pause',
      headers: barista.auth,
      payload: { accepting_orders: true },
    });
    expect(resumed.statusCode).toBe(200);
    expect(await takingOrders()).toBe('true');
  });
});
