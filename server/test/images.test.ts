import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../src/domain/limits.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { photoAtWidth } from '../../src/domain/photoWidths.ts';
import { gifImage, jpegImage, jpegWithExif, pngImage } from './support/fixtureImages.ts';
import {
  createAccount,
  createTestApp,
  expectError,
  multipart,
  tableCounts,
  type Account,
  type TestApp,
} from './support/testApp.ts';

let t: TestApp;
let admin: Account;
let customer: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t.app, 'admin');
  customer = await createAccount(t.app);
});
afterAll(() => t.close());

const productFields = { name: 'Photo Latte', price: 25000, stock: 5, category_id: 1, size: 'R', is_dine_in: 1 };
/** The names of the stored pictures. */
const storedNames = async () =>
  (await t.app.ctx.db.selectFrom('images').select('key').orderBy('key').execute()).map((row) => row.key);

async function sendProduct(file: { name: string; type: string; bytes: Buffer }) {
  const body = await multipart(productFields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    payload: body.payload,
    headers: { ...body.headers, ...admin.auth },
  });
}

async function sendProfileImage(file: { name: string; type: string; bytes: Buffer }, account = customer) {
  const body = await multipart({}, file);
  return t.app.inject({
    method: 'PATCH',
    url: '/api/user/update-image',
    payload: body.payload,
    headers: { ...body.headers, ...account.auth },
  });
}

/** The store holds only names the server generated: photos and their narrower copies. */
async function expectOnlyGeneratedNames() {
  for (const name of await storedNames()) expect(name).toMatch(/^[0-9a-f-]{36}(-(384|768)w)?\.webp$/);
}

describe('what counts as an image', () => {
  it('takes a JPEG and a PNG, judged by their bytes even under a wrong name and type', async () => {
    const jpeg = await sendProduct({ name: 'notes.txt', type: 'text/plain', bytes: await jpegImage() });
    expect(jpeg.statusCode).toBe(201);
    const png = await sendProduct({ name: 'photo.jpeg', type: 'image/jpeg', bytes: await pngImage() });
    expect(png.statusCode).toBe(201);
  });

  it.each([
    ['text pretending to be a PNG', 'photo.png', 'image/png', Buffer.from('hello, I am not a picture')],
    ['an HTML page named .jpg', 'evil.jpg', 'image/jpeg', Buffer.from('<html><script>alert(1)</script></html>')],
    [
      'a PNG signature with garbage after it',
      'broken.png',
      'image/png',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]),
    ],
    ['an empty file', 'empty.png', 'image/png', Buffer.alloc(0)],
  ])('refuses %s with 415 and writes nothing', async (_label, name, type, bytes) => {
    const before = await tableCounts(t.app);
    const files = await storedNames();
    const response = await sendProduct({ name, type, bytes });
    if (bytes.length === 0) expectError(response, 400, 'Choose a product image');
    else expectError(response, 415, MESSAGES.imageType);
    expect(await tableCounts(t.app)).toEqual(before);
    expect(await storedNames()).toEqual(files);
  });

  it('refuses a real GIF named .png', async () => {
    expectError(
      await sendProduct({ name: 'anim.png', type: 'image/png', bytes: await gifImage() }),
      415,
      MESSAGES.imageType,
    );
  });
});

describe('broken forms', () => {
  it.each([
    [
      'cut short',
      async (payload: Buffer, type: string) => ({ payload: payload.subarray(0, payload.length - 60), type }),
    ],
    ['without a boundary', async (payload: Buffer) => ({ payload, type: 'multipart/form-data' })],
    [
      // The parser refuses a boundary it cannot search for with a bare Error that never says "multipart".
      'with a boundary longer than the parser can search for',
      async (payload: Buffer) => ({ payload, type: `multipart/form-data; boundary=${'b'.repeat(300)}` }),
    ],
    [
      'that are not a form at all',
      async (_payload: Buffer, type: string) => ({ payload: Buffer.from('hello world'), type }),
    ],
    [
      'with a prototype field name',
      async () => ({
        payload: Buffer.from('--B\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--B--\r\n'),
        type: 'multipart/form-data; boundary=B',
      }),
    ],
  ])('answers 400 for a form %s and writes nothing', async (_label, breakIt) => {
    const body = await multipart(productFields, { name: 'a.png', type: 'image/png', bytes: await pngImage() });
    const broken = await breakIt(body.payload, body.headers['content-type']);
    const before = await tableCounts(t.app);
    const files = await storedNames();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: broken.payload,
      headers: { 'content-type': broken.type, ...admin.auth },
    });
    expectError(response, 400);
    expect(await tableCounts(t.app)).toEqual(before);
    expect(await storedNames()).toEqual(files);
  });
});

