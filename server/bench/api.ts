import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { STOCK_MAX } from '../../src/domain/limits.ts';
import { buildApp } from '../app.ts';
import { checkout } from '../orders/checkout.ts';
import type { Db } from '../db/schema.ts';
import { PAYMENT_METHOD } from '../../src/domain/payments.ts';
import { simulatorKey, simulatorNotification } from '../payments/simulator/simulatorProvider.ts';
import { connectDatabase } from '../db/connect.ts';
import { freePort } from '../../scripts/freePort.ts';
import { addBenchProduct, offerBenchChoices } from './benchProduct.ts';
import { baristaToken, makeCustomers } from './benchCustomers.ts';
import { openLoop, type OpenLoopResult } from './openLoop.ts';
import { ROLE_CUSTOMER } from '../../src/domain/roles.ts';
import { authUserOf } from '../plugins/auth.ts';

/**
 * `npm run bench:api`: the API's throughput on a fresh seeded SQLite database, against a bare
 * Fastify route as the ceiling of this machine. Each scenario runs BENCH_DURATION seconds (20)
 * with 10 connections after a short warm-up; the server runs in its own process from the compiled
 * bundle, as in production.
 *
 * Checkout is measured fairly: every request is a real first checkout of a distinct customer
 * (a customer with an unpaid order is refused, so reusing one would measure the 409 path).
 * The customers and their tokens are made before the run; each request also sends its own
 * Idempotency-Key, as the web app does.
 *
 * Payments go through the simulator (PAYMENT_PROVIDER=simulator), measured as fairly: each confirm
 * is the first of a distinct customer's own unpaid order (made before the run by checkout itself),
 * by QRIS or bank transfer, so each opens a new attempt; each settlement notification is signed as
 * the simulator signs it (simulatorKey of JWT_SECRET) for a distinct pending attempt, those the
 * confirms opened. Settlements are measured twice: first with a barista taking the oldest paid order
 * off the queue (`PATCH /api/order/done`, not measured) whenever more than BENCH_QUEUE_DEPTH (30)
 * wait, so the queue stays at a rush's size as in a shop; then as before, nobody making the orders, so
 * the queue grows by every settlement. A last payment row sends settled notifications again: the
 * provider's retry, which changes nothing. Past what was prepared, requests are made to fail (404,
 * 401), so running short shows in the table instead of measuring a cheaper path.
 *
 * The API runs as `npm start` runs it, with its one-second catalogue cache; a last, shorter row
 * measures the product list of a second process with that cache off. When the site is built, four
 * rows measure the product list and a product page as the server draws them (HTML, app.inject of
 * the catalogue and, when the answer changed, React's render), as they are and compressed.
 */

const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = 10;
/** Customers prepared for checkout: enough for this many checkouts per second. */
const MAX_CHECKOUT_RATE = Number(process.env.BENCH_MAX_CHECKOUT_RATE ?? 6000);
/** Orders prepared for payment: enough for this many confirms (and notifications) per second. */
const MAX_PAYMENT_RATE = Number(process.env.BENCH_MAX_PAYMENT_RATE ?? 4000);
/** Pending attempts prepared for notifications: enough for this many per second. */
const MAX_NOTIFICATION_RATE = Number(process.env.BENCH_MAX_NOTIFICATION_RATE ?? 1500);
/**
 * The offered rates of the rows that measure latency below saturation (requests a second from all
 * connections, each sent on time whatever the answers before it took, so a slow answer's wait counts
 * for the requests behind it: autocannon's correction for coordinated omission). The saturated rows
 * measure how many a second the server takes; these what a customer waits at a busy shop's load and
 * far more: 100 checkouts a second is 360,000 an hour.
 */
const CHECKOUT_RATE = Number(process.env.BENCH_CHECKOUT_RATE ?? 100);
const SETTLEMENT_RATE = Number(process.env.BENCH_SETTLEMENT_RATE ?? 50);
/** How many paid orders the barista lets wait in the first settlement row: a rush (decision 0017). */
const QUEUE_DEPTH = Number(process.env.BENCH_QUEUE_DEPTH ?? 30);
const ROOT = path.resolve(import.meta.dirname, '../..');

