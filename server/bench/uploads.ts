import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { freePort } from '../../scripts/freePort.ts';

/**
 * `npx tsx server/bench/uploads.ts`: the server's memory under parallel picture uploads. For
 * each scenario it starts the server in its own process on a fresh SQLite data folder, signs up
 * four customers, sends four profile pictures at once (one per customer) and samples the
 * server's resident memory (RSS, from /proc) every 20 ms. The pictures are drawn here with
 * sharp, never committed: smooth gradients, so they stay under the 4388608-byte upload limit
 * however many pixels they claim, as a decompression bomb does.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const PARALLEL = 4;

interface Scenario {
  label: string;
  width: number;
  height: number;
  format: 'png' | 'jpeg';
}

const SCENARIOS: Scenario[] = [
  { label: '36 MP PNG (7350 × 4900)', width: 7350, height: 4900, format: 'png' },
  { label: '24 MP PNG (6000 × 4000), the largest PNG taken', width: 6000, height: 4000, format: 'png' },
  { label: '48 MP JPEG (8000 × 6000), a phone photo', width: 8000, height: 6000, format: 'jpeg' },
  { label: '12 MP JPEG (4000 × 3000), a usual phone photo', width: 4000, height: 3000, format: 'jpeg' },
];

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

/** Resident memory of a process in MB, from Linux's /proc. */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

function sampleRss(pid: number) {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await rssMb(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return peak;
  };
}

/** A smooth picture: big canvas, small file. */
async function draw({ width, height, format }: Scenario, seed: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#${(0x6f4e37 + seed * 0x111111).toString(16).slice(-6)}"/>
      <stop offset="1" stop-color="#f5deb3"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const image = sharp(Buffer.from(svg), { limitInputPixels: false });
  return format === 'png' ? image.png({ compressionLevel: 9 }).toBuffer() : image.jpeg({ quality: 70 }).toBuffer();
}

async function signUp(base: string, n: number): Promise<string> {
  const email = `bench${n}-${randomBytes(3).toString('hex')}@coffee.test`;
  const password = 'bench-password';
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, phone_number: '081234567890' }),
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${await signup.text()}`);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await login.json()) as { token: string }).token;
}

async function upload(base: string, token: string, bytes: Buffer, format: 'png' | 'jpeg'): Promise<number> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: `image/${format}` }), `photo.${format}`);
  const response = await fetch(`${base}/api/user/update-image`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

/** The server as `npm run start:server` runs it, on a fresh data folder; answers its pid and address. */
async function startServer(dataDir: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${base}/api/health`);
  const stop = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  };
  return { pid: child.pid!, base, stop };
}

/** Each scenario on a fresh server, so one's memory does not carry into the next. */
async function main() {
  console.log(`${os.availableParallelism()} cores; ${PARALLEL} customers upload at once`);
  console.log('| uploads at once | answers | time | RSS idle → peak |');
  console.log('| --- | --- | ---: | ---: |');
  for (const scenario of SCENARIOS) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-bench-uploads-'));
    const server = await startServer(dataDir);
    try {
      const tokens = await Promise.all(Array.from({ length: PARALLEL }, (_, n) => signUp(server.base, n)));
      const pictures = await Promise.all(tokens.map((_, n) => draw(scenario, n)));
      const largest = Math.max(...pictures.map((picture) => picture.length));
      const idle = await rssMb(server.pid);
      const stopSampling = sampleRss(server.pid);
      const started = performance.now();
      const statuses = await Promise.all(
        tokens.map((token, n) => upload(server.base, token, pictures[n]!, scenario.format)),
      );
      const seconds = (performance.now() - started) / 1000;
      const peak = await stopSampling();
      const answers = [...new Set(statuses)].map(
        (status) => `${statuses.filter((s) => s === status).length}× ${status}`,
      );
      console.log(
        `| ${PARALLEL} × ${scenario.label} (≤ ${(largest / 1e6).toFixed(1)} MB each) | ${answers.join(', ')} | ${seconds.toFixed(2)} s | ${idle} → ${peak} MB |`,
      );
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
