/**
 * Starts the shop for the end-to-end run: `server/main.ts` on a brand-new data folder with the demo
 * seed, the embedded SQLite (never a DATABASE_URL the shell may carry for the server suite) and the
 * built site from dist/web. Each Playwright worker runs one (the `shop` fixture in e2e/support/fixtures.ts,
 * port 3100 + the worker's index); the folder goes when the server stops.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(os.tmpdir(), 'coffee-e2e-'));
const port = process.env.PORT || '3100';

delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
delete process.env.JWT_SECRET;
delete process.env.ADMIN_EMAIL;
delete process.env.ADMIN_PASSWORD;
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: port,
  APP_URL: `http://localhost:${port}`,
  WEB_ROOT: 'dist/web',
  SEED_DEMO: 'true',
  // The journeys order "now" at any hour: the demo shop stays open all day (not a real shop's hours).
  DEMO_OPEN_ALL_DAY: 'true',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
});

if (!process.env.E2E_KEEP_DATA) {
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

console.log(`e2e server: data in ${dataDir}`);
await import('../server/main.ts');