/** Node with these arguments: the compiled server as production runs it, or a TypeScript script through tsx. */
function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Seeds the demo shop, then adds a bench product with the most stock allowed and the checkout customers. */
async function prepare(dataDir: string, jwtSecret: string) {
  const app = await buildApp({
    dataDir,
    jwtSecret,
    appUrl: 'http://localhost',
    seedDemo: true,
    demoOpenAllDay: true,
    logLevel: 'warn',
  });
  try {
    // Checkout takes its stock from one product, the payment customers' orders from another, so the
    // stock check at the end counts only the measured checkouts.
    const product = await addBenchProduct(app, 'Bench Latte');
    const benchOptions = await offerBenchChoices(app, product.id);
    const paidProduct = await addBenchProduct(app, 'Bench Mocha');
    const hash = await app.ctx.passwords.hash('bench-password');
    const tokens = (await makeCustomers(app, 'bench', Math.ceil((DURATION + WARMUP) * MAX_CHECKOUT_RATE), hash)).tokens;

    // The payment customers, each with one checked-out order waiting for payment, made by checkout
    // itself (its lines, totals and event rows as a customer's checkout writes them).
    // One unit of stock each: no more orders than the product's stock allows.
    const payCount = Math.min(STOCK_MAX, Math.ceil((DURATION + WARMUP) * MAX_PAYMENT_RATE));
    const payers = await makeCustomers(app, 'bench-pay', payCount, hash);
    const payOrders: { orderId: number; token: string }[] = [];
    for (const [i, id] of payers.ids.entries()) {
      const { body } = await checkout(
        app.ctx,
        authUserOf({ id, email: `bench-pay${i}@coffee.test`, role_id: ROLE_CUSTOMER }),
        {
          delivery_method: 'dine in',
          delivery_time: '',
          products: [{ product_id: paidProduct.id, qty: 1, size: 'R' }],
        },
      );
      payOrders.push({ orderId: body.data.order_id, token: payers.tokens[i]! });
    }
    const someProduct = await app.ctx.db
      .selectFrom('products')
      .select('id')
      .where('category_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // The barista's sign-in: the demo admin's.
    const adminToken = await baristaToken(app);
    return { benchProductId: product.id, benchOptions, productId: someProduct.id, tokens, payOrders, adminToken };
  } finally {
    await app.close();
  }
}

/** Confirms the prepared orders from `from` up to `to` through the API, ten at a time, unmeasured. */
async function confirmAll(
  api: string,
  payOrders: { orderId: number; token: string }[],
  from: number,
  to: number,
  body: (i: number) => string,
) {
  let next = from;
  const worker = async () => {
    while (next < to) {
      const i = next++;
      const response = await fetch(`${api}/api/order/confirm-payment`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${payOrders[i]!.token}` },
        body: body(i),
      });
      if (!response.ok) throw new Error(`confirming order ${payOrders[i]!.orderId}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
}

/**
 * A settlement notification for every pending simulator attempt, oldest first, written and signed
 * by the simulator's own function, as its page writes one when it settles a payment.
 */
async function settlements(db: Db, key: string): Promise<{ body: string; orderId: number }[]> {
  const rows = await db
    .selectFrom('payment_attempts')
    .innerJoin('simulator_payments', 'simulator_payments.reference', 'payment_attempts.reference')
    .select([
      'payment_attempts.reference',
      'payment_attempts.amount',
      'payment_attempts.method_id',
      'payment_attempts.order_id',
      'simulator_payments.transaction_id',
    ])
    .where('payment_attempts.provider', '=', 'simulator')
    .where('payment_attempts.state', '=', 'pending')
    .orderBy('payment_attempts.id')
    .execute();
  const at = new Date();
  return rows.map((row) => ({
    body: simulatorNotification(row, { status: 'settlement', code: '200' }, key, at),
    orderId: row.order_id,
  }));
}

/**
 * The barista of the first settlement rows: whenever more than `depth` settled orders wait (oldest
 * first, as their settlements are answered), takes the oldest off the queue with `PATCH
 * /api/order/done` (the counter's one-step hand-over), so the queue stays at a rush's size. It works on
 * three times as many connections as the settlements: a hand-over tells every order behind it its new
 * place, and with only its fair share of the server the barista fell behind and the queue grew to 500
 * within the row. An idle connection waits to be woken by a settlement rather than looking every
 * millisecond: thirty such timers in this process, which also times the answers, added their own
 * delays to the latencies measured.
 */
function startBarista(api: string, token: string, depth: number) {
  const paid: number[] = [];
  const idle: (() => void)[] = [];
  let stopped = false;
  let taken = 0;
  let inFlight = 0;
  const worker = async () => {
    while (!stopped) {
      const orderId = paid.length > depth ? paid.shift() : undefined;
      if (orderId === undefined) {
        await new Promise<void>((wake) => idle.push(wake));
        continue;
      }
      inFlight += 1;
      const response = await fetch(`${api}/api/order/done`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ order_id: orderId }),
      });
      await response.arrayBuffer();
      inFlight -= 1;
      if (!response.ok) throw new Error(`the barista could not finish order ${orderId}: ${response.status}`);
      taken += 1;
    }
  };
  const workers = Array.from({ length: 3 * CONNECTIONS }, worker);
  return {
    /** An order's settlement was answered 200: it joins the queue. */
    settled(orderId: number) {
      if (stopped) return;
      paid.push(orderId);
      idle.shift()?.();
    },
    /**
     * Resolves once the barista has taken what the last row left above `depth` and every hand-over has
     * been answered, so a row offered at a steady rate starts from the queue it keeps: its first
     * requests waited 30-70 ms behind the saturated row's last thirty hand-overs otherwise.
     */
    async caughtUp() {
      while (paid.length > depth || inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    async stop() {
      stopped = true;
      for (const wake of idle.splice(0)) wake();
      await Promise.all(workers);
      return taken;
    },
  };
}

/** The kitchen's queue: paid and preparing orders. */
async function queueLength(db: Db): Promise<number> {
  const queue = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', 'in', ['paid', 'preparing'])
    .executeTakeFirst();
  return Number(queue?.count ?? 0);
}

interface Row {
  name: string;
  result: Result;
}

async function measure(name: string, options: Parameters<typeof autocannon>[0], duration = DURATION): Promise<Row> {
  if (WARMUP > 0) await autocannon({ ...options, duration: WARMUP, connections: CONNECTIONS });
  process.stderr.write(`measuring ${name} for ${duration}s…\n`);
  const result = await autocannon({ ...options, duration, connections: CONNECTIONS });
  return { name, result };
}

interface RateRow {
  name: string;
  rate: number;
  result: OpenLoopResult;
}

/** The rows offered at a steady rate (server/bench/openLoop.ts): latency as a customer waits it. */
function rateTable(rows: RateRow[]): string {
  const ms = (value: number) => value.toFixed(1);
  const answers = (result: OpenLoopResult) =>
    Object.entries(result.statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');
  return [
    `| call | offered a second | answered | p50 (ms) | p99 (ms) | max (ms) | answers |`,
    `| --- | ---: | ---: | ---: | ---: | ---: | --- |`,
    ...rows.map(
      ({ name, rate, result }) =>
        `| ${name} | ${rate} | ${result.latencies.length} of ${result.sent} | ${ms(result.quantile(0.5))} | ${ms(result.quantile(0.99))} | ${ms(result.latencies.at(-1) ?? Number.NaN)} | ${answers(result)} |`,
    ),
  ].join('\n');
}

function table(rows: Row[]): string {
  const bare = rows[0]!.result.requests.average;
  const lines = [
    `| call | req/s | p50 (ms) | p99 (ms) | of bare route | non-2xx / errors |`,
    `| --- | ---: | ---: | ---: | ---: | ---: |`,
    ...rows.map(({ name, result }) => {
      const ratio = `${((result.requests.average / bare) * 100).toFixed(1)}%`;
      return `| ${name} | ${Math.round(result.requests.average).toLocaleString('en-US')} | ${result.latency.p50} | ${result.latency.p99} | ${ratio} | ${result.non2xx} / ${result.errors} |`;
    }),
  ];
  return lines.join('\n');
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-bench-'));
  const jwtSecret = randomBytes(32).toString('base64url');
  const children: ChildProcess[] = [];
  try {
    process.stderr.write(`preparing a seeded database in ${dataDir}…\n`);
    const { benchProductId, benchOptions, productId, tokens, payOrders, adminToken } = await prepare(
      dataDir,
      jwtSecret,
    );

    const [barePort, apiPort, uncachedPort] = [await freePort(), await freePort(), await freePort()];
    const serverEnv = {
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      SEED_DEMO: 'false',
      // Request logs off: the benchmark measures the API, not writing logs to a pipe.
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    };
    // The API as production runs it: the compiled bundle (`npm run build:server`), not tsx.
    execFileSync('npm', ['run', '-s', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
    // BENCH_SERVER_NODE_ARGS: more arguments for the API's Node, such as `--cpu-prof --cpu-prof-dir=DIR`
    // to see where its time goes under load (NODE_OPTIONS refuses --cpu-prof).
    const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const server = [...nodeArgs, '--enable-source-maps', 'dist/server/main.js'];
    children.push(startProcess(['--import', 'tsx', 'server/bench/bareServer.ts'], { PORT: String(barePort) }));
    children.push(
      startProcess(server, {
        ...serverEnv,
        PORT: String(apiPort),
        // Payments through the simulator, which signs its notifications with a key derived from
        // JWT_SECRET (simulatorKey), so this script can sign them too. It notifies only when its own
        // page settles a payment, after this delay: a minute keeps any such call out of the runs.
        PAYMENT_PROVIDER: 'simulator',
        PAYMENT_SIMULATOR_DELAY_MS: '60000',
      }),
    );
    // A second process on the same database with the catalogue cache off, to show what it saves.
    children.push(startProcess(server, { ...serverEnv, PORT: String(uncachedPort), CATALOGUE_CACHE_MS: '0' }));
    await waitFor(`http://127.0.0.1:${barePort}/bare`);
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`);
    await waitFor(`http://127.0.0.1:${uncachedPort}/api/health`);

    const api = `http://127.0.0.1:${apiPort}`;
    let next = 0;
    const checkoutBody = JSON.stringify({
      delivery_method: 'dine in',
      delivery_time: '',
      products: [
        // Each line a customised drink: three choices checked, priced and kept in the snapshot.
        { product_id: benchProductId, qty: 1, size: 'R', options: benchOptions },
        { product_id: benchProductId, qty: 1, size: 'L', options: benchOptions },
      ],
    });
    const checkoutOptions: Parameters<typeof autocannon>[0] = {
      url: api,
      requests: [
        {
          method: 'POST',
          path: '/api/order/checkout',
          setupRequest: (request) => {
            const i = next++;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${tokens[i % tokens.length]}`,
                'idempotency-key': `bench-${i}`,
              },
              body: checkoutBody,
            };
          },
        },
      ],
    };
    const rows = [
      await measure('bare Fastify route (ceiling)', { url: `http://127.0.0.1:${barePort}/bare` }),
      await measure('GET /api/products (page of 10)', {
        url: `${api}/api/products?page=1&limit=10&category=1&sort=desc`,
      }),
      await measure('GET /api/products/{id}', { url: `${api}/api/products/${productId}` }),
      await measure('POST /api/order/checkout (3 choices a line)', checkoutOptions),
    ];
    const checkoutRow = rows[3]!;
    process.stderr.write(`offering checkouts at ${CHECKOUT_RATE} a second for ${DURATION}s…\n`);
    const checkoutAtRate: RateRow = {
      name: 'POST /api/order/checkout (3 choices a line)',
      rate: CHECKOUT_RATE,
      result: await openLoop(api, CHECKOUT_RATE, DURATION, () => {
        const i = next++;
        return {
          method: 'POST',
          path: '/api/order/checkout',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[i % tokens.length]}`,
            'idempotency-key': `bench-${i}`,
          },
          body: checkoutBody,
        };
      }),
    };

    // A first confirm of an order waiting for payment, each by its own customer, by QRIS or bank
    // transfer in turn: the simulator opens a payment and the order waits for its notification.
    let nextConfirm = 0;
    const confirmBody = (i: number) =>
      JSON.stringify({
        order_id: payOrders[i]!.orderId,
        payment_method_id: i % 2 === 0 ? PAYMENT_METHOD.qris : PAYMENT_METHOD.bankTransfer,
        address: '',
        customer_phone: '',
      });
    // Past the prepared orders, another customer's order: a 404 in the table rather than a second
    // confirm, which would answer the open attempt (a cheaper path) with a 200.
    const spentConfirm = JSON.stringify({ order_id: payOrders[0]!.orderId, payment_method_id: PAYMENT_METHOD.qris });
    const confirmRow = await measure('PATCH /api/order/confirm-payment (simulator)', {
      url: api,
      requests: [
        {
          method: 'PATCH',
          path: '/api/order/confirm-payment',
          setupRequest: (request) => {
            const i = nextConfirm++;
            const spent = i >= payOrders.length;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${payOrders[spent ? 1 : i]!.token}`,
              },
              body: spent ? spentConfirm : confirmBody(i),
            };
          },
        },
      ],
    });
    rows.push(confirmRow);

    // The notifications: one settlement per pending attempt, signed as the simulator signs. The
    // attempts are the ones the confirms above opened, topped up by more confirms (not measured).
    const { db } = connectDatabase({ dataDir });
    const wanted = Math.min(payOrders.length, Math.ceil((DURATION + WARMUP) * MAX_NOTIFICATION_RATE));
    const opened = Math.min(nextConfirm, payOrders.length);
    await confirmAll(api, payOrders, opened, Math.max(opened, wanted), confirmBody);
    const prepared = await settlements(db, simulatorKey(jwtSecret));
    const notifications = prepared.map(({ body }) => body);
    let nextNotification = 0;
    const settlementRequest = {
      method: 'POST',
      path: '/api/payments/notifications/simulator',
      setupRequest: (request: { headers?: Record<string, string> }, context: Record<string, unknown>) => {
        const i = nextNotification++;
        // One request at a time per connection: the next answer on it is this one's.
        context.sent = i;
        return {
          ...request,
          headers: { 'content-type': 'application/json' },
          // Past the prepared ones, an unsigned body: a 401 in the table rather than a repeat.
          body: notifications[i] ?? '{}',
        };
      },
      onResponse: (status: number, _body: string, context: Record<string, unknown>) => {
        if (status === 200) barista.settled(prepared[context.sent as number]!.orderId);
      },
    };
    // The shop as it runs: a barista takes the orders off the queue as they are paid (docs/benchmarks.md,
    // "Settlements without reading every order"), so each settlement meets a queue of a rush's size.
    const barista = startBarista(api, adminToken, QUEUE_DEPTH);
    const baristaRow = await measure(
      `POST /api/payments/notifications/simulator (settlement, queue kept at ${QUEUE_DEPTH})`,
      {
        url: api,
        requests: [settlementRequest],
      },
    );
    await barista.caughtUp();
    process.stderr.write(`offering settlements at ${SETTLEMENT_RATE} a second for ${DURATION}s…\n`);
    const firstAtRate = nextNotification;
    const baristaAtRate: RateRow = {
      name: `POST /api/payments/notifications/simulator (settlement, queue kept at ${QUEUE_DEPTH})`,
      rate: SETTLEMENT_RATE,
      result: await openLoop(
        api,
        SETTLEMENT_RATE,
        DURATION,
        (i) => ({
          method: 'POST',
          path: '/api/payments/notifications/simulator',
          headers: { 'content-type': 'application/json' },
          body: notifications[firstAtRate + i] ?? '{}',
        }),
        (i, status) => {
          if (status === 200) barista.settled(prepared[firstAtRate + i]!.orderId);
        },
      ),
    };
    nextNotification += baristaAtRate.result.sent;
    const finished = await barista.stop();
    const queueAfterBarista = await queueLength(db);
    rows.push(baristaRow);
    const settledWithBarista = nextNotification;
    // As before: nobody makes the orders, every settled order stays in the queue.
    const notificationRow = await measure('POST /api/payments/notifications/simulator (settlement, queue growing)', {
      url: api,
      requests: [settlementRequest],
    });
    rows.push(notificationRow);
    await db.destroy();
    // The provider's retry: a notification already applied again, which changes nothing.
    const settled = Math.min(nextNotification, notifications.length);
    let nextRepeat = 0;
    rows.push(
      await measure(
        'POST /api/payments/notifications/simulator (the same again)',
        {
          url: api,
          requests: [
            {
              method: 'POST',
              path: '/api/payments/notifications/simulator',
              setupRequest: (request) => ({
                ...request,
                headers: { 'content-type': 'application/json' },
                body: notifications[nextRepeat++ % settled]!,
              }),
            },
          ],
        },
        Math.max(1, Math.round(DURATION / 2)),
      ),
    );

    // The pages the server draws (server/plugins/pageHints.ts), when the site is built (`npm run build`).
    if (existsSync(path.join(ROOT, 'dist/web/.render/renderPage.js'))) {
      rows.push(
        await measure('GET /cust/product (list drawn on the server)', { url: `${api}/cust/product?category=1` }),
        await measure('GET /cust/product-d?id= (page drawn on the server)', {
          url: `${api}/cust/product-d?id=${productId}`,
        }),
        // As a browser asks for them: the kept page's brotli copy (server/plugins/drawnPageCache.ts).
        await measure('GET /cust/product, accept-encoding: br', {
          url: `${api}/cust/product?category=1`,
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        }),
        await measure('GET /cust/product-d?id=, accept-encoding: br', {
          url: `${api}/cust/product-d?id=${productId}`,
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        }),
      );
    }
    rows.push(
      await measure(
        'GET /api/products, catalogue cache off',
        { url: `http://127.0.0.1:${uncachedPort}/api/products?page=1&limit=10&category=1&sort=desc` },
        Math.max(1, Math.round(DURATION / 2)),
      ),
    );

    await Promise.all(children.map(stop));
    // The database agrees with what the server answered: one order per 201, stock taken per line;
    // one simulator attempt per first confirm, one paid order per settlement.
    const { db: after } = connectDatabase({ dataDir });
    const orders = await after
      .selectFrom('order_details')
      .select((eb) => eb.fn.countAll().as('lines'))
      .where('product_id', '=', benchProductId)
      .executeTakeFirst();
    const kept = await after
      .selectFrom('order_detail_options')
      .innerJoin('order_details', 'order_details.id', 'order_detail_options.order_detail_id')
      .select((eb) => eb.fn.countAll().as('choices'))
      .where('order_details.product_id', '=', benchProductId)
      .executeTakeFirst();
    const stock = await after
      .selectFrom('products')
      .select('stock')
      .where('id', '=', benchProductId)
      .executeTakeFirstOrThrow();
    const attempts = await after
      .selectFrom('payment_attempts')
      .select(['state', (eb) => eb.fn.countAll().as('count')])
      .where('provider', '=', 'simulator')
      .groupBy('state')
      .execute();
    const paidOrders = await after
      .selectFrom('orders')
      .innerJoin('payment_attempts', 'payment_attempts.order_id', 'orders.id')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('payment_attempts.provider', '=', 'simulator')
      // Paid, or paid and then handed over by the barista.
      .where('orders.status', 'in', ['paid', 'done'])
      .executeTakeFirst();
    // Orders settled after the barista's row stay in the kitchen's queue (nobody makes them), and every
    // payment reads the whole queue for its own place (recordOrderEvent), as the queue's passes do for
    // the others' (recordQueuePlaces, server/events/orderEvents.ts).
    const queue = await queueLength(after);
    await after.destroy();

    const checkout = checkoutRow.result;
    const ok = (row: Row, code: string) => row.result.statusCodeStats[code]?.count ?? 0;
    console.log(
      `\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION} s each, SQLite, Node ${process.version}, ${os.cpus().length} CPU(s)\n`,
    );
    console.log(table(rows));
    console.log(`\nAt a steady rate (each request sent when due, its wait counted from then; ${DURATION} s each):\n`);
    console.log(rateTable([checkoutAtRate, baristaAtRate]));
    console.log(
      `\ncheckout: ${(checkout.statusCodeStats['201']?.count ?? 0) + (checkoutAtRate.result.statuses['201'] ?? 0)} orders answered 201 (incl. warm-up: ${next} sent in all); ` +
        `${Number(orders?.lines ?? 0) / 2} orders in the database, stock taken ${STOCK_MAX - stock.stock} units, ` +
        `${Number(kept?.choices ?? 0)} choices kept in their lines' snapshots (3 a line).`,
    );
    console.log(
      `confirm-payment: ${ok(confirmRow, '200')} answered 200 (incl. warm-up: ${nextConfirm} sent, ${payOrders.length} orders prepared); ` +
        `notifications: ${ok(baristaRow, '200') + (baristaAtRate.result.statuses['200'] ?? 0) + ok(notificationRow, '200')} answered 200 in the three settlement rows (incl. warm-ups: ${nextNotification} sent, ${notifications.length} attempts prepared); ` +
        `simulator attempts in the database: ${attempts.map((row) => `${row.count} ${row.state}`).join(', ')}; ` +
        `${Number(paidOrders?.count ?? 0)} of their orders paid (or paid and done); ${queue} orders in the kitchen's queue at the end.`,
    );
    console.log(
      `settlements with the barista: ${ok(baristaRow, '200') + (baristaAtRate.result.statuses['200'] ?? 0)} answered 200 (incl. warm-up: ${settledWithBarista} sent); ` +
        `the barista took ${finished} orders off the queue (PATCH /api/order/done), ${queueAfterBarista} left in it after that row.`,
    );
  } finally {
    await Promise.all(children.map(stop));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
