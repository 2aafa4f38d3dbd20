import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDrawnPages, writeRenderedPages } from '../../scripts/renderedPages.ts';
import { PRODUCT_PHOTO_SIZES, photoSrcSet } from '../../src/domain/photoWidths.ts';
import { BOOT_SCRIPT } from '../../src/styles/bootScript.ts';
import { THEME_SCRIPT } from '../../src/styles/themeScript.ts';
import { createTestApp, insertProduct, type TestApp } from './support/testApp.ts';

/** A name the image store could have generated, so the photo has narrower copies. */
const UPLOADED = '5f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';

let t: TestApp;
let webRoot: string;
let productId: number;

const INDEX =
  '<!doctype html><html><head><title>Coffee Shop</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
/** A build manifest as Vite writes it: route modules, their shared chunks, the entry. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'app/routes/LandingRoute.tsx': { file: 'assets/LandingRoute-1.js', imports: ['index.html', '_Footer-1.js'] },
  '_Footer-1.js': { file: 'assets/Footer-1.js' },
  'app/layouts/CustomerLayout.tsx': { file: 'assets/CustomerLayout-1.js', imports: ['index.html', '_Frame-1.js'] },
  '_Frame-1.js': { file: 'assets/Frame-1.js', imports: ['_Footer-1.js'] },
  'app/routes/CustomerProductsRoute.tsx': { file: 'assets/CustomerProductsRoute-1.js', imports: ['index.html'] },
  'app/routes/ProductDetailRoute.tsx': {
    file: 'assets/ProductDetailRoute-1.js',
    imports: ['index.html', '_Status-1.js'],
  },
  '_Status-1.js': { file: 'assets/Status-1.js' },
  'app/routes/DashboardRoute.tsx': { file: 'assets/DashboardRoute-1.js', imports: ['index.html'] },
};

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'coffee-hints-'));
  await mkdir(path.join(webRoot, '.vite'), { recursive: true });
  await writeFile(path.join(webRoot, 'index.html'), INDEX);
  await writeFile(path.join(webRoot, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  // The drawn pages' chunks, as the build writes them beside its page renderer (here without one).
  await writeDrawnPages(webRoot);
  t = await createTestApp({ webRoot });
  const product = await insertProduct(t.app, { name: 'Hinted Latte </script><b>', images: '/uploads/latte.webp' });
  productId = product.id;
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toMatch(/^text\/html/);
  expect(response.headers['cache-control'], url).toBe('no-cache');
  expect(response.headers['content-encoding'], url).toBe('br');
  return zlib.brotliDecompressSync(response.rawPayload).toString();
};

/** The inlined answers as the app reads them: the JSON of each data-api-preload script element, by its data-url. */
const inlinedAnswers = (html: string): Array<{ url: string; payload: unknown }> =>
  [...html.matchAll(/<script type="application\/json" data-api-preload data-url="([^"]+)">([^]*?)<\/script>/g)].map(
    (match) => ({ url: match[1]!.replace(/&amp;/g, '&'), payload: JSON.parse(match[2]!) as unknown }),
  );
/** The page's own inlined answer (the list's, a product's), apart from GET shop's, which every drawn page carries. */
const inlined = (html: string) => inlinedAnswers(html).find(({ url }) => url !== '/api/shop') ?? null;
const inlinedShop = (html: string) => inlinedAnswers(html).find(({ url }) => url === '/api/shop') ?? null;

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]).sort();

