import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertProduct, type TestApp } from './testApp.ts';

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

/** The inlined answer as the app reads it: the JSON of the script element with that data-url. */
function inlined(html: string): { url: string; payload: unknown } | null {
  const match = /<script type="application\/json" id="api-preload" data-url="([^"]+)">([^]*?)<\/script>/.exec(html);
  return match ? { url: match[1]!.replace(/&amp;/g, '&'), payload: JSON.parse(match[2]!) } : null;
}

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

  it('an unknown or missing product gets the page without data', async () => {
    for (const url of ['/cust/product-d?id=999999', '/cust/product-d?id=abc', '/cust/product-d']) {
      const html = await page(url);
      expect(inlined(html), url).toBeNull();
      expect(html, url).not.toContain('rel="preload"');
      expect(modulePreloads(html), url).toContain('/assets/ProductDetailRoute-1.js');
    }
  });

  it('other pages get index.html as built', async () => {
    for (const url of ['/auth/login', '/admin/dashboard']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });
});

describe('the landing prerendered at build time', () => {
  const LANDING = INDEX.replace(
    '<div id="root"></div>',
    '<div id="root" data-prerendered><h1>Start Your Day</h1></div>',
  );
  let withLanding: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'coffee-landing-'));
    await mkdir(path.join(root, '.vite'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), INDEX);
    await writeFile(path.join(root, 'landing.html'), LANDING);
    await writeFile(path.join(root, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    withLanding = await createTestApp({ webRoot: root });
    // A "$&" in a name is text, never a pattern that copies the page into itself.
    await insertProduct(withLanding.app, { name: 'Dollar $& Latte', images: '/uploads/dollar.webp' });
  });
  afterAll(async () => {
    await withLanding.close();
    await rm(root, { recursive: true, force: true });
  });

  it('`/` gets the drawn landing with its chunks preloaded; other pages keep index.html', async () => {
    const landing = await withLanding.app.inject({ method: 'GET', url: '/' });
    expect(landing.body).toContain('<div id="root" data-prerendered><h1>Start Your Day</h1></div>');
    expect(modulePreloads(landing.body)).toEqual(['/assets/Footer-1.js', '/assets/LandingRoute-1.js']);
    const login = await withLanding.app.inject({ method: 'GET', url: '/auth/login' });
    expect(login.body).toBe(INDEX);
  });

  it('a product list’s inlined answer keeps a "$&" in a name as it is', async () => {
    const html = (await withLanding.app.inject({ method: 'GET', url: '/cust/product' })).body;
    expect(JSON.stringify(inlined(html)?.payload)).toContain('Dollar $& Latte');
    expect(html.match(/<div id="root"/g)).toHaveLength(1);
  });
});
