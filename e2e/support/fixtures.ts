import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { adminAccount, newCustomer, type Account } from './api';

/**
 * The first worker's port; away from `npm start`'s 3000 so both can run. `E2E_PORT_BASE` moves it,
 * so two checkouts of the repo can run their suites side by side.
 */
const FIRST_PORT = Number(process.env.E2E_PORT_BASE) || 3100;

/**
 * Who takes the money: the shop itself (`manual`, the old site's flow most specs walk) or the payment
 * simulator (`test.use({ paymentProvider: 'simulator' })`, a worker of its own), as `npm start` runs.
 */
type PaymentProvider = 'manual' | 'simulator';

/** Starts `e2e/server.ts` on its own data folder and port, and resolves once it answers its health check. */
async function startServer(
  port: number,
  dataDir: string,
  paymentProvider: PaymentProvider,
  serverEnv: Record<string, string>,
) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/server.ts'], {
    env: {
      ...process.env,
      E2E_DATA_DIR: dataDir,
      PORT: String(port),
      PAYMENT_PROVIDER: paymentProvider,
      // The simulator's page answers at once in a test: the customer's page waits for the notification.
      PAYMENT_SIMULATOR_DELAY_MS: '200',
      ...serverEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the e2e server on port ${port} stopped (${child.exitCode})`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the e2e server on port ${port} did not start in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      // SIGTERM lets the server close and the launcher remove its data folder.
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * `shop` (per worker): a server of the worker's own on a fresh data folder and port (and payment provider, and
 * the spec's `serverEnv`), so no test sees
 * another worker's products or orders; `baseURL` points the page and `request` at it, and the mail
 * outbox is found through `E2E_DATA_DIR` of this worker's process.
 * `customer`: a brand-new customer per test, signed up through the API (each test owns its data).
 * `admin`: the demo admin's session. Neither touches the page: call signIn(page, account) for that.
 */
export const test = base.extend<
  { customer: Account; admin: Account },
  { shop: { url: string }; paymentProvider: PaymentProvider; serverEnv: Record<string, string> }
>({
  paymentProvider: ['manual', { scope: 'worker', option: true }],
  // More variables for the worker's server (a spec's own configuration, e.g. sign in with Google).
  serverEnv: [{}, { scope: 'worker', option: true }],
  shop: [
    async ({ paymentProvider, serverEnv }, use, workerInfo) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coffee-e2e-'));
      process.env.E2E_DATA_DIR = dataDir;
      const server = await startServer(FIRST_PORT + workerInfo.parallelIndex, dataDir, paymentProvider, serverEnv);
      await use({ url: server.url });
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ shop }, use) => {
    await use(shop.url);
  },
  customer: async ({ request }, use) => {
    await use(await newCustomer(request));
  },
  admin: async ({ request }, use) => {
    await use(await adminAccount(request));
  },
});

export { expect } from '@playwright/test';