describe('index.html starts the first page’s code, data and photo with the HTML', () => {
  it('the landing preloads its route chunk and what it imports, not the entry', async () => {
    expect(modulePreloads(await page('/'))).toEqual(['/assets/Footer-1.js', '/assets/LandingRoute-1.js']);
  });

  it('the product list carries its first catalogue answer, exactly as the API gives it', async () => {
    const html = await page('/cust/product');
    expect(modulePreloads(html)).toEqual([
      '/assets/CustomerLayout-1.js',
      '/assets/CustomerProductsRoute-1.js',
      '/assets/Footer-1.js',
      '/assets/Frame-1.js',
    ]);
    const data = inlined(html);
    expect(data?.url).toBe('/api/products?page=1&limit=10&sort=desc&category=1');
    const api = await t.app.inject({ method: 'GET', url: data!.url });
    expect(data!.payload).toEqual(api.json());
    // A name with "</script>" cannot end the data early.
    expect(JSON.stringify(data!.payload)).toContain('Hinted Latte </script><b>');
  });

  it('follows the address: a category, a page, a search', async () => {
    expect(inlined(await page('/cust/product?category=3&page=2'))?.url).toBe(
      '/api/products?page=2&limit=10&sort=desc&category=3',
    );
    expect(inlined(await page('/cust/product?search=%20latte%20&category=2'))?.url).toBe(
      '/api/products?page=1&limit=10&sort=desc&search=latte',
    );
    expect(inlined(await page('/cust/product?category=9&page=-4'))?.url).toBe(
      '/api/products?page=1&limit=10&sort=desc&category=1',
    );
  });

  it('a product page carries its product and preloads its photo first', async () => {
    const html = await page(`/cust/product-d?id=${productId}`);
    expect(inlined(html)?.url).toBe(`/api/products/${productId}`);
    expect(html).toContain('<link rel="preload" as="image" href="/uploads/latte.webp" fetchpriority="high">');
    expect(modulePreloads(html)).toContain('/assets/ProductDetailRoute-1.js');
  });

  it('an uploaded photo is preloaded with its narrower copies, as the page’s <img> picks among them', async () => {
    const photo = `/uploads/${UPLOADED}.webp`;
    const { id } = await insertProduct(t.app, { name: 'Uploaded Latte', images: photo });
    const html = await page(`/cust/product-d?id=${id}`);
    expect(html).toContain(
      `<link rel="preload" as="image" href="${photo}" imagesrcset="${photoSrcSet(photo)}" imagesizes="${PRODUCT_PHOTO_SIZES}" fetchpriority="high">`,
    );
  });

  it('an unknown or missing product gets the page without data', async () => {
    for (const url of ['/cust/product-d?id=999999', '/cust/product-d?id=abc', '/cust/product-d']) {
      const html = await page(url);
      expect(inlined(html), url).toBeNull();
      expect(html, url).not.toContain('rel="preload"');
      expect(modulePreloads(html), url).toContain('/assets/ProductDetailRoute-1.js');
    }
  });

  it('every such page carries GET shop’s answer, exactly as the API gives it, for its status line', async () => {
    const shop = (await t.app.inject({ method: 'GET', url: '/api/shop' })).json();
    for (const url of ['/', '/cust/product', `/cust/product-d?id=${productId}`, '/cust/product-d?id=999999']) {
      expect(inlinedShop(await page(url))?.payload, url).toEqual(shop);
    }
    expect(inlinedAnswers(await page('/'))).toHaveLength(1);
  });

  it('other pages get index.html as built', async () => {
    for (const url of ['/auth/login', '/admin/dashboard']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });
});

/** index.html as Vite builds it: the entry script and the stylesheet in the head. */
const BUILT_INDEX =
  '<!doctype html><html><head><title>Coffee Shop</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';
const STYLES = '.text-heading{color:#6a4029}';

/** What the boot script will load after the first paint (src/styles/bootScript.ts). */
const bootModules = (html: string) => /<script data-modules="([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];
/** What the page's root holds. */
const rootOf = (html: string) =>
  /<div id="root" data-rendered data-drawn-at="[^"]+">([^]*)<\/div><script data-modules/.exec(html)?.[1] ?? '';

