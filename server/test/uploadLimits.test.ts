import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDecodeQueue } from '../adapters/decodeQueue.ts';
import { MAX_INPUT_PIXELS } from '../images/imageStore.ts';
import { jpegImage, pngImage } from './support/fixtureImages.ts';
import {
  createAccount,
  createTestApp,
  expectError,
  multipart,
  tableCounts,
  type Account,
  type TestApp,
} from './support/testApp.ts';

/** Image work is bounded: uploads per user (in the database), decodes at once, pixels per picture. */

let t: TestApp;
let now = new Date('2026-11-23T07:00:00Z');
const WINDOW_MS = 10 * 60_000;

beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    images: { decodeConcurrency: 1, maxQueued: 16, uploadLimit: { max: 3, windowMs: WINDOW_MS } },
  });
});
afterAll(() => t.close());

async function sendProfileImage(account: Account, bytes: Buffer, type = 'image/png') {
  const body = await multipart({}, { name: type === 'image/png' ? 'me.png' : 'me.jpg', type, bytes });
  return t.app.inject({
    method: 'PATCH',
    url: '/api/user/update-image',
    payload: body.payload,
    headers: { ...body.headers, ...account.auth },
  });
}

const LIMIT_MESSAGE = 'Too many pictures uploaded: at most 3 every 10 minutes, please try again later';

describe('the per-user upload limit', () => {
  it('answers 429 after 3 uploads in 10 minutes, writes nothing, and lets the user upload again after the window', async () => {
    const account = await createAccount(t.app);
    const png = await pngImage();
    for (let i = 0; i < 3; i += 1) expect((await sendProfileImage(account, png)).statusCode).toBe(200);
    const kept = (await t.app.inject({ method: 'GET', url: '/api/user/detail', headers: account.auth })).json().data
      .image;

    const before = await tableCounts(t.app);
    const refused = expectError(await sendProfileImage(account, png), 429, LIMIT_MESSAGE);
    expect(refused.code).toBe('UPLOAD_RATE_LIMITED');
    expect(await tableCounts(t.app)).toEqual(before);
    const detail = await t.app.inject({ method: 'GET', url: '/api/user/detail', headers: account.auth });
    expect(detail.json().data.image).toBe(kept);

    // Another user is not held back by this one.
    expect((await sendProfileImage(await createAccount(t.app), png)).statusCode).toBe(200);

    const start = now;
    now = new Date(start.getTime() + WINDOW_MS + 1000);
    try {
      expect((await sendProfileImage(account, png)).statusCode).toBe(200);
    } finally {
      now = start;
    }
  });

  it('holds when the uploads race: 10 at once, exactly 3 go through', async () => {
    const account = await createAccount(t.app);
    const png = await pngImage();
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendProfileImage(account, png)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('counts the attempts in the database, where every server process sees them', async () => {
    const account = await createAccount(t.app);
    expect((await sendProfileImage(account, await pngImage())).statusCode).toBe(200);
    const rows = await t.app.ctx.db
      .selectFrom('upload_attempts')
      .selectAll()
      .where('user_id', '=', account.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('the pixel caps', () => {
  it('takes a 48-megapixel phone photo (JPEG 8000 × 6000)', async () => {
    const photo = await jpegImage(8000, 6000);
    const response = await sendProfileImage(await createAccount(t.app), photo, 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: response.json().data.image });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);
  }, 30_000);

  it('takes a 6K screenshot (PNG 6016 × 3384) but refuses a 36-megapixel PNG before decoding it', async () => {
    const account = await createAccount(t.app);
    expect((await sendProfileImage(account, await pngImage(6016, 3384))).statusCode).toBe(200);

    const bomb = await pngImage(7350, 4900);
    const other = await createAccount(t.app);
    const decodesBefore = t.app.ctx.images.decodeStats();
    const before = await tableCounts(t.app);
    const refused = expectError(
      await sendProfileImage(other, bomb),
      413,
      `Image dimensions are too large, keep a PNG under ${MAX_INPUT_PIXELS.png / 1_000_000} megapixels`,
    );
    expect(refused.code).toBe('IMAGE_TOO_MANY_PIXELS');
    expect(await tableCounts(t.app)).toEqual(before);
    // Refused on its header: it never took a decode slot.
    expect(t.app.ctx.images.decodeStats()).toEqual(decodesBefore);
  }, 30_000);

  it('refuses a JPEG above 51 megapixels', async () => {
    const huge = await jpegImage(9000, 6000);
    expectError(
      await sendProfileImage(await createAccount(t.app), huge, 'image/jpeg'),
      413,
      /JPEG under 51 megapixels/,
    );
  }, 30_000);
});

describe('the decode queue', () => {
  it('decodes one picture at a time when told so, however many arrive at once', async () => {
    const pictures = await Promise.all(
      ['#884422', '#224488', '#448822', '#882244'].map((color) => jpegImage(3000, 2000, color)),
    );
    const accounts = await Promise.all(pictures.map(() => createAccount(t.app)));
    const answers = await Promise.all(pictures.map((bytes, i) => sendProfileImage(accounts[i]!, bytes, 'image/jpeg')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const stats = t.app.ctx.images.decodeStats();
    expect(stats.peakActive).toBe(1);
    // They did arrive together: the others waited their turn rather than decoding beside it.
    expect(stats.peakWaiting).toBeGreaterThanOrEqual(1);
    expect(stats).toMatchObject({ active: 0, waiting: 0 });
  }, 30_000);
});

describe('createDecodeQueue', () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  };

  it('runs at most `limit` at once, hands slots over in order, and refuses beyond `maxWaiting`', async () => {
    const queue = createDecodeQueue(2, 2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.stats()).toMatchObject({ active: 2, waiting: 2 });

    await expect(queue.run(async () => 'late')).rejects.toMatchObject({ statusCode: 503, code: 'IMAGE_QUEUE_FULL' });

    gates[1]!.resolve();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    expect(queue.stats()).toMatchObject({ active: 2, waiting: 1 });

    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(queue.stats()).toEqual({ active: 0, waiting: 0, peakActive: 2, peakWaiting: 2 });
  });

  it("lets the server's own work wait however long the queue is", async () => {
    const queue = createDecodeQueue(1, 0);
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    await expect(queue.run(async () => 'upload')).rejects.toMatchObject({ code: 'IMAGE_QUEUE_FULL' });
    const seeding = queue.run(async () => 'seed picture', false);
    gate.resolve();
    await first;
    expect(await seeding).toBe('seed picture');
  });

  it('frees the slot when the work fails', async () => {
    const queue = createDecodeQueue(1, 1);
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.stats()).toMatchObject({ active: 0, waiting: 0 });
  });
});
