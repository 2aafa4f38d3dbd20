import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
let webRoot: string;

const INDEX = `<!doctype html><title>Coffee Shop</title><div id="root"></div>${'<!-- padding -->'.repeat(40)}`;
const SCRIPT = `console.log(${JSON.stringify('a latte, please '.repeat(100))});`;
const PLAIN = 'console.log("no compressed copy")';

beforeAll(async () => {
  // A built web app as vite.config.ts's precompress plugin leaves it: .br and .gz beside the text files.
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'coffee-web-'));
  await mkdir(path.join(webRoot, 'assets'), { recursive: true });
  await mkdir(path.join(webRoot, '.vite'), { recursive: true });
  const files: Record<string, string> = { 'index.html': INDEX, 'assets/app-1a2b3c.js': SCRIPT };
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(webRoot, name), text);
    await writeFile(path.join(webRoot, `${name}.gz`), zlib.gzipSync(text));
    await writeFile(path.join(webRoot, `${name}.br`), zlib.brotliCompressSync(text));
  }
  await writeFile(path.join(webRoot, 'assets', 'small-4d5e6f.js'), PLAIN);
  await writeFile(path.join(webRoot, '.vite', 'manifest.json'), '{"secret":"chunk map"}');
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the web app sends its pre-compressed files', () => {
  it('answers brotli to a browser that accepts it, with the type and caching of the original', async () => {
    const response = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('answers gzip when brotli is not accepted', async () => {
    const response = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers the file as it is without Accept-Encoding, or when no compressed copy exists', async () => {
    const identity = await get('/assets/app-1a2b3c.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(SCRIPT);
    const small = await get('/assets/small-4d5e6f.js', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(PLAIN);
  });

  it('compresses index.html for / and for client-side routes, still revalidated', async () => {
    for (const url of ['/', '/cust/product', '/cust/product-d?id=3']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('does not serve the build manifest', async () => {
    const response = await get('/.vite/manifest.json');
    expect(response.body).not.toContain('chunk map');
  });

  it('keeps the API uncompressed JSON and its 404s', async () => {
    const response = await get('/api/nothing-here', 'br, gzip');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