describe('pages drawn on the server by the build’s page renderer', () => {
  let drawn: TestApp;
  let root: string;
  let latte: number;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'coffee-drawn-'));
    await mkdir(path.join(root, '.vite'), { recursive: true });
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'index.html'), BUILT_INDEX);
    await writeFile(path.join(root, 'assets/index-1.css'), STYLES);
    await writeFile(path.join(root, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    // The real renderer (app/prerender/renderPage.tsx) and page, built as `vite build` builds them:
    // in production mode, whose JSX runtime the bundled React's production build has.
    const testEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await writeRenderedPages(path.resolve(import.meta.dirname, '../..'), root);
    } finally {
      process.env.NODE_ENV = testEnv;
    }
    drawn = await createTestApp({ webRoot: root });
    latte = (await insertProduct(drawn.app, { name: 'Dollar $& Latte </b>', images: '/uploads/dollar.webp' })).id;
  }, 60_000);
  afterAll(async () => {
    await drawn.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = async (url: string) => (await drawn.app.inject({ method: 'GET', url })).body;

  it('the landing is drawn whole, styles inlined, its code named for after the first paint', async () => {
    const html = await get('/');
    expect(rootOf(html)).toContain('Start Your Day with Coffee and Good Meals');
    expect(html).toContain(`<style>${STYLES}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    // Nothing competes with the first paint: the entry and the chunks load after it.
    expect(html).not.toContain('<script type="module"');
    expect(modulePreloads(html)).toEqual([]);
    expect(bootModules(html)).toEqual(['/assets/index-1.js', '/assets/LandingRoute-1.js', '/assets/Footer-1.js']);
  });

  it('the shop’s status line is in the page it draws, by the clock the page carries for its hydration', async () => {
    for (const url of ['/', '/cust/product?category=1']) {
      const html = await get(url);
      expect(rootOf(html), url).toMatch(/<p role="status" data-shop-state="(open|closed)"/);
      const drawnAt = Date.parse(/data-drawn-at="([^"]+)"/.exec(html)![1]!);
      expect(Math.abs(Date.now() - drawnAt), url).toBeLessThan(60_000);
    }
    await drawn.app.ctx.db
      .updateTable('shop_settings')
      .set({ accepting_orders: 0, pause_reason: 'out of milk' })
      .execute();
    try {
      // A product page says so only while orders are not taken, beside Add to Cart.
      for (const url of ['/', '/cust/product?category=1', `/cust/product-d?id=${latte}`]) {
        expect(rootOf(await get(url)), url).toMatch(/<p role="status" data-shop-state="paused"[^]*out of milk/);
      }
    } finally {
      await drawn.app.ctx.db.updateTable('shop_settings').set({ accepting_orders: 1, pause_reason: null }).execute();
    }
  });

  it('the product list is drawn from the answer it carries: the newest product first, its title in the head', async () => {
    const html = await get('/cust/product?category=1');
    const data = inlined(html);
    expect(data?.url).toBe('/api/products?page=1&limit=10&sort=desc&category=1');
    // The name is text: "$&" stays as it is and "</b>" is escaped, never markup.
    expect(rootOf(html)).toContain('Dollar $&amp; Latte &lt;/b&gt;');
    expect(rootOf(html)).toContain('Our Products');
    expect(html).toMatch(/<head>.*<title>Products · Coffee Shop<\/title>.*<\/head>/s);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(bootModules(html)).toEqual([
      '/assets/index-1.js',
      '/assets/CustomerLayout-1.js',
      '/assets/Frame-1.js',
      '/assets/Footer-1.js',
      '/assets/CustomerProductsRoute-1.js',
    ]);
  });

  it('a product page is drawn with its photo, preloaded once, at high priority', async () => {
    const html = await get(`/cust/product-d?id=${latte}`);
    expect(rootOf(html)).toMatch(/<h1[^>]*>Dollar \$&amp; Latte &lt;\/b&gt;<\/h1>/);
    expect(rootOf(html)).toContain('Add to Cart');
    expect(html.match(/rel="preload" as="image" href="\/uploads\/dollar.webp"/g)).toHaveLength(1);
    expect(html).toMatch(/<head>.*<title>Dollar \$&amp; Latte &lt;\/b&gt; · Coffee Shop<\/title>/s);
  });

  it('an uploaded photo is drawn with its narrower copies and preloaded once, by the same srcset', async () => {
    const photo = `/uploads/${UPLOADED}.webp`;
    const { id } = await insertProduct(drawn.app, { name: 'Uploaded Latte', images: photo });
    const html = await get(`/cust/product-d?id=${id}`);
    const srcSet = photoSrcSet(photo)!;
    expect(rootOf(html)).toContain(`srcSet="${srcSet}"`);
    expect(rootOf(html)).toContain(`sizes="${PRODUCT_PHOTO_SIZES}"`);
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain(`imageSrcSet="${srcSet}"`);
  });

  it('every part of a drawn page is in place, with no script but those the CSP allows', async () => {
    for (const url of ['/', '/cust/product?category=1', `/cust/product-d?id=${latte}`]) {
      const html = await get(url);
      // React would move a large part to the end and reveal it with its own inline script.
      expect(html, url).not.toContain('<template');
      expect(html, url).not.toContain('<!--$?-->');
      const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([^]*?)<\/script>/g)].map((m) => m[1]);
      expect(
        inline.filter((script) => script !== BOOT_SCRIPT && script !== THEME_SCRIPT),
        url,
      ).toEqual([]);
    }
  });

  it('a product that is gone is drawn as not found', async () => {
    const html = await get('/cust/product-d?id=999999');
    expect(inlined(html)).toBeNull();
    expect(rootOf(html)).not.toContain('Add to Cart');
  });

  it('other pages keep index.html as built', async () => {
    expect(await get('/auth/login')).toBe(BUILT_INDEX);
  });
});

describe('a build whose page renderer cannot load', () => {
  let broken: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'coffee-broken-'));
    await mkdir(path.join(root, '.vite'), { recursive: true });
    await mkdir(path.join(root, '.render'));
    await writeFile(path.join(root, 'index.html'), INDEX);
    await writeFile(path.join(root, '.render/page.html'), INDEX);
    await writeFile(path.join(root, '.render/renderPage.js'), 'export const renderPage = ;');
    await writeFile(path.join(root, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    await writeDrawnPages(root);
    broken = await createTestApp({ webRoot: root });
  });
  afterAll(async () => {
    await broken.close();
    await rm(root, { recursive: true, force: true });
  });

  it('sends the page for the browser to draw, with its chunks preloaded and its answer', async () => {
    const html = (await broken.app.inject({ method: 'GET', url: '/cust/product' })).body;
    expect(inlined(html)?.url).toBe('/api/products?page=1&limit=10&sort=desc&category=1');
    expect(modulePreloads(html)).toContain('/assets/CustomerProductsRoute-1.js');
    expect(html).toContain('<div id="root"></div>');
  });
});
