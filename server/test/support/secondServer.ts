import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestApp } from './testApp.ts';

/** A second server process on the test app's PostgreSQL database and schema (./eventServer.ts). */
export interface SecondServer {
  /** `http://127.0.0.1:<port>`: where the second process listens. */
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts a second server process sharing the test app's database and nothing else, as a second
 * instance behind a balancer would: what one process writes must reach the other's subscribers.
 */
export async function startSecondServer(t: TestApp): Promise<SecondServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-shop-second-'));
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/test/support/eventServer.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: t.config.databaseUrl,
      EVENT_SERVER_SCHEMA: t.config.pgSchema,
      EVENT_SERVER_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`the second server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