describe('size limits', () => {
  it('refuses a file of 4388608 bytes or more with 413 and writes nothing', async () => {
    const before = await tableCounts(t.app);
    const files = await storedNames();
    const big = Buffer.concat([await pngImage(), Buffer.alloc(IMAGE_MAX_BYTES)]).subarray(0, IMAGE_MAX_BYTES);
    expectError(await sendProduct({ name: 'big.png', type: 'image/png', bytes: big }), 413, MESSAGES.imageSize);
    expect(await tableCounts(t.app)).toEqual(before);
    expect(await storedNames()).toEqual(files);
  });

  it('lets a file of one byte less through the size check (then judges its content)', async () => {
    const padded = Buffer.concat([await pngImage(), Buffer.alloc(IMAGE_MAX_BYTES)]).subarray(0, IMAGE_MAX_BYTES - 1);
    const response = await sendProduct({ name: 'padded.png', type: 'image/png', bytes: padded });
    // A PNG with trailing bytes still decodes: accepted and re-encoded small.
    expect(response.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: response.json().result.images });
    expect(served.rawPayload.length).toBeLessThan(100_000);
  });

  it('refuses a small file that claims a gigantic canvas (decompression bomb)', async () => {
    const bomb = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#FFFFFF' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES);
    expectError(await sendProduct({ name: 'bomb.png', type: 'image/png', bytes: bomb }), 413);
  });

  it('shrinks a large picture to at most 1200 px', async () => {
    const large = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const response = await sendProduct({ name: 'large.jpg', type: 'image/jpeg', bytes: large });
    const served = await t.app.inject({ method: 'GET', url: response.json().result.images });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(1200);
  });
});

describe('narrower copies for phones (src/domain/photoWidths.ts)', () => {
  const widthOf = async (url: string) => {
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode, url).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    return (await sharp(served.rawPayload).metadata()).width;
  };
  const wide = () =>
    sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();

  it('are stored with every photo, each at most as wide as its name says, and go with it', async () => {
    const account = await createAccount(t.app);
    const before = await storedNames();
    const response = await sendProfileImage({ name: 'wide.jpg', type: 'image/jpeg', bytes: await wide() }, account);
    const photo: string = response.json().data.image;
    const id = photo.slice('/uploads/'.length, -'.webp'.length);
    const added = (await storedNames()).filter((name) => !before.includes(name));
    expect(added.sort()).toEqual([`${id}-384w.webp`, `${id}-768w.webp`, `${id}.webp`]);
    expect(await widthOf(photo)).toBe(1200);
    expect(await widthOf(photoAtWidth(photo, 768)!)).toBe(768);
    expect(await widthOf(photoAtWidth(photo, 384)!)).toBe(384);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/user/delete-image', headers: account.auth });
    expect(removed.statusCode).toBe(200);
    expect(await storedNames()).toEqual(before);
  });

  it('never widen a small photo', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#993366' } })
      .png()
      .toBuffer();
    const photo: string = (await sendProduct({ name: 'small.png', type: 'image/png', bytes: small })).json().result
      .images;
    expect(await widthOf(photoAtWidth(photo, 768)!)).toBe(300);
  });

  it('are made on first request for a photo stored before copies existed, and kept', async () => {
    const response = await sendProduct({ name: 'old.jpg', type: 'image/jpeg', bytes: await wide() });
    const photo: string = response.json().result.images;
    const copy = photoAtWidth(photo, 384)!;
    const copyKey = copy.slice('/uploads/'.length);
    await t.app.ctx.db.deleteFrom('images').where('key', '=', copyKey).execute();
    // Three first requests at once all get it.
    const widths = await Promise.all([widthOf(copy), widthOf(copy), widthOf(copy)]);
    expect(widths).toEqual([384, 384, 384]);
    expect(await storedNames()).toContain(copyKey);
  });

  it('exist only at the widths the server makes, and only for a photo it has', async () => {
    const photo: string = (await sendProduct({ name: 'a.png', type: 'image/png', bytes: await pngImage() })).json()
      .result.images;
    const id = photo.slice('/uploads/'.length, -'.webp'.length);
    const before = await storedNames();
    for (const url of [
      `/uploads/${id}-500w.webp`,
      `/uploads/${id}-0384w.webp`,
      '/uploads/00000000-0000-0000-0000-000000000000-384w.webp',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect(await storedNames()).toEqual(before);
  });
});

