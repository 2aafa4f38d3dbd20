import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  createTestApp,
  insertProduct,
  testDatabase,
  type Account,
  type TestApp,
} from './support/testApp.ts';

/**
 * One customer's checkouts take turns: PostgreSQL runs transactions side by side, so a checkout
 * first locks the customer's row (SELECT … FOR UPDATE, which writes nothing); SQLite's transactions
 * begin IMMEDIATE and take turns on the database's write lock. Either way, a checkout meeting
 * another connection that holds that lock waits for it, then succeeds.
 */

let t: TestApp;
let customer: Account;

beforeAll(async () => {
  t = await createTestApp();
  customer = await createAccount(t.app);
});
afterAll(() => t.close());

const HOLD_MS = 400;

/** Holds the customer's lock from another connection for HOLD_MS, resolving once it is held. */
async function holdCustomerLock(userId: number): Promise<{ released: Promise<void> }> {
  if (testDatabase === 'postgres') {
    const client = new pg.Client({
      connectionString: t.config.databaseUrl,
      options: `-c search_path=${t.config.pgSchema}`,
    });
    await client.connect();
    await client.query('begin');
    await client.query('select id from users where id = $1 for update', [userId]);
    const released = new Promise<void>((resolve) => setTimeout(resolve, HOLD_MS)).then(async () => {
      await client.query('commit');
      await client.end();
    });
    return { released };
  }
  // A worker thread: this thread's SQLite connection blocks while it waits for the lock.
  const worker = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     const db = new (require('better-sqlite3'))(workerData.file);
     db.exec('begin immediate');
     parentPort.postMessage('held');
     setTimeout(() => { db.exec('commit'); db.close(); parentPort.postMessage('released'); }, workerData.holdMs);`,
    { eval: true, workerData: { file: path.join(t.dataDir, 'coffee-shop.sqlite'), holdMs: HOLD_MS } },
  );
  const message = (expected: string) =>
    new Promise<void>((resolve) => worker.on('message', (value) => value === expected && resolve()));
  const released = message('released');
  await message('held');
  return { released: released.then(() => worker.terminate()).then(() => undefined) };
}

describe('a checkout while another connection holds the customer', () => {
  it('waits for the lock, then orders, and leaves the customer row unwritten', async () => {
    const product = await insertProduct(t.app, { stock: 5 });
    const before = await t.app.ctx.db
      .selectFrom('users')
      .select('updated_at')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    const { released } = await holdCustomerLock(customer.id);
    const started = Date.now();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: customer.auth,
      payload: {
        delivery_method: 'dine in',
        delivery_time: '',
        products: [{ product_id: product.id, qty: 1, size: 'R' }],
      },
    });
    const waited = Date.now() - started;
    await released;
    expect(answer.statusCode).toBe(201);
    expect(waited).toBeGreaterThanOrEqual(HOLD_MS - 100);
    const after = await t.app.ctx.db
      .selectFrom('users')
      .select('updated_at')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(after.updated_at).toBe(before.updated_at);
  });
});
