import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';

/**
 * `npx tsx server/bench/drawnPages.ts` (after `npx vite build`): what one drawn page costs the server
 * against the JSON it is drawn from, paired in one process (app.inject, A and B alternating, medians),
 * so a busy machine's swings touch every row alike. Rows: the catalogue's JSON; the product list and a
 * product page as kept (server/plugins/drawnPageCache.ts), as they are and brotli-compressed; and
 * drawn each time (a new address per visit, as a burst of first visits to different pages).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 400);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-drawn-bench-'));
const app = await buildApp({
  dataDir,
  jwtSecret: 'a-bench-secret-that-is-long-enough-for-hs256',
  appUrl: 'http://localhost',
  seedDemo: true,
  demoOpenAllDay: true,
  logLevel: 'warn',
  webRoot: path.join(ROOT, 'dist/web'),
  catalogueCacheMs: 1000,
});
try {
  let visit = 0;
  const rows: Array<[string, () => { url: string; headers?: Record<string, string> }]> = [
    ['GET /api/products (JSON)', () => ({ url: '/api/products?page=1&limit=10&sort=desc&category=1' })],
    ['GET /cust/product, kept', () => ({ url: '/cust/product?category=1' })],
    ['GET /cust/product, kept, br', () => ({ url: '/cust/product?category=1', headers: { 'accept-encoding': 'br' } })],
    ['GET /cust/product-d?id=1, kept', () => ({ url: '/cust/product-d?id=1' })],
    ['GET /cust/product, drawn each time', () => ({ url: `/cust/product?category=1&visit=${visit++}` })],
  ];
  const times: number[][] = rows.map(() => []);
  for (let round = -20; round < ROUNDS; round++) {
    for (const [index, [, request]] of rows.entries()) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', ...request() });
      if (response.statusCode !== 200) throw new Error(`${request().url}: ${response.statusCode}`);
      if (round >= 0) times[index]!.push(performance.now() - started);
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const json = median(times[0]!);
  console.log(`\n${ROUNDS} rounds, medians, ${os.cpus().length} CPU(s), Node ${process.version}\n`);
  console.log('| request | µs | of the JSON’s time |\n| --- | ---: | ---: |');
  for (const [index, [name]] of rows.entries()) {
    const value = median(times[index]!);
    console.log(`| ${name} | ${Math.round(value * 1000)} | ${(value / json).toFixed(2)}× |`);
  }
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
