import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { ConfigError, configFromEnv } from '../config.ts';
import { IMAGE_CACHE_CONTROL } from '../images/uploadRoutes.ts';
import { jpegImage, pngImage } from './support/fixtureImages.ts';
import { startS3Double, type S3Double } from './support/s3Double.ts';
import {
  createAccount,
  createTestApp,
  multipart,
  testDatabase,
  type Account,
  type TestApp,
} from './support/testApp.ts';
import { addProductWithPicture, setProfilePicture } from './support/pictureUploads.ts';

/** With S3_BUCKET set, picture bytes live in the bucket (here an in-memory S3 double), not in the database. */

let s3: S3Double;
let t: TestApp;
let admin: Account;
let customer: Account;
let other: App;
let otherDir: string;

beforeAll(async () => {
  s3 = await startS3Double();
  t = await createTestApp({
    s3: {
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
    },
  });
  admin = await createAccount(t.app, 'admin');
  customer = await createAccount(t.app);
  // A second server on the same database and bucket; on PostgreSQL with a data folder of its own.
  otherDir = testDatabase === 'postgres' ? await mkdtemp(path.join(os.tmpdir(), 'coffee-s3-other-')) : t.dataDir;
  other = await buildApp({ ...t.config, dataDir: otherDir });
});
afterAll(async () => {
  await other.close();
  if (otherDir !== t.dataDir) await rm(otherDir, { recursive: true, force: true });
  await t.close();
  await s3.close();
});

const keyOf = (publicPath: string) => publicPath.replace('/uploads/', '');

const addProduct = (app: App, bytes: Buffer) => addProductWithPicture(app, admin, bytes, 'Bucket Latte');
const setProfileImage = (app: App, bytes: Buffer) => setProfilePicture(app, customer, bytes);

