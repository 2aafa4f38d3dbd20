import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { PHOTO_WIDTHS } from '../../src/domain/photoWidths.ts';
import { jpegImage, pngImage } from './support/fixtureImages.ts';
import {
  createAccount,
  createTestApp,
  multipart,
  TEST_SECRET,
  testDatabase,
  type Account,
  type TestApp,
} from './support/testApp.ts';
import { addProductWithPicture, setProfilePicture } from './support/pictureUploads.ts';
import { freePort } from '../../scripts/freePort.ts';

/** Image bytes live in the database: every server on it serves every picture, with long caching. */

let t: TestApp;
let admin: Account;
let customer: Account;
let other: App;
let otherDir: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t.app, 'admin');
  customer = await createAccount(t.app);
  // A second server on the same database. PostgreSQL: its own data folder, as on another
  // machine. SQLite: the file lives in the data folder, so the second instance shares it.
  otherDir = testDatabase === 'postgres' ? await mkdtemp(path.join(os.tmpdir(), 'coffee-other-')) : t.dataDir;
  other = await buildApp({ ...t.config, dataDir: otherDir });
});
afterAll(async () => {
  await other.close();
  if (otherDir !== t.dataDir) await rm(otherDir, { recursive: true, force: true });
  await t.close();
});

const addProduct = (app: App, bytes: Buffer) => addProductWithPicture(app, admin, bytes, 'Shared Latte');
const setProfileImage = (app: App, bytes: Buffer) => setProfilePicture(app, customer, bytes);

const imageCount = async () =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom('images')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('several servers on one database', () => {
  it(`serves a picture uploaded through one server from the other (${testDatabase})`, async () => {
    const bytes = await pngImage(300, 200, '#8E44AD');
    const product = await addProduct(t.app, bytes);
    const served = await other.inject({ method: 'GET', url: product.images });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200]);
    // The same bytes and validator from both.
    const here = await t.app.inject({ method: 'GET', url: product.images });
    expect(here.rawPayload.equals(served.rawPayload)).toBe(true);
    expect(here.headers.etag).toBe(served.headers.etag);
  });

  it('keeps the bytes in the database, not in a folder of one machine', async () => {
    const product = await addProduct(t.app, await pngImage());
    const row = await t.app.ctx.db
      .selectFrom('images')
      .selectAll()
      .where('key', '=', product.images.replace('/uploads/', ''))
      .executeTakeFirstOrThrow();
    expect(row.content_type).toBe('image/webp');
    expect(Buffer.isBuffer(row.bytes)).toBe(true);
    expect(row.size).toBe(row.bytes.length);
    expect(row.etag).toMatch(/^"[\w-]{32}"$/);
    expect(await readdir(t.dataDir)).not.toContain('uploads');
  });

  it('removes the old bytes when a product picture is replaced, as seen from the other server', async () => {
    const product = await addProduct(t.app, await pngImage());
    const count = await imageCount();
    const body = await multipart({}, { name: 'new.png', type: 'image/png', bytes: await pngImage(64, 48, '#16A085') });
    const changed = await other.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth },
    });
    expect(changed.statusCode).toBe(200);
    const replaced = changed.json<{ result: { images: string } }>().result.images;
    expect(replaced).not.toBe(product.images);
    expect((await t.app.inject({ method: 'GET', url: product.images })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: replaced })).statusCode).toBe(200);
    expect(await imageCount()).toBe(count);
  });

  it('removes the old bytes when a profile picture is replaced or deleted', async () => {
    const count = await imageCount();
    const first = await setProfileImage(t.app, await jpegImage());
    const second = await setProfileImage(other, await jpegImage(64, 48, '#D35400'));
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    // The second picture and its narrower copies (src/domain/photoWidths.ts).
    expect(await imageCount()).toBe(count + 1 + PHOTO_WIDTHS.length);
    const removed = await other.inject({ method: 'DELETE', url: '/api/user/delete-image', headers: customer.auth });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    expect(await imageCount()).toBe(count);
  });
});

