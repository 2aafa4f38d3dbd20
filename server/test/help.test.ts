import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HELP_TEXT_MARKUP,
  HELP_TEXT_TOO_LONG,
  HELP_TOO_MANY_CALLS,
  HELP_TOO_MANY_OPEN,
  HELP_TOPIC_UNKNOWN,
} from '../../src/domain/helpCalls.ts';
import { HELP_ANSWERED, NOT_YOUR_ORDER, UNKNOWN_PRODUCT } from '../help/helpCalls.ts';
import { pruneExpiredRows } from '../maintenance.ts';
import { checkoutOrder } from './support/orderFlow.ts';
import { startSecondServer, type SecondServer } from './support/secondServer.ts';
import { openStream, type OpenStream } from './support/sseClient.ts';
import {
  createAccount,
  createTestApp,
  expectError,
  insertProduct,
  listenLocally,
  testDatabase,
  type Account,
  type TestApp,
} from './support/testApp.ts';

/** Ask a Staff (docs/architecture.md, "Help calls"): questions, the queue's panel, answers, live. */

let t: TestApp;
let base: string;
let barista: Account;
let productId: number;
let productName: string;
const streams: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ eventHeartbeatMs: 150 });
  base = await listenLocally(t.app);
  barista = await createAccount(t.app, 'staff', 'barista');
  const product = await insertProduct(t.app, { stock: 10_000 });
  productId = product.id;
  productName = product.name;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

/** A customer with a first name, as the queue's panel shows them. */
async function customer(firstName = 'Sari'): Promise<Account> {
  const account = await createAccount(t.app, 'customer', 'guest');
  await t.app.ctx.db.updateTable('users').set({ first_name: firstName }).where('id', '=', account.id).execute();
  return account;
}

