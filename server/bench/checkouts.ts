import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { makeCustomers } from './benchCustomers.ts';
import { addBenchProduct, offerBenchChoices } from './benchProduct.ts';
import { timeStatements } from './statementTimes.ts';

/**
 * `npx tsx server/bench/checkouts.ts`: what one checkout costs the server, one at a time in one process
 * (app.inject), each by its own customer with two customised lines (3 choices each), as in
 * `npm run bench:api`. Prints the checkouts' latency and, for every SQL statement they ran, how often
 * and how long SQLite itself took (better-sqlite3's calls timed), so what is the database's and what
 * is JavaScript's shows. To see the rest, run it as
 * `node --cpu-prof --import tsx server/bench/checkouts.ts` (docs/benchmarks.md, "Where a checkout's
 * time goes").
 */
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 3000);

const sqlite = timeStatements();

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-checkout-bench-'));
const app = await buildApp({
  dataDir,
  jwtSecret: 'a-bench-secret-that-is-long-enough-for-hs256',
  appUrl: 'http://localhost',
  seedDemo: true,
  demoOpenAllDay: true,
  logLevel: 'warn',
});
try {
  const product = await addBenchProduct(app, 'Bench Latte');
  const options = await offerBenchChoices(app, product.id);
  const hash = await app.ctx.passwords.hash('bench-password');
  const { tokens } = await makeCustomers(app, 'bench', CHECKOUTS, hash);
  const payload = JSON.stringify({
    delivery_method: 'dine in',
    delivery_time: '',
    products: [
      { product_id: product.id, qty: 1, size: 'R', options },
      { product_id: product.id, qty: 1, size: 'L', options },
    ],
  });

  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  sqlite.start();
  for (const [i, token] of tokens.entries()) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `k-${i}` },
      payload,
    });
    latencies.push(performance.now() - started);
    if (response.statusCode !== 201) throw new Error(`checkout ${i}: ${response.statusCode} ${response.body}`);
  }
  sqlite.stop();
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.floor(q * (latencies.length - 1))]!.toFixed(2);
  const mean = latencies.reduce((sum, value) => sum + value, 0) / latencies.length;
  console.log(
    `${latencies.length} checkouts, one at a time: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, mean ${mean.toFixed(2)} ms; ` +
      `CPU ${((cpu.user + cpu.system) / 1000 / latencies.length).toFixed(2)} ms a checkout`,
  );
  const { table, msPerUnit } = sqlite.report(latencies.length);
  console.log(`\n${table}`);
  console.log(`\nSQLite: ${msPerUnit.toFixed(2)} ms a checkout of ${mean.toFixed(2)} ms.`);
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