/** `npm run start:server` as its own process on this test's database, with a data folder of its own where it can. */
async function startServerProcess(dataDir: string) {
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  if (testDatabase === 'postgres') {
    const url = new URL(t.config.databaseUrl!);
    url.searchParams.set('options', `-c search_path=${t.config.pgSchema!}`);
    env.DATABASE_URL = url.toString();
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; !output.includes('Coffee Shop is running'); i += 1) {
    if (child.exitCode !== null || i > 400) throw new Error(`the second server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe('two server processes', () => {
  it('serves through one process what was uploaded through the other, both ways', async () => {
    const dataDir = testDatabase === 'postgres' ? await mkdtemp(path.join(os.tmpdir(), 'coffee-process-')) : t.dataDir;
    const second = await startServerProcess(dataDir);
    try {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(await jpegImage(200, 100))], { type: 'image/jpeg' }), 'me.jpg');
      const uploaded = await fetch(`${second.base}/api/user/update-image`, {
        method: 'PATCH',
        headers: customer.auth,
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const image = ((await uploaded.json()) as { data: { image: string } }).data.image;
      const here = await t.app.inject({ method: 'GET', url: image });
      expect(here.statusCode).toBe(200);
      expect((await sharp(here.rawPayload).metadata()).width).toBe(200);

      const product = await addProduct(t.app, await pngImage(120, 80));
      const there = await fetch(`${second.base}${product.images}`);
      expect(there.status).toBe(200);
      expect(there.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(
        Buffer.from(await there.arrayBuffer()).equals(
          (await t.app.inject({ method: 'GET', url: product.images })).rawPayload,
        ),
      ).toBe(true);
    } finally {
      await second.stop();
      if (dataDir !== t.dataDir) await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('serving pictures', () => {
  it('caches for a year with an ETag and answers 304 to If-None-Match', async () => {
    const { images } = await addProduct(t.app, await pngImage());
    const first = await t.app.inject({ method: 'GET', url: images });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await other.inject({ method: 'GET', url: images, headers: { 'if-none-match': ifNoneMatch } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const stale = await t.app.inject({ method: 'GET', url: images, headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers HEAD without the bytes and 404 for an unknown or foreign name', async () => {
    const { images } = await addProduct(t.app, await pngImage());
    const head = await t.app.inject({ method: 'HEAD', url: images });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBeDefined();
    for (const url of ['/uploads/00000000-0000-0000-0000-000000000000.webp', '/uploads/jwt-secret', '/uploads/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: expect.any(String), messages: expect.any(String) });
    }
  });
});

describe('pictures from before the database kept them', () => {
  it('copies the files an older version left in DATA_DIR/uploads into the database at start, once', async () => {
    const dataDir = testDatabase === 'postgres' ? await mkdtemp(path.join(os.tmpdir(), 'coffee-legacy-')) : t.dataDir;
    const name = '0a1b2c3d-0000-4000-8000-00000000abcd.webp';
    const bytes = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', name), bytes);
    await writeFile(path.join(dataDir, 'uploads', 'notes.txt'), 'not a picture of ours');
    const count = await imageCount();
    const upgraded = await buildApp({ ...t.config, dataDir });
    const again = await buildApp({ ...t.config, dataDir });
    try {
      const served = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(await imageCount()).toBe(count + 1);
      // Its narrower copy, which it came without, is made on first request (never wider than the picture).
      const copy = await t.app.inject({ method: 'GET', url: `/uploads/${name.replace('.webp', '-384w.webp')}` });
      expect(copy.statusCode).toBe(200);
      expect((await sharp(copy.rawPayload).metadata()).width).toBe(20);
      expect(await imageCount()).toBe(count + 2);
    } finally {
      await again.close();
      await upgraded.close();
      await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true });
      if (dataDir !== t.dataDir) await rm(dataDir, { recursive: true, force: true });
    }
  });
});