describe('re-encoding and storage', () => {
  it('strips EXIF metadata', async () => {
    const input = await jpegWithExif();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const response = await sendProduct({ name: 'camera.jpg', type: 'image/jpeg', bytes: input });
    const served = await t.app.inject({ method: 'GET', url: response.json().result.images });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
  });

  it.each([
    '../../../etc/passwd.png',
    '..\\..\\windows\\evil.png',
    '/abs/path.png',
    'a/b/../../../c.png',
    '%2e%2e%2fescape.png',
  ])('ignores the path trick in the file name %s', async (name) => {
    const response = await sendProduct({ name, type: 'image/png', bytes: await pngImage() });
    expect(response.statusCode).toBe(201);
    expect(response.json().result.images).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    await expectOnlyGeneratedNames();
    expect(await t.app.inject({ method: 'GET', url: '/uploads/../../../etc/passwd.png' })).toHaveProperty(
      'statusCode',
      404,
    );
  });

  it('serves nothing outside the uploads folder', async () => {
    for (const url of ['/uploads/../jwt-secret', '/uploads/..%2fjwt-secret', '/uploads/%2e%2e/coffee-shop.sqlite']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('test-secret');
    }
  });
});

describe('profile pictures', () => {
  it('uploads, replaces and deletes a profile picture, removing old files', async () => {
    const first = await sendProfileImage({ name: 'me.png', type: 'image/png', bytes: await pngImage() });
    expect(first.statusCode).toBe(200);
    const firstPath = first.json().data.image;
    expect(firstPath).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);

    const second = await sendProfileImage({ name: 'me2.jpg', type: 'image/jpeg', bytes: await jpegImage() });
    const secondPath = second.json().data.image;
    expect((await t.app.inject({ method: 'GET', url: firstPath })).statusCode).toBe(404);

    const detail = await t.app.inject({ method: 'GET', url: '/api/user/detail', headers: customer.auth });
    expect(detail.json().data.image).toBe(secondPath);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/user/delete-image', headers: customer.auth });
    expect(removed.json().messages).toBe('Your Image has been deleted');
    expect((await t.app.inject({ method: 'GET', url: secondPath })).statusCode).toBe(404);
    const after = await t.app.inject({ method: 'GET', url: '/api/user/detail', headers: customer.auth });
    expect(after.json().data.image).toBeNull();
  });

  it('refuses a lying file and keeps the old picture', async () => {
    const account = await createAccount(t.app);
    const good = await sendProfileImage({ name: 'me.png', type: 'image/png', bytes: await pngImage() }, account);
    const kept = good.json().data.image;
    expectError(
      await sendProfileImage({ name: 'me.png', type: 'image/png', bytes: Buffer.from('GIF89a not really') }, account),
      415,
      MESSAGES.imageType,
    );
    const big = Buffer.concat([await jpegImage(), Buffer.alloc(IMAGE_MAX_BYTES)]);
    expectError(
      await sendProfileImage({ name: 'big.jpg', type: 'image/jpeg', bytes: big }, account),
      413,
      MESSAGES.imageSize,
    );
    const detail = await t.app.inject({ method: 'GET', url: '/api/user/detail', headers: account.auth });
    expect(detail.json().data.image).toBe(kept);
    expect((await t.app.inject({ method: 'GET', url: kept })).statusCode).toBe(200);
  });

  it('needs a file', async () => {
    const body = await multipart({ note: 'no file' });
    expectError(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/user/update-image',
        payload: body.payload,
        headers: { ...body.headers, ...customer.auth },
      }),
      400,
      'Choose an image',
    );
  });

  it('refuses two files at once', async () => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'a.png');
    form.append('image', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'b.png');
    const encoded = new Response(form);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/update-image',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, ...customer.auth },
    });
    expectError(response, 413);
  });
});
