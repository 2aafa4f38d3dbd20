import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/freePort.ts';
import { schemaDatabaseUrl } from './support/serverProcess.ts';
import {
  createAccount,
  createTestApp,
  insertProduct,
  TEST_SECRET,
  type Account,
  type TestApp,
} from './support/testApp.ts';

/**
 * Buyers racing for the last units, across several server processes on one database: each process
 * has its own connections (its own SQLite connection to the shared file, its own PostgreSQL pool),
 * so the race is decided by the database's locks, not by one connection taking turns. One process
 * on SQLite would prove nothing: its single connection serialises every transaction anyway.
 */

const SERVERS = 3;
const BUYERS = 200;

let t: TestApp;
let customers: Account[];
const servers: { child: ChildProcess; url: string }[] = [];

async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const database: Record<string, string> = t.config.databaseUrl
    ? { DATABASE_URL: schemaDatabaseUrl(t.config.databaseUrl, t.config.pgSchema!) }
    : {};
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: t.dataDir,
      JWT_SECRET: TEST_SECRET,
      LOG_LEVEL: 'warn',
      ...database,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server never answered');
}

beforeAll(async () => {
  t = await createTestApp();
  const starting = Array.from({ length: SERVERS }, () => startServer());
  customers = [];
  for (let i = 0; i < BUYERS; i++) customers.push(await createAccount(t.app, 'customer', `buyer${i}`));
  servers.push(...(await Promise.all(starting)));
}, 120_000);
afterAll(async () => {
  await Promise.all(
    servers.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await t.close();
});

const stockOf = async (id: number) =>
  (await t.app.ctx.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

/** Every buyer sends its cart at once, spread over the servers in turn. */
const buyAll = (buyers: Account[], products: { product_id: number; qty: number; size: string }[]) =>
  Promise.all(
    buyers.map(async (buyer, i) => {
      const response = await fetch(`${servers[i % servers.length]!.url}/api/order/checkout`, {
        method: 'POST',
        headers: { ...buyer.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ delivery_method: 'dine in', delivery_time: '', products }),
      });
      return { status: response.status, body: (await response.json()) as { messages: string; code?: string } };
    }),
  );

/** Marks every open order paid, so the same customers can buy again in the next test. */
async function payAll() {
  await t.app.ctx.db.updateTable('orders').set({ status: 'paid' }).where('status', '=', 'new order').execute();
}

const soldOf = async (productId: number) =>
  (await t.app.ctx.db.selectFrom('order_details').select('qty').where('product_id', '=', productId).execute()).reduce(
    (sum, line) => sum + line.qty,
    0,
  );

describe(`many customers buying the last units at once through ${SERVERS} server processes`, () => {
  it(`sells exactly the stock: 10 units, ${BUYERS} buyers of one each`, async () => {
    const product = await insertProduct(t.app, { name: 'Last Batch Cold Brew', stock: 10 });
    const answers = await buyAll(customers, [{ product_id: product.id, qty: 1, size: 'R' }]);
    const sold = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(sold).toHaveLength(10);
    expect(refused).toHaveLength(BUYERS - 10);
    for (const answer of refused) expect(answer.body.messages).toBe('Not enough stock for Last Batch Cold Brew');
    expect(await stockOf(product.id)).toBe(0);
    expect(await soldOf(product.id)).toBe(10);
    await payAll();
  });

  it('never oversells with several units per order: 7 units, buyers of 2', async () => {
    const product = await insertProduct(t.app, { stock: 7 });
    const answers = await buyAll(customers.slice(0, 60), [{ product_id: product.id, qty: 2, size: 'L' }]);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(57);
    expect(await stockOf(product.id)).toBe(1);
    expect(await soldOf(product.id)).toBe(6);
    await payAll();
  });

  it('carts sharing two scarce products in opposite orders neither deadlock nor oversell', async () => {
    const a = await insertProduct(t.app, { stock: 6 });
    const b = await insertProduct(t.app, { stock: 4 });
    const half = 30;
    const [forward, backward] = await Promise.all([
      buyAll(customers.slice(0, half), [
        { product_id: a.id, qty: 1, size: 'R' },
        { product_id: b.id, qty: 1, size: 'R' },
      ]),
      buyAll(customers.slice(half, 2 * half), [
        { product_id: b.id, qty: 1, size: 'R' },
        { product_id: a.id, qty: 1, size: 'R' },
      ]),
    ]);
    const answers = [...forward, ...backward];
    expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 409)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(4);
    expect(await stockOf(a.id)).toBe(2);
    expect(await stockOf(b.id)).toBe(0);
    await payAll();
  });

  it('one customer racing a cart through every server gets one order', async () => {
    const product = await insertProduct(t.app, { stock: 50 });
    const buyer = customers[0]!;
    const answers = await buyAll(
      Array.from({ length: SERVERS * 3 }, () => buyer),
      [{ product_id: product.id, qty: 1, size: 'R' }],
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((item) => item.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body.messages).toBe('Your must pay your checkout first');
    }
    expect(await stockOf(product.id)).toBe(49);
  });
});
