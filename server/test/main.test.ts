import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema, testDatabase } from './testApp.ts';

/** `npm start` for real: the process reads its environment, listens, answers and stops cleanly. */

let dataDir: string;
let database: Record<string, string> = {};
let dropSchema = async () => {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-main-'));
  if (testDatabase === 'postgres') {
    const created = await createSchema(process.env.DATABASE_URL!);
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${created.schema}`);
    database = { DATABASE_URL: url.toString() };
    dropSchema = created.drop;
  }
});
afterAll(async () => {
  await dropSchema();
  await rm(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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
  it('starts on an empty folder, seeds it, prints the demo accounts, serves and shuts down on SIGTERM', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...database });
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

  it('stops at once on bad configuration, naming the variable', async () => {
    const server = start({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
  }, 30_000);
});
