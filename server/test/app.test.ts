import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, testDatabase, type TestApp } from './support/testApp.ts';

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  // A stand-in for the built web app (dist/web): an index page and one hashed asset.
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'coffee-web-'));
  await mkdir(path.join(webRoot, 'assets'), { recursive: true });
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Coffee Shop</title><div id="root"></div>');
  await writeFile(path.join(webRoot, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers ok with the database in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ messages: 'ok', data: { status: 'ok', database: testDatabase } });
  });
});

describe('OpenAPI', () => {
  it('serves the JSON document and the docs page', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const doc = spec.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(
      doc.paths['/api/order/checkout'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('delivery_method');
    expect(doc.paths['/api/order/checkout'].post.responses).toHaveProperty('409');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('security headers', () => {
  it('sends a CSP that allows the app (own scripts and styles, images from self, data: and blob:)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('errors', () => {
  it('an unknown API path is a JSON 404, not the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown/thing' });
    expectError(response, 404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });

  it('a missing upload is a 404', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/uploads/00000000-0000-0000-0000-000000000000.webp' })).statusCode,
    ).toBe(404);
  });
});

describe('the web app (webRoot)', () => {
  it('serves index.html for client-side routes and files as they are', async () => {
    for (const url of ['/', '/cust/product', '/admin/dashboard?x=1', '/auth/new-password/abc']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
  });

  it('does not answer index.html for writes', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/cust/product' })).statusCode).toBe(404);
  });
});

describe('a server-side failure', () => {
  it('answers 500 with a generic message and no internals', async () => {
    const broken = await createTestApp();
    try {
      await sql`alter table products rename to products_gone`.execute(broken.app.ctx.db);
      const response = await broken.app.inject({ method: 'GET', url: '/api/products' });
      expectError(response, 500, 'Something went wrong on our side, please try again');
      expect(response.body).not.toMatch(/products|sql|table/i);
    } finally {
      await broken.close();
    }
  });
});