const ask = (who: Account, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/help', headers: who.auth, payload });
const answer = (id: number, reply: string, by: Account = barista) =>
  t.app.inject({ method: 'PATCH', url: `/api/help/${id}`, headers: by.auth, payload: { reply } });
const helpCount = async () =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom('help_calls')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function subscribe(account: Account, url = `${base}/api/events`) {
  const stream = await openStream(url, account.auth);
  streams.push(stream);
  expect(stream.status, JSON.stringify(stream.error)).toBe(200);
  return stream;
}
const helpEvents = (stream: OpenStream, id: number) =>
  stream.events().filter((e) => e.event === 'help' && e.data.id === id);

describe('POST /api/help', () => {
  it('makes a call about a product that staff see live with the first name and the product, oldest first', async () => {
    const sari = await customer('Sari');
    const staffStream = await subscribe(barista);
    const response = await ask(sari, { topic: 'allergens', message: '  Is there nut in it?  ', product_id: productId });
    expect(response.statusCode, response.body).toBe(201);
    const call = response.json().data;
    expect(call).toMatchObject({
      topic: 'allergens',
      message: 'Is there nut in it?',
      first_name: 'Sari',
      product_id: productId,
      product_name: productName,
      order_id: null,
      reply: null,
      answered_at: null,
    });
    await staffStream.until((s) => helpEvents(s, call.id).length === 1, 3000, 'the call on the staff stream');
    expect(helpEvents(staffStream, call.id)[0]!.data).toMatchObject({ first_name: 'Sari', product_name: productName });

    const queue = await t.app.inject({ method: 'GET', url: '/api/help', headers: barista.auth });
    expect(queue.statusCode).toBe(200);
    const ids = queue.json().data.map((c: { id: number }) => c.id);
    expect(ids).toContain(call.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
  });

  it('names a customer without a first name as the queue’s tickets do (the username’s first word, never an email)', async () => {
    const named = await createAccount(t.app, 'customer', 'guest');
    await t.app.ctx.db
      .updateTable('users')
      .set({ first_name: null, username: 'Wayan Putra' })
      .where('id', '=', named.id)
      .execute();
    const byUsername = await ask(named, { topic: 'other', message: 'Where are the straws?' });
    expect(byUsername.statusCode, byUsername.body).toBe(201);
    expect(byUsername.json().data.first_name).toBe('Wayan');

    const emailOnly = await createAccount(t.app, 'customer', 'guest');
    await t.app.ctx.db
      .updateTable('users')
      .set({ first_name: '  ', username: 'wayan@example.com' })
      .where('id', '=', emailOnly.id)
      .execute();
    const nameless = await ask(emailOnly, { topic: 'other', message: 'Is there wifi?' });
    expect(nameless.statusCode, nameless.body).toBe(201);
    expect(nameless.json().data.first_name).toBeNull();
  });

  it('takes the customer’s own order, and refuses someone else’s naming order_id', async () => {
    const owner = await customer('Budi');
    const orderId = await checkoutOrder(t.app, owner, [{ product_id: productId, qty: 1, size: 'R' }]);
    const own = await ask(owner, { topic: 'order', message: 'Can I have it hotter?', order_id: orderId });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data).toMatchObject({ order_id: orderId, first_name: 'Budi' });

    const other = await customer('Eka');
    const before = await helpCount();
    const refused = expectError(await ask(other, { topic: 'order', message: 'Where is it?', order_id: orderId }), 400);
    expect(refused.details).toEqual({ order_id: NOT_YOUR_ORDER });
    expect(await helpCount()).toBe(before);
  });

  it('refuses bad input with 400 naming the field, storing nothing', async () => {
    const who = await customer();
    const before = await helpCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ topic: 'other', message: 'a'.repeat(301) }, 'message', HELP_TEXT_TOO_LONG],
      [{ topic: 'other', message: 'Hi <script>alert(1)</script>' }, 'message', HELP_TEXT_MARKUP],
      [{ topic: 'other', message: '<b>bold</b>' }, 'message', HELP_TEXT_MARKUP],
      [{ topic: 'refund', message: 'Money back?' }, 'topic', HELP_TOPIC_UNKNOWN],
      [{ topic: 'other', message: '   ' }, 'message', 'Write your question'],
      [{ topic: 'other', message: 'Hi', product_id: 999_999 }, 'product_id', UNKNOWN_PRODUCT],
    ];
    for (const [payload, field, message] of cases) {
      const body = expectError(await ask(who, payload), 400);
      expect(body.details?.[field], JSON.stringify(payload)).toBe(message);
    }
    expect(await helpCount()).toBe(before);
    // 300 characters, and a lone "less than", are fine.
    expect((await ask(who, { topic: 'other', message: `1 < 2 ${'a'.repeat(294)}` })).statusCode).toBe(201);
  });

  it('refuses a 4th open call with a clear message, and takes one again after an answer', async () => {
    const who = await customer();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await ask(who, { topic: 'recommendation', message: `Question ${i}` });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().data.id as number);
    }
    const before = await helpCount();
    expectError(await ask(who, { topic: 'other', message: 'One more' }), 409, HELP_TOO_MANY_OPEN);
    expect(await helpCount()).toBe(before);
    expect((await answer(ids[0]!, 'Try the flat white')).statusCode).toBe(200);
    expect((await ask(who, { topic: 'other', message: 'One more' })).statusCode).toBe(201);
  });

  it('allows 10 calls an hour, then 429', async () => {
    const who = await customer();
    for (let i = 0; i < 10; i++) {
      const response = await ask(who, { topic: 'other', message: `Question ${i}` });
      expect(response.statusCode, response.body).toBe(201);
      expect((await answer(response.json().data.id as number, 'Answered')).statusCode).toBe(200);
    }
    expectError(await ask(who, { topic: 'other', message: 'Eleventh' }), 429, HELP_TOO_MANY_CALLS);
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/help',
      payload: { topic: 'other', message: 'Hi' },
    });
    expectError(response, 401);
  });
});

