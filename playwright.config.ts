import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/findChromium';

/** One port for the API and the built site; away from `npm start`'s 3000 so both can run. */
const PORT = 3100;
const baseURL = `http://localhost:${PORT}`;

/**
 * A brand-new data folder for every run. The config is read again in each worker process, which
 * inherits the runner's environment: `??=` makes the runner's folder the one everybody uses, and
 * the tests find the mail outbox through it (see e2e/support/env.ts).
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'coffee-e2e-'));
process.env.E2E_BASE_URL = baseURL;

/**
 * The end-to-end flows against the real server and the built app (`vite build` runs before, in
 * `npm run test:e2e`; this config never builds). Debian's Chromium, no browser download.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId: 'Asia/Jakarta',
    colorScheme: 'light',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node --import tsx e2e/server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM lets the server close and the launcher remove its data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      E2E_DATA_DIR: process.env.E2E_DATA_DIR,
      PORT: String(PORT),
    },
  },
});
