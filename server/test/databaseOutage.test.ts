import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../db/databaseUnavailable.ts';
import { DATABASE_UNAVAILABLE } from '../errors.ts';
import { startTcpProxy, type TcpProxy } from './support/tcpProxy.ts';
import {
  createAccount,
  createTestApp,
  insertProduct,
  testDatabase,
  type Account,
  type TestApp,
} from './support/testApp.ts';

/**
 * The database goes away while customers check out: they get a clear 503 (never a 500, never
 * a hang), the health check says the database is down, and the server recovers on its own
 * with every confirmed order kept.
 */

const STOCK = 100_000;

interface Outcome {
  status: number;
  code?: string;
  messages?: string;
  orderId?: number;
  ms: number;
  startedAt: number;
}

let t: TestApp;
let product: { id: number };
let customers: Account[] = [];
const outcomes: Outcome[] = [];
/** Every confirmed checkout of the file, kept across tests. */
const allConfirmed: Outcome[] = [];

/**
 * One Idempotency-Key per customer's attempt, reused on a retry as the app does: a commit whose
 * answer was lost with its connection is answered again (201), not refused as a second order.
 */
const attemptKeys = new Map<Account, string>();

async function checkoutAs(customer: Account): Promise<Outcome> {
  const startedAt = Date.now();
  if (!attemptKeys.has(customer)) attemptKeys.set(customer, randomUUID());
  const response: LightMyRequestResponse = await t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    headers: { ...customer.auth, 'idempotency-key': attemptKeys.get(customer)! },
    payload: {
      delivery_method: 'dine in',
      delivery_time: '',
      products: [{ product_id: product.id, qty: 1, size: 'R' }],
    },
  });
  const body = response.json<{ code?: string; messages?: string; data?: { order_id: number } }>();
  const outcome = {
    status: response.statusCode,
    code: body.code,
    messages: body.messages,
    orderId: body.data?.order_id,
    ms: Date.now() - startedAt,
    startedAt,
  };
  outcomes.push(outcome);
  if (outcome.status === 201) allConfirmed.push(outcome);
  return outcome;
}