describe('PATCH /api/help/{id}', () => {
  it('answers the call: the customer sees the reply live and in GET help/mine; the queue drops it', async () => {
    const who = await customer('Dewi');
    const mineStream = await subscribe(who);
    const made = await ask(who, { topic: 'recommendation', message: 'What is sweet but not too sweet?' });
    const id = made.json().data.id as number;
    const response = await answer(id, '  Try our caramel latte, half sugar  ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id, reply: 'Try our caramel latte, half sugar' });
    await mineStream.until((s) => helpEvents(s, id).some((e) => e.data.reply !== null), 3000, 'the reply');

    const mine = await t.app.inject({ method: 'GET', url: '/api/help/mine', headers: who.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data[0]).toMatchObject({ id, reply: 'Try our caramel latte, half sugar' });
    expect(mine.json().data[0].answered_at).toEqual(expect.any(String));

    const queue = await t.app.inject({ method: 'GET', url: '/api/help', headers: barista.auth });
    expect(queue.json().data.map((c: { id: number }) => c.id)).not.toContain(id);
  });

  it('refuses a second answer with 409, a customer with 403, an unknown id with 404, and markup with 400', async () => {
    const who = await customer();
    const id = (await ask(who, { topic: 'other', message: 'Wifi password?' })).json().data.id as number;
    expectError(await answer(id, 'It is on the menu', who), 403);
    expectError(await answer(id, '<a href=x>here</a>'), 400);
    expect((await answer(id, 'It is on the menu')).statusCode).toBe(200);
    expectError(await answer(id, 'Again'), 409, HELP_ANSWERED);
    expectError(await answer(999_999, 'Nobody'), 404);
    const stored = await t.app.ctx.db.selectFrom('help_calls').select('reply').where('id', '=', id).executeTakeFirst();
    expect(stored?.reply).toBe('It is on the menu');
  });

  it('keeps another customer’s calls out of GET help/mine and GET help from customers', async () => {
    const a = await customer();
    const b = await customer();
    await ask(a, { topic: 'other', message: 'Mine' });
    const mineOfB = await t.app.inject({ method: 'GET', url: '/api/help/mine', headers: b.auth });
    expect(mineOfB.json().data).toEqual([]);
    expectError(await t.app.inject({ method: 'GET', url: '/api/help', headers: a.auth }), 403);
    expectError(await t.app.inject({ method: 'GET', url: '/api/help' }), 401);
  });

  it('does not send one customer’s call to another customer’s stream', async () => {
    const a = await customer();
    const b = await customer();
    const streamOfB = await subscribe(b);
    const staffStream = await subscribe(barista);
    const id = (await ask(a, { topic: 'other', message: 'Private question' })).json().data.id as number;
    await staffStream.until((s) => helpEvents(s, id).length === 1, 3000, 'the call on the staff stream');
    expect(helpEvents(streamOfB, id)).toEqual([]);
  });
});

describe('maintenance', () => {
  it('prunes calls answered more than a month ago and keeps open ones', async () => {
    const who = await customer();
    const open = (await ask(who, { topic: 'other', message: 'Still open' })).json().data.id as number;
    const old = (await ask(who, { topic: 'other', message: 'Long ago' })).json().data.id as number;
    await answer(old, 'Done');
    const later = new Date(Date.now() + 31 * 24 * 60 * 60_000);
    await pruneExpiredRows(t.app.ctx.db, later);
    const left = await t.app.ctx.db.selectFrom('help_calls').select('id').where('id', 'in', [open, old]).execute();
    expect(left.map((row) => row.id)).toEqual([open]);
  });
});

// Several processes share events only through PostgreSQL, so this part runs in the server-pg project.
if (testDatabase === 'postgres')
  describe('two server processes on one PostgreSQL database', () => {
    let second: SecondServer;

    beforeAll(async () => {
      second = await startSecondServer(t);
    }, 60_000);
    afterAll(() => second.stop());

    it('carries a call and its answer to the other process’s staff and customer', async () => {
      // Fresh accounts: the maintenance test above prunes sessions as of a month from now.
      const who = await customer('Rina');
      const baristaThere = await createAccount(t.app, 'staff', 'barista');
      const staffThere = await subscribe(baristaThere, `${second.base}/api/events`);
      const customerThere = await subscribe(who, `${second.base}/api/events`);
      const id = (await ask(who, { topic: 'allergens', message: 'Gluten free?' })).json().data.id as number;
      await staffThere.until((s) => helpEvents(s, id).length === 1, 5000, 'the call on the other process');
      expect(helpEvents(staffThere, id)[0]!.data).toMatchObject({ first_name: 'Rina' });
      expect((await answer(id, 'The brownie is', baristaThere)).statusCode).toBe(200);
      await customerThere.until(
        (s) => helpEvents(s, id).some((e) => e.data.reply === 'The brownie is'),
        5000,
        'the answer on the other process',
      );
    });
  });
