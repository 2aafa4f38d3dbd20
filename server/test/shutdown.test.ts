import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/freePort.ts';
import { processDatabase } from './support/serverProcess.ts';

/**
 * `docker stop` and process managers signal the process they started, which is npm: the server
 * behind it must stop too, after finishing what it is answering, and leave nothing running.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
let database: Record<string, string> = {};
let dropSchema = async () => {};
/** Every process a test started, so a failing test leaves none behind. */
let started: number[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-shutdown-'));
  const created = await processDatabase();
  database = created.env;
  dropSchema = created.drop;
});
afterEach(() => {
  for (const pid of started) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  started = [];
});
afterAll(async () => {
  await dropSchema();
  await rm(dataDir, { recursive: true, force: true });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The process and all its descendants, from /proc's parent links. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  for (const line of table.trim().split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number) as [number, number];
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A request still arriving when the signal comes: its headers are sent, its body is not.
 * Resolves with the status line the server answers once the body is complete.
 */
function slowRequest(port: number) {
  const body = JSON.stringify({ email: 'nobody', password: '' });
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const closed = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
  const headersSent = new Promise<void>((resolve) => {
    socket.on('connect', () => {
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
      );
      resolve();
    });
  });
  return {
    headersSent,
    finish: () => socket.write(body.slice(5)),
    statusLine: async () => (await closed).split('\r\n')[0],
  };
}

function startNpm(script: string, port: number): { npm: ChildProcess; exited: Promise<void>; output: () => string } {
  const npm = spawn('npm', ['run', script], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...database },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(npm.pid!);
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => npm.on('exit', () => resolve()));
  return { npm, exited, output: () => output };
}

describe.each(['SIGTERM', 'SIGINT'] as const)('npm run start:server, then %s to npm', (signal) => {
  it('finishes the request in flight, then the server stops and no process of it remains', async () => {
    const port = await freePort();
    const { npm, exited, output } = startNpm('start:server', port);
    await until(() => answers(port), 20_000, `the server to answer (${output()})`);
    const tree = processTree(npm.pid!);
    started.push(...tree);
    // npm, whatever it runs the script in, and node: the one that listens is among them.
    expect(tree.length).toBeGreaterThanOrEqual(2);

    const inFlight = slowRequest(port);
    await inFlight.headersSent;
    await new Promise((resolve) => setTimeout(resolve, 200));
    npm.kill(signal);
    // New connections are refused while the open request is still being received.
    await until(async () => !(await answers(port)), 5_000, 'the port to stop answering');
    inFlight.finish();
    expect(await inFlight.statusLine()).toBe('HTTP/1.1 400 Bad Request');

    await until(() => tree.every((pid) => !isAlive(pid)), 10_000, `every process of the tree to end: ${tree}`);
    await exited;
    expect(await answers(port)).toBe(false);
  }, 30_000);
});

describe('npm start', () => {
  it('runs the same compiled server as start:server in place of its shell, so signals reach it', () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    const server = / && exec node --enable-source-maps dist\/server\/main\.js\b/;
    expect(scripts['start:server']).toMatch(server);
    expect(scripts.start).toMatch(server);
    expect(scripts.start).toMatch(/--demo$/);
  });
});
