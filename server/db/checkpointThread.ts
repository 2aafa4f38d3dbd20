import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the thread copies what was committed into the database file. */
export const CHECKPOINT_EVERY_MS = 250;

/**
 * What the checkpoint thread runs: its own connection to each SQLite file the process opened, and a
 * PASSIVE checkpoint of each every CHECKPOINT_EVERY_MS. SQLite's automatic checkpoint runs inside
 * the commit that crosses its threshold, on the requests' thread: about 13 ms once every couple of
 * hundred commits under load, with every request in flight waiting behind it (docs/benchmarks.md,
 * "Receipts and checkpoints off the requests' thread"). A PASSIVE checkpoint never waits for or blocks
 * a writer. Plain CommonJS in a string, so the bundle, tsx and the tests run the same thing.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.sqlite);
const open = new Map();
parentPort.on('message', ({ add, remove }) => {
  if (add) {
    const known = open.get(add);
    if (known) known.users += 1;
    else {
      try {
        const db = new Database(add, { fileMustExist: true });
        db.pragma('journal_size_limit = ' + workerData.journalSizeLimit);
        open.set(add, { db, users: 1 });
      } catch {
        // The file went before the thread opened it: nothing to checkpoint.
      }
    }
  }
  if (remove) {
    const known = open.get(remove);
    if (known && --known.users === 0) {
      open.delete(remove);
      try { known.db.close(); } catch {}
    }
  }
});
setInterval(() => {
  for (const { db } of open.values()) {
    try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { /* busy, or the file is gone: the next round */ }
  }
}, workerData.everyMs);
`;

let thread: Worker | null = null;

/**
 * Hands a SQLite file to the process's checkpoint thread (started with the first file) until the
 * returned function is called. The thread never keeps the process alive.
 */
export function checkpointInThread(file: string, journalSizeLimit: number): () => void {
  if (!thread) {
    thread = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: {
        sqlite: createRequire(import.meta.url).resolve('better-sqlite3'),
        everyMs: CHECKPOINT_EVERY_MS,
        journalSizeLimit,
      },
    });
    thread.unref();
    // Should it ever stop, the connections' own automatic checkpoint (server/db/connect.ts) still runs.
    const stopped = thread;
    stopped.on('error', () => {});
    stopped.on('exit', () => {
      if (thread === stopped) thread = null;
    });
  }
  const worker = thread;
  worker.postMessage({ add: file });
  return () => worker.postMessage({ remove: file });
}
