import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { STOCK_MAX } from '../../src/domain/limits.ts';
import { buildApp } from '../app.ts';
import { connectDatabase } from '../db/connect.ts';
import { freePort } from '../../scripts/freePort.ts';

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
  const app = await buildApp({ dataDir, jwtSecret, appUrl: 'http://localhost', seedDemo: true, logLevel: 'warn' });
  try {
    const now = new Date().toISOString();
    const product = await app.ctx.db
      .insertInto('products')
      .values({
        name: 'Bench Latte',
        description: 'Bought many times a second',
        price: 25000,
        images: null,
        size: 'R,L,XL',
        category_id: 1,
        // The most stock a product may hold (a CHECK bound): enough for a 20 s run of checkouts.
        stock: STOCK_MAX,
        is_dine_in: 1,
        is_home_delivery: 0,
        is_pick_up: 0,
        start_delivery: null,
        end_delivery: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const customers = Math.ceil((DURATION + WARMUP) * MAX_CHECKOUT_RATE);
    const hash = await app.ctx.passwords.hash('bench-password');
    const ids: number[] = [];
    for (let start = 0; start < customers; start += 1000) {
      const rows = await app.ctx.db
        .insertInto('users')
        .values(
          Array.from({ length: Math.min(1000, customers - start) }, (_, i) => ({
            email: `bench${start + i}@coffee.test`,
            password_hash: hash,
            role_id: 2,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      ids.push(...rows.map((row) => row.id));
    }
    const tokens: string[] = [];
    for (let start = 0; start < ids.length; start += 2000) {
      tokens.push(
        ...(await Promise.all(
          ids.slice(start, start + 2000).map((userId) => app.ctx.tokens.sign({ userId, version: 0 })),
        )),
      );
    }
    const someProduct = await app.ctx.db
      .selectFrom('products')
      .select('id')
      .where('category_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { benchProductId: product.id, productId: someProduct.id, tokens };
  } finally {
    await app.close();
  }
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
    const { benchProductId, productId, tokens } = await prepare(dataDir, jwtSecret);

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
    const server = ['--enable-source-maps', 'dist/server/main.js'];
    children.push(startProcess(['--import', 'tsx', 'server/bench/bareServer.ts'], { PORT: String(barePort) }));
    children.push(startProcess(server, { ...serverEnv, PORT: String(apiPort) }));
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
        { product_id: benchProductId, qty: 1, size: 'R' },
        { product_id: benchProductId, qty: 1, size: 'L' },
      ],
    });
    const rows = [
      await measure('bare Fastify route (ceiling)', { url: `http://127.0.0.1:${barePort}/bare` }),
      await measure('GET /api/products (page of 10)', {
        url: `${api}/api/products?page=1&limit=10&category=1&sort=desc`,
      }),
      await measure('GET /api/products/{id}', { url: `${api}/api/products/${productId}` }),
      await measure('POST /api/order/checkout', {
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
      }),
    ];

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
    // The database agrees with what the server answered: one order per 201, stock taken per line.
    const { db } = connectDatabase({ dataDir });
    const orders = await db
      .selectFrom('order_details')
      .select((eb) => eb.fn.countAll().as('lines'))
      .where('product_id', '=', benchProductId)
      .executeTakeFirst();
    const stock = await db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', benchProductId)
      .executeTakeFirstOrThrow();
    await db.destroy();

    const checkout = rows[3]!.result;
    console.log(
      `\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION} s each, SQLite, Node ${process.version}, ${os.cpus().length} CPU(s)\n`,
    );
    console.log(table(rows));
    console.log(
      `\ncheckout: ${checkout.statusCodeStats['201']?.count ?? 0} orders answered 201 (incl. warm-up: ${next} sent in all); ` +
        `${Number(orders?.lines ?? 0) / 2} orders in the database, stock taken ${STOCK_MAX - stock.stock} units.`,
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
