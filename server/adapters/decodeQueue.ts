import { HttpError } from '../errors.ts';

/** What the queue is doing; the peaks let tests and benchmarks see the bound hold. */
export interface DecodeQueueStats {
  active: number;
  waiting: number;
  peakActive: number;
  peakWaiting: number;
}

export interface DecodeQueue {
  /**
   * Runs `work` when a slot is free. An upload is refused at once when too many already wait;
   * the server's own work (`mayRefuse: false`, the demo pictures) always waits its turn.
   */
  run<T>(work: () => Promise<T>, mayRefuse?: boolean): Promise<T>;
  stats(): DecodeQueueStats;
}

/**
 * A counting semaphore for image decoding: each decode may take a core and a hundred
 * megabytes, so at most `limit` run at once and at most `maxWaiting` more wait their turn
 * (each waiting one holds its upload in memory); beyond that the upload gets a 503.
 */
export function createDecodeQueue(limit: number, maxWaiting: number): DecodeQueue {
  const waiters: (() => void)[] = [];
  const stats: DecodeQueueStats = { active: 0, waiting: 0, peakActive: 0, peakWaiting: 0 };

  const acquire = async (mayRefuse: boolean) => {
    if (stats.active < limit) {
      stats.active += 1;
      stats.peakActive = Math.max(stats.peakActive, stats.active);
      return;
    }
    if (mayRefuse && waiters.length >= maxWaiting) {
      throw new HttpError(
        503,
        'IMAGE_QUEUE_FULL',
        'Too many pictures are being processed, please try again in a moment',
      );
    }
    // The slot is handed over by release(), so `active` never dips and lets a newcomer jump the queue.
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      stats.waiting = waiters.length;
      stats.peakWaiting = Math.max(stats.peakWaiting, stats.waiting);
    });
  };

  const release = () => {
    const next = waiters.shift();
    stats.waiting = waiters.length;
    if (next) next();
    else stats.active -= 1;
  };

  return {
    async run(work, mayRefuse = true) {
      await acquire(mayRefuse);
      try {
        return await work();
      } finally {
        release();
      }
    },
    stats: () => ({ ...stats }),
  };
}