describe(`pictures in S3-compatible storage (${testDatabase})`, () => {
  it('stores an uploaded product picture in the bucket and not in the images table', async () => {
    const product = await addProduct(t.app, await pngImage(300, 200, '#8E44AD'));
    const object = s3.objects.get(keyOf(product.images));
    expect(object?.contentType).toBe('image/webp');
    const meta = await sharp(object!.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200]);
    const rows = await t.app.ctx.db.selectFrom('images').select('key').execute();
    expect(rows).toEqual([]);
  });

  it('serves it from /uploads/<name> on both servers, cached a year, with an ETag and 304', async () => {
    const { images } = await addProduct(t.app, await pngImage(120, 80));
    const first = await t.app.inject({ method: 'GET', url: images });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.rawPayload.equals(s3.objects.get(keyOf(images))!.body)).toBe(true);

    const there = await other.inject({ method: 'GET', url: images });
    expect(there.statusCode).toBe(200);
    expect(there.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(there.headers.etag).toBe(etag);

    for (const app of [t.app, other]) {
      const again = await app.inject({ method: 'GET', url: images, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    }
  });

  it('answers 404 for a name the bucket does not hold', async () => {
    const response = await other.inject({ method: 'GET', url: '/uploads/00000000-0000-0000-0000-000000000000.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'IMAGE_NOT_FOUND' });
  });

  it('removes the old object when a product picture is replaced through the other server', async () => {
    const product = await addProduct(t.app, await pngImage());
    const body = await multipart({}, { name: 'new.png', type: 'image/png', bytes: await pngImage(64, 48, '#16A085') });
    const changed = await other.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth },
    });
    expect(changed.statusCode).toBe(200);
    const replaced = changed.json<{ result: { images: string } }>().result.images;
    expect(s3.objects.has(keyOf(product.images))).toBe(false);
    expect(s3.objects.has(keyOf(replaced))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: product.images })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: replaced })).statusCode).toBe(200);
  });

  it('removes the object when a profile picture is replaced or deleted', async () => {
    const first = await setProfileImage(t.app, await jpegImage());
    expect(s3.objects.has(keyOf(first))).toBe(true);
    const second = await setProfileImage(other, await jpegImage(64, 48, '#D35400'));
    expect(s3.objects.has(keyOf(first))).toBe(false);
    expect(s3.objects.has(keyOf(second))).toBe(true);
    const removed = await other.inject({ method: 'DELETE', url: '/api/user/delete-image', headers: customer.auth });
    expect(removed.statusCode).toBe(200);
    expect(s3.objects.has(keyOf(second))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('still serves and removes a picture saved in the images table before S3 was configured', async () => {
    const bytes = await sharp({ create: { width: 16, height: 8, channels: 3, background: '#654321' } })
      .webp()
      .toBuffer();
    const key = '0a1b2c3d-0000-4000-8000-0000000000d1.webp';
    await t.app.ctx.db
      .insertInto('images')
      .values({
        key,
        content_type: 'image/webp',
        bytes,
        size: bytes.length,
        etag: '"from-the-table"',
        created_at: new Date().toISOString(),
      })
      .execute();
    const served = await other.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers.etag).toBe('"from-the-table"');
    await t.app.ctx.images.remove(`/uploads/${key}`);
    expect(await t.app.ctx.db.selectFrom('images').select('key').execute()).toEqual([]);
    expect((await other.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
  });

  it('copies pictures an older version left in DATA_DIR/uploads into the bucket at start, once', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-s3-legacy-'));
    try {
      const name = '0a1b2c3d-0000-4000-8000-0000000000e3.webp';
      const bytes = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#123456' } })
        .webp()
        .toBuffer();
      await mkdir(path.join(dataDir, 'uploads'));
      await writeFile(path.join(dataDir, 'uploads', name), bytes);
      const started = await buildApp({ ...t.config, dataDir });
      await started.close();
      expect(s3.objects.get(name)?.body.equals(bytes)).toBe(true);
      const puts = () => s3.requests.filter((request) => request === `PUT ${name}`).length;
      expect(puts()).toBe(1);
      // A restart only asks whether the object is there.
      const restarted = await buildApp({ ...t.config, dataDir });
      const served = await restarted.inject({ method: 'GET', url: `/uploads/${name}` });
      await restarted.close();
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(puts()).toBe(1);
      expect(s3.requests).toContain(`HEAD ${name}`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe(`a bucket out of reach (${testDatabase})`, () => {
  it('answers 503 IMAGE_STORAGE_UNAVAILABLE for a picture and an upload, never a 500', async () => {
    const gone = await startS3Double();
    await gone.close();
    const cut = await createTestApp({
      s3: {
        bucket: gone.bucket,
        endpoint: gone.endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
      },
    });
    try {
      const picture = await cut.app.inject({
        method: 'GET',
        url: '/uploads/0b6f4a52-3c1e-4d7a-9f20-5e8c7d6b1a43.webp',
      });
      expect(picture.statusCode).toBe(503);
      expect(picture.json()).toMatchObject({ code: 'IMAGE_STORAGE_UNAVAILABLE' });
      const someone = await createAccount(cut.app);
      const body = await multipart({}, { name: 'me.png', type: 'image/png', bytes: await pngImage() });
      const upload = await cut.app.inject({
        method: 'PATCH',
        url: '/api/user/update-image',
        payload: body.payload,
        headers: { ...body.headers, ...someone.auth },
      });
      expect(upload.statusCode).toBe(503);
      expect(upload.json()).toMatchObject({ code: 'IMAGE_STORAGE_UNAVAILABLE' });
    } finally {
      await cut.close();
    }
  });
});

describe('S3 configuration', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-s3-config-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps pictures in the database unless S3_BUCKET is set', () => {
    expect(configFromEnv({ DATA_DIR: dataDir }).app.s3).toBeUndefined();
  });

  it('reads the bucket, endpoint and region, leaving credentials to the SDK', () => {
    expect(configFromEnv({ DATA_DIR: dataDir, S3_BUCKET: 'coffee-pictures' }).app.s3).toEqual({
      bucket: 'coffee-pictures',
      endpoint: undefined,
      region: 'us-east-1',
    });
    const config = configFromEnv({
      DATA_DIR: dataDir,
      S3_BUCKET: 'coffee.pictures-2',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'key',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.app.s3).toEqual({
      bucket: 'coffee.pictures-2',
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
    });
  });

  it.each([
    [{ S3_BUCKET: 'Coffee_Pictures' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'ab' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'pictures', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'pictures', S3_ENDPOINT: 'ftp://minio' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'pictures', S3_REGION: 'EU Central' }, 'S3_REGION'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET'],
    [{ S3_REGION: 'eu-central-1' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'pictures', AWS_ACCESS_KEY_ID: 'key' }, 'AWS_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'pictures', AWS_SECRET_ACCESS_KEY: 'secret' }, 'AWS_ACCESS_KEY_ID'],
  ])('refuses %o naming %s', (env, variable) => {
    const attempt = () => configFromEnv({ DATA_DIR: dataDir, ...env });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`^Invalid configuration: ${variable}: `));
  });
});
