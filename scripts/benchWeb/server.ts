import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../findChromium.ts';
import { freePort } from '../freePort.ts';
import { DEFAULT_WEB_ROOT, ROOT } from './config.ts';
import { cleanups, log, sleep } from './lifecycle.ts';
import { type Session } from './types.ts';

/** Step 1: the build, the server on a fresh data folder, the demo sign-ins and Chromium. */

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    cleanups.push(() => {
      if (child.exitCode === null) child.kill('SIGTERM');
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(args[0] ?? command)} exited with ${code}`)),
    );
  });
}

async function newestMtime(target: string): Promise<number> {
  if (!existsSync(target)) return 0;
  const info = await stat(target);
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  let newest = info.mtimeMs;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, (await stat(path.join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

/** dist/web with its manifest, built unless it is newer than everything the build reads. */
export async function ensureBuild(): Promise<string> {
  if (process.env.WEB_ROOT) {
    const webRoot = path.resolve(process.env.WEB_ROOT);
    log(`using the existing build in ${webRoot} (WEB_ROOT)`);
    return webRoot;
  }
  const manifest = path.join(DEFAULT_WEB_ROOT, '.vite/manifest.json');
  const inputs = ['index.html', 'vite.config.ts', 'tailwind.config.ts', 'package-lock.json', 'app', 'src', 'public'];
  const sourcesAt = Math.max(...(await Promise.all(inputs.map((input) => newestMtime(path.join(ROOT, input))))));
  const builtAt = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
  if (process.argv.includes('--build') || builtAt < sourcesAt) {
    log(builtAt ? 'sources changed since the last build: vite build' : 'no build with a manifest yet: vite build');
    await run(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
  } else {
    log('dist/web is up to date');
  }
  if (!existsSync(manifest)) throw new Error(`${manifest} is missing: is build.manifest on in vite.config.ts?`);
  return DEFAULT_WEB_ROOT;
}

export async function startServer(webRoot: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-bench-web-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_ROOT: webRoot,
    SEED_DEMO: 'true',
    DEMO_OPEN_ALL_DAY: 'true',
    LOG_LEVEL: 'warn',
  };
  // The embedded SQLite database and the demo accounts, whatever the calling shell has set.
  for (const name of ['DATABASE_URL', 'JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SMTP_URL', 'APP_URL']) {
    delete env[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => stopProcess(child));
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) {
        log(`server up on ${origin} in ${((Date.now() - started) / 1000).toFixed(1)} s (DATA_DIR ${dataDir})`);
        return origin;
      }
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${origin}/api/health never answered`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A browser context's storage signed in as the app would after a login (none for a visitor). */
export const signedInStorage = (origin: string, session: Session | null) => ({
  cookies: [],
  origins: session
    ? [
        {
          origin,
          localStorage: [
            { name: 'token', value: session.token },
            { name: 'id', value: session.id },
            { name: 'role_id', value: session.roleId },
          ],
        },
      ]
    : [],
});

export async function login(origin: string, account: { email: string; password: string }): Promise<Session> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`login as ${account.email} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { token: string; data: { id: number; role_id: number } };
  return { token: body.token, id: String(body.data.id), roleId: String(body.data.role_id) };
}

export async function firstProductId(origin: string): Promise<number> {
  const response = await fetch(`${origin}/api/products?page=1&limit=1`);
  const body = (await response.json()) as { result?: Array<{ id: number }> };
  const id = body.result?.[0]?.id;
  if (!response.ok || id === undefined) throw new Error(`GET /api/products gave no product (${response.status})`);
  return id;
}

/**
 * Gives the customer an order waiting for payment, so `/cust/cart` opens the payment page: a checkout of
 * one of the product's first size, by a method it is sold for. A customer who already has one keeps it
 * (the checkout answers 409).
 */
export async function unpaidOrder(origin: string, session: Session, productId: number): Promise<void> {
  const answer = (await (await fetch(`${origin}/api/products/${productId}`)).json()) as {
    result: { size: string; is_dine_in: number; is_pick_up: number }[];
  };
  const { size, is_dine_in: dineIn, is_pick_up: pickUp } = answer.result[0]!;
  const method = dineIn ? 'dine in' : pickUp ? 'take away' : 'home delivery';
  const response = await fetch(`${origin}/api/order/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({
      delivery_method: method,
      delivery_time: '',
      products: [{ product_id: productId, qty: 1, size: size.split(',')[0] }],
    }),
  });
  if (!response.ok && response.status !== 409) {
    throw new Error(`checkout for the payment page answered ${response.status}: ${await response.text()}`);
  }
}

/** Debian's chromium may still be installing when the bench starts: give it a couple of minutes. */
export async function waitForChromium(): Promise<string> {
  const started = Date.now();
  for (;;) {
    try {
      return findChromium();
    } catch (error) {
      if (Date.now() - started > 120_000) throw error;
      log('no Chromium yet, waiting for it to be installed…');
      await sleep(10_000);
    }
  }
}
