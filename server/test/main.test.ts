import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/freePort.ts';
import { processDatabase } from './support/serverProcess.ts';
import { testDatabase } from './support/testApp.ts';

/** `npm start` for real: the process reads its environment, listens, answers and stops cleanly. */

let dataDir: string;
let database: Record<string, string> = {};
let dropSchema = async () => {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-main-'));
  const created = await processDatabase();
  database = created.env;
  dropSchema = created.drop;
});
afterAll(async () => {
  await dropSchema();
  await rm(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Coffee Shop is running')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited early: ${output}`));
    });
  });
  // A test that expects the process to stop never awaits `ready`; its rejection is not a failure.
  ready.catch(() => undefined);
  return { child, ready, exited, output: () => output };
}

describe('server/main.ts', () => {
  it('with --demo starts on an empty folder, seeds it, prints the demo accounts, serves and shuts down on SIGTERM', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...database }, ['--demo']);
    await server.ready;
    expect(server.output()).toContain(`http://localhost:${port}`);
    expect(server.output()).toContain('customer@coffee.test');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect((await health.json()).data.database).toBe(testDatabase);
    const products = await (await fetch(`http://127.0.0.1:${port}/api/products?category=2`)).json();
    expect(products.rows).toBeGreaterThanOrEqual(12);
    expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim().length).toBeGreaterThanOrEqual(32);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('with NODE_ENV=production refuses the seeded demo accounts, naming ALLOW_DEMO_ACCOUNTS, unless it is set', async () => {
    const env = { HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', ...database };
    const refused = start({ ...env, PORT: String(await freePort()) }, ['--demo']);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/admin@coffee\.test.*ALLOW_DEMO_ACCOUNTS=true/);

    const port = await freePort();
    const allowed = start({ ...env, PORT: String(port), ALLOW_DEMO_ACCOUNTS: 'true' });
    await allowed.ready;
    expect(allowed.output()).not.toContain('Demo accounts');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    allowed.child.kill('SIGTERM');
    expect(await allowed.exited).toBe(0);
  }, 60_000);

  it('without --demo or SEED_DEMO leaves an empty database empty', async () => {
    const emptyDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-main-empty-'));
    try {
      const port = await freePort();
      const server = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: emptyDir });
      await server.ready;
      expect(server.output()).not.toContain('customer@coffee.test');
      const products = await (await fetch(`http://127.0.0.1:${port}/api/products`)).json();
      expect(products.rows).toBe(0);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await rm(emptyDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('stops at once on bad configuration, naming the variable', async () => {
    const server = start({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
  }, 30_000);
});
