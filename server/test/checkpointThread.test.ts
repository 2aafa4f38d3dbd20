import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKPOINT_EVERY_MS } from '../db/checkpointThread.ts';
import { connectDatabase } from '../db/connect.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-checkpoint-test-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);

async function until(done: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return done();
}

describe('the checkpoint thread', () => {
  it('copies what was committed into the database file without a commit doing it', async () => {
    const { db } = connectDatabase({ dataDir });
    const file = path.join(dataDir, 'coffee-shop.sqlite');
    try {
      await sql`create table notes (body text not null)`.execute(db);
      const before = size(file);
      // About 4 MB in 1,000 pages: far below the connection's own checkpoint (16,000 pages), so only
      // the thread can move them from the WAL into the file.
      const body = 'x'.repeat(4000);
      for (let i = 0; i < 1000; i++) await sql`insert into notes (body) values (${body})`.execute(db);
      expect(size(file)).toBe(before);
      expect(await until(() => size(file) >= before + 4_000_000, 20 * CHECKPOINT_EVERY_MS)).toBe(true);
      // The data reads the same through the connection that wrote it.
      const { rows } = await sql<{ count: number }>`select count(*) as count from notes`.execute(db);
      expect(Number(rows[0]!.count)).toBe(1000);
    } finally {
      await db.destroy();
    }
  });

  it('keeps a file while any connection of the process has it open, and lets go once the last closes', async () => {
    const file = path.join(dataDir, 'coffee-shop.sqlite');
    const first = connectDatabase({ dataDir });
    const second = connectDatabase({ dataDir });
    await sql`create table notes (body text not null)`.execute(first.db);
    await first.db.destroy();
    // The other connection of the process still has the thread's checkpoints.
    const before = size(file);
    for (let i = 0; i < 200; i++) await sql`insert into notes (body) values (${'y'.repeat(4000)})`.execute(second.db);
    expect(await until(() => size(file) >= before + 800_000, 20 * CHECKPOINT_EVERY_MS)).toBe(true);
    await second.db.destroy();
    // Closed by everyone, the WAL is folded in and removed by the last connection to close (the thread's).
    expect(await until(() => !existsSync(`${file}-wal`), 20 * CHECKPOINT_EVERY_MS)).toBe(true);
  });
});