/** Customers check out one after another on a few lanes until told to stop; each customer orders once. */
function startLoad(lanes = 3) {
  let stopped = false;
  const run = async () => {
    while (!stopped) {
      const customer = customers.pop();
      if (!customer) break;
      const outcome = await checkoutAs(customer);
      // A refused customer may try again later, as a person would.
      if (outcome.status !== 201) customers.unshift(customer);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const done = Promise.all(Array.from({ length: lanes }, run));
  return async () => {
    stopped = true;
    await done;
  };
}

const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

async function waitForHealth(status: number, withinMs: number) {
  const until = Date.now() + withinMs;
  for (;;) {
    const response = await health();
    if (response.statusCode === status || Date.now() > until) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function expectDatabaseDown(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({
    messages: DATABASE_UNAVAILABLE,
    code: 'DATABASE_UNAVAILABLE',
    details: { database: 'down' },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every answer was a success or a clear 503; never a 500, never internals, never a hang. */
function expectOnlyCleanAnswers(maxMs: number) {
  for (const outcome of outcomes) {
    expect([201, 503]).toContain(outcome.status);
    if (outcome.status === 503) {
      expect(outcome.code).toBe('DATABASE_UNAVAILABLE');
      expect(outcome.messages).toBe(DATABASE_UNAVAILABLE);
    }
    expect(outcome.ms).toBeLessThan(maxMs);
  }
}

if (testDatabase === 'postgres') {
  const databaseUrl = new URL(process.env.DATABASE_URL!);
  const applicationName = `coffee-outage-${randomBytes(4).toString('hex')}`;
  let proxy: TcpProxy;
  let admin: pg.Client;

  beforeAll(async () => {
    proxy = await startTcpProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
    const proxied = new URL(databaseUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    t = await createTestApp({
      databaseUrl: proxied.toString(),
      pgApplicationName: applicationName,
      databaseTimeouts: { connectMs: 1000, statementMs: 5000, queryMs: 2000 },
    });
    product = await insertProduct(t.app, { stock: STOCK });
    // Ten at a time: more logins at once from one address than its throttle allows in flight would be refused.
    customers = [];
    // Enough that the load never runs out of customers who have not ordered yet (each orders once).
    for (let batch = 0; batch < 30; batch++) {
      customers.push(...(await Promise.all(Array.from({ length: 10 }, () => createAccount(t.app)))));
    }
    // Straight to the database, past the proxy: to check the orders and end the server's sessions.
    admin = new pg.Client({ connectionString: databaseUrl.toString() });
    await admin.connect();
  }, 120_000);
  afterAll(async () => {
    await admin?.end();
    await t?.close();
    await proxy?.close();
  });

  describe('PostgreSQL going away and coming back', () => {
    it('answers 503 while the database is cut off, reports it down, and recovers with no restart', async () => {
      const stop = startLoad();
      await sleep(300);
      expect(outcomes.some((outcome) => outcome.status === 201)).toBe(true);

      await proxy.cut();
      const cutAt = Date.now();
      expectDatabaseDown(await waitForHealth(503, 5000));
      await sleep(1500);
      const during = outcomes.filter((outcome) => outcome.startedAt > cutAt + 100);
      expect(during.length).toBeGreaterThan(0);
      for (const outcome of during) expect(outcome.status).toBe(503);

      await proxy.restore();
      const restoredAt = Date.now();
      expect((await waitForHealth(200, 5000)).statusCode).toBe(200);
      await sleep(500);
      await stop();
      expect(outcomes.some((outcome) => outcome.status === 201 && outcome.startedAt > restoredAt)).toBe(true);
      expectOnlyCleanAnswers(4000);
    }, 60_000);

    it('answers 503 within the timeouts when the network silently drops everything, and recovers', async () => {
      outcomes.length = 0;
      const stop = startLoad();
      await sleep(300);
      proxy.stall();
      const stalledAt = Date.now();
      const down = await health();
      expectDatabaseDown(down);
      // The health check has its own 3 s bound; the pool's are 1 s to connect and 2 s to answer.
      expect(Date.now() - stalledAt).toBeLessThan(4000);
      // A request sent after the stall waits out the pool's bounds (1 s + 2 s) before its 503; on a busy
      // machine the load's next request starts late, so wait for one rather than a fixed time.
      await expect
        .poll(() => outcomes.filter((outcome) => outcome.startedAt > stalledAt).some((o) => o.status === 503), {
          timeout: 10_000,
        })
        .toBe(true);

      await proxy.restore();
      const restoredAt = Date.now();
      expect((await waitForHealth(200, 8000)).statusCode).toBe(200);
      await sleep(500);
      await stop();
      expect(outcomes.some((outcome) => outcome.status === 201 && outcome.startedAt > restoredAt)).toBe(true);
      expectOnlyCleanAnswers(6000);
    }, 60_000);

    it("survives its connections being terminated mid-load (pg_terminate_backend on this server's only)", async () => {
      outcomes.length = 0;
      const stop = startLoad();
      let terminated = 0;
      for (let round = 0; round < 5; round += 1) {
        await sleep(150);
        const { rows } = await admin.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1',
          [applicationName],
        );
        terminated += rows.filter((row) => row.ended).length;
      }
      expect(terminated).toBeGreaterThan(0);
      expect((await waitForHealth(200, 10_000)).statusCode).toBe(200);
      const recoveredAt = Date.now();
      await sleep(500);
      await stop();
      expect(outcomes.some((outcome) => outcome.status === 201 && outcome.startedAt > recoveredAt)).toBe(true);
      expectOnlyCleanAnswers(4000);
    }, 60_000);

    it('lost no confirmed order and no stock: every 201 is in the database, every taken unit is in an order', async () => {
      const schema = t.config.pgSchema!;
      const confirmed = allConfirmed.map((outcome) => outcome.orderId!);
      expect(confirmed.length).toBeGreaterThan(0);
      const { rows } = await admin.query<{ id: number }>(`select id from ${schema}.orders where id = any($1::int[])`, [
        confirmed,
      ]);
      expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...confirmed].sort((a, b) => a - b));
      const stock = await admin.query<{ stock: number; sold: string }>(
        `select p.stock, (select coalesce(sum(qty), 0) from ${schema}.order_details d where d.product_id = p.id) as sold
         from ${schema}.products p where p.id = $1`,
        [product.id],
      );
      expect(stock.rows[0]!.stock + Number(stock.rows[0]!.sold)).toBe(STOCK);
    });
  });
} else {
  let lock: SQLite.Database;

  beforeAll(async () => {
    t = await createTestApp();
    product = await insertProduct(t.app, { stock: STOCK });
    customers = await Promise.all(Array.from({ length: 4 }, () => createAccount(t.app)));
    lock = new SQLite(path.join(t.dataDir, 'coffee-shop.sqlite'));
  });
  afterAll(async () => {
    lock?.close();
    await t?.close();
  });

  describe('SQLite held by another process', () => {
    it('answers 503 when the write lock stays taken past the busy timeout, then works again', async () => {
      lock.exec('begin immediate');
      let held: Outcome;
      try {
        held = await checkoutAs(customers.pop()!);
      } finally {
        lock.exec('rollback');
      }
      expect(held.status).toBe(503);
      expect(held.code).toBe('DATABASE_UNAVAILABLE');
      expect((await health()).statusCode).toBe(200);
      const after = await checkoutAs(customers.pop()!);
      expect(after.status).toBe(201);
      expectOnlyCleanAnswers(10_000);
      const orders = await t.app.ctx.db.selectFrom('orders').select('id').execute();
      expect(orders.map((order) => order.id)).toEqual([after.orderId]);
    }, 30_000);
  });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['an administrator shutdown', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a connection exception (class 08)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a statement timeout', Object.assign(new Error('canceling statement'), { code: '57014' })],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a pool wait that timed out', new Error('timeout exceeded when trying to connect')],
    ['an answer that never came', new Error('Query read timeout')],
    ['a busy SQLite file', Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })],
    ['both addresses refused', new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], 'all')],
    ['a wrapped cause', new Error('query failed', { cause: Object.assign(new Error('y'), { code: 'ECONNRESET' }) })],
  ])('counts %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a SQLite constraint', Object.assign(new Error('CHECK constraint failed'), { code: 'SQLITE_CONSTRAINT_CHECK' })],
    ['a plain bug', new TypeError('undefined is not a function')],
    ['nothing', undefined],
  ])('does not count %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
