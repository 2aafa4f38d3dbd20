import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PAYMENT_METHOD } from '../../src/domain/payments.ts';
import { buildApp } from '../app.ts';
import { checkout } from '../orders/checkout.ts';
import { grossAmountText, midtransSignature } from '../payments/midtransSignature.ts';
import { simulatorKey } from '../payments/simulator/simulatorProvider.ts';
import { addBenchProduct } from './benchProduct.ts';
import { ROLE_CUSTOMER } from '../../src/domain/roles.ts';
import { authUserOf } from '../plugins/auth.ts';
import { startSession } from '../accounts/sessions.ts';
import { baristaToken } from './benchCustomers.ts';
import { timeStatements } from './statementTimes.ts';

/**
 * `npx tsx server/bench/settlements.ts`: what one settlement notification costs as the kitchen's queue
 * grows, one at a time in one process (app.inject), so the time is the server's alone. Every settled
 * order joins the queue and stays (nobody makes it here), as in the row of `npm run bench:api` whose
 * queue grows; the table gives the mean per settlement for each band of queue lengths, from the
 * notification to its answer (the receipt is read after the answer and written by the mail thread).
 *
 * With BENCH_QUEUE_DEPTH set, a barista keeps the queue at that length as in bench:api's first
 * settlement rows: after each settlement, the oldest paid order is handed over (`PATCH
 * /api/order/done`) while more wait, and each band also gives the hand-over's mean. Either way the
 * script ends with the time SQLite itself took, by statement (better-sqlite3's calls timed). To see
 * where the rest goes, run it as `node --cpu-prof --import tsx server/bench/settlements.ts`
 * (docs/benchmarks.md).
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 600);
const BAND = Number(process.env.BENCH_BAND ?? 100);
const QUEUE_DEPTH = process.env.BENCH_QUEUE_DEPTH ? Number(process.env.BENCH_QUEUE_DEPTH) : null;

const sqlite = timeStatements();

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-settlement-bench-'));
const jwtSecret = 'a-bench-secret-that-is-long-enough-for-hs256';
const app = await buildApp({
  dataDir,
  jwtSecret,
  appUrl: 'http://localhost',
  seedDemo: true,
  demoOpenAllDay: true,
  logLevel: 'warn',
  // The simulator's own notifications come only from its page, and a minute after: none here.
  payments: { provider: 'simulator', simulatorDelayMs: 60_000 },
});
try {
  const now = new Date().toISOString();
  const users = await app.ctx.db
    .insertInto('users')
    .values(
      Array.from({ length: ORDERS }, (_, i) => ({
        email: `settle${i}@coffee.test`,
        password_hash: 'not-a-hash: nobody signs in',
        role_id: 2,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(['id', 'email'])
    .execute();
  const product = await addBenchProduct(app, 'Bench Flat White', ORDERS);
  // Each customer checks out one order and confirms it by QRIS: one pending attempt each.
  for (const user of users) {
    const { body } = await checkout(app.ctx, authUserOf({ ...user, role_id: ROLE_CUSTOMER }), {
      delivery_method: 'dine in',
      delivery_time: '',
      products: [{ product_id: product.id, qty: 1, size: 'R' }],
    });
    const token = await startSession(app.ctx, { id: user.id, token_version: 0 });
    const confirmed = await app.inject({
      method: 'PATCH',
      url: '/api/order/confirm-payment',
      headers: { authorization: `Bearer ${token}` },
      payload: { order_id: body.data.order_id, payment_method_id: PAYMENT_METHOD.qris },
    });
    if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  }
  const attempts = await app.ctx.db
    .selectFrom('payment_attempts')
    .select(['reference', 'amount', 'order_id'])
    .where('provider', '=', 'simulator')
    .where('state', '=', 'pending')
    .orderBy('id')
    .execute();
  const key = simulatorKey(jwtSecret);
  const queueLength = async () =>
    Number(
      (
        await app.ctx.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('status', 'in', ['paid', 'preparing'])
          .executeTakeFirstOrThrow()
      ).count,
    );

  const barista = await baristaToken(app);
  // The settled orders not handed over yet, oldest first.
  const paid: number[] = [];
  const handOver = async (orderId: number) => {
    const answer = await app.inject({
      method: 'PATCH',
      url: '/api/order/done',
      headers: { authorization: `Bearer ${barista}` },
      payload: { order_id: orderId },
    });
    if (answer.statusCode !== 200) throw new Error(`done: ${answer.statusCode} ${answer.body}`);
  };

  console.log(
    `\n${ORDERS} settlements one at a time${QUEUE_DEPTH === null ? '' : `, the queue kept at ${QUEUE_DEPTH}`}, ${os.cpus().length} CPU(s), Node ${process.version}\n`,
  );
  console.log('| queue before → after | ms per settlement | ms per hand-over |\n| --- | ---: | ---: |');
  const cpuBefore = process.cpuUsage();
  sqlite.start();
  for (let start = 0; start < attempts.length; start += BAND) {
    const before = await queueLength();
    const band = attempts.slice(start, start + BAND);
    let settling = 0;
    let handing = 0;
    let handOvers = 0;
    for (const { reference, amount, order_id } of band) {
      const gross = grossAmountText(amount);
      let started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/payments/notifications/simulator',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          transaction_status: 'settlement',
          status_code: '200',
          order_id: reference,
          gross_amount: gross,
          fraud_status: 'accept',
          signature_key: midtransSignature(reference, '200', gross, key),
        }),
      });
      if (answer.statusCode !== 200) throw new Error(`notification: ${answer.statusCode} ${answer.body}`);
      settling += performance.now() - started;
      paid.push(order_id);
      started = performance.now();
      while (QUEUE_DEPTH !== null && paid.length > QUEUE_DEPTH) {
        await handOver(paid.shift()!);
        handOvers += 1;
      }
      handing += performance.now() - started;
    }
    // The band's receipts written (by the mail thread) before its queue is counted.
    await app.ctx.mailer.idle();
    const perHandOver = handOvers > 0 ? (handing / handOvers).toFixed(1) : '–';
    console.log(`| ${before} → ${await queueLength()} | ${(settling / band.length).toFixed(1)} | ${perHandOver} |`);
  }
  sqlite.stop();
  const cpu = process.cpuUsage(cpuBefore);
  const { table, msPerUnit } = sqlite.report(attempts.length);
  console.log(`\n${table}`);
  console.log(
    `\nCPU ${((cpu.user + cpu.system) / 1000 / attempts.length).toFixed(2)} ms a settlement (with its hand-over), ` +
      `${msPerUnit.toFixed(2)} ms of it in SQLite.`,
  );
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
