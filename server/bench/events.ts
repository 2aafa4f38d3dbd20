import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { freePort } from '../../scripts/freePort.ts';
import { startSession } from '../accounts/sessions.ts';

/**
 * `npm run bench:events` (and the end of `npm run bench:api`): the event fan-out. SUBSCRIBERS
 * admins hold `GET /api/events` open on one server process (SQLite, as `npm start`); an order is
 * moved CHANGES times (preparing, then undone back to paid); for each move we time, from sending
 * the PATCH, how long until every subscriber has the event. Memory per connection is the server
 * process's resident memory with the streams open, less before, divided by their number.
 */

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 50);
const ROOT = path.resolve(import.meta.dirname, '../..');

/** Resident memory of a process on Linux, in bytes. */
function rss(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** One subscriber: reports each order event's `status` with the time it arrived. */
function subscribe(url: string, token: string, onEvent: (status: string) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      agent: false,
    });
    request.on('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream refused: ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block);
          if (data) onEvent((JSON.parse(data[1]!) as { status: string }).status);
        }
      });
      resolve(request);
    });
    request.on('error', reject);
  });
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-bench-events-'));
  const jwtSecret = randomBytes(32).toString('base64url');
  let child: ChildProcess | undefined;
  const requests: http.ClientRequest[] = [];
  try {
    // An admin, a customer and one paid order, written before the server starts.
    const setup = await buildApp({ dataDir, jwtSecret, appUrl: 'http://localhost', logLevel: 'warn' });
    const now = new Date().toISOString();
    const [adminId, customerId] = await Promise.all(
      [1, 2].map(async (role) => {
        const row = await setup.ctx.db
          .insertInto('users')
          .values({
            email: `bench-${role}@coffee.test`,
            password_hash: 'x',
            role_id: role,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }),
    );
    const order = await setup.ctx.db
      .insertInto('orders')
      .values({
        user_id: customerId!,
        status: 'paid',
        delivery_method: 'dine in',
        delivery_time: now,
        subtotal: 20000,
        tax_fee: 2000,
        shipping: 0,
        total: 22000,
        created_at: now,
        updated_at: now,
        paid_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await startSession(setup.ctx, { id: adminId!, token_version: 0 });
    await setup.close();

    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: jwtSecret,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const api = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${api}/api/health`)).ok) break;
      } catch {
        if (i > 300) throw new Error('the server never answered');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = rss(child.pid!);

    // Each subscriber keeps the arrival time of the latest event per status.
    let waiting: { status: string; sentAt: number; arrivals: number[]; done: () => void } | null = null;
    process.stderr.write(`opening ${SUBSCRIBERS} streams…\n`);
    for (let i = 0; i < SUBSCRIBERS; i += 100) {
      requests.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(100, SUBSCRIBERS - i) }, () =>
            subscribe(`${api}/api/events`, token, (status) => {
              const current = waiting;
              if (!current || status !== current.status) return;
              current.arrivals.push(performance.now() - current.sentAt);
              if (current.arrivals.length === SUBSCRIBERS) current.done();
            }),
          ),
        )),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = rss(child.pid!);

    const lastArrival: number[] = [];
    const allArrivals: number[] = [];
    process.stderr.write(`moving the order ${CHANGES} times…\n`);
    for (let i = 0; i < CHANGES; i++) {
      const status = i % 2 === 0 ? 'preparing' : 'paid';
      const arrived = new Promise<void>((resolve) => {
        waiting = { status, sentAt: performance.now(), arrivals: [], done: resolve };
      });
      const response = await fetch(`${api}/api/order/status`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: order.id, status }),
      });
      if (!response.ok) throw new Error(`move refused: ${response.status} ${await response.text()}`);
      await arrived;
      const arrivals = (waiting as unknown as { arrivals: number[] }).arrivals;
      lastArrival.push(Math.max(...arrivals));
      allArrivals.push(...arrivals);
      waiting = null;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const ms = (value: number) => value.toFixed(1);
    console.log(`\nEvent fan-out: ${SUBSCRIBERS} subscribers on one process (SQLite), ${CHANGES} status changes\n`);
    console.log('| measure | p50 | p99 |');
    console.log('| --- | ---: | ---: |');
    console.log(
      `| status change → last subscriber (ms) | ${ms(percentile(lastArrival, 50))} | ${ms(percentile(lastArrival, 99))} |`,
    );
    console.log(
      `| status change → each subscriber (ms) | ${ms(percentile(allArrivals, 50))} | ${ms(percentile(allArrivals, 99))} |`,
    );
    console.log(
      `\nServer memory: ${(before / 2 ** 20).toFixed(1)} MB before, ${(after / 2 ** 20).toFixed(1)} MB with the streams open: ` +
        `${((after - before) / SUBSCRIBERS / 1024).toFixed(1)} kB per connection`,
    );
  } finally {
    for (const request of requests) request.destroy();
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
