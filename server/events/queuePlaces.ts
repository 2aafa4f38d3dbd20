import type { FastifyBaseLogger } from 'fastify';
import type { Db, DialectName } from '../db/schema.ts';
import { recordQueuePlaces } from './orderEvents.ts';
import type { ShopEventBus } from './shopEvents.ts';

/**
 * How long after a move the queue's places are told: every move of that moment is told in one pass.
 * A tracker shows its new place this much later, well within the second a person notices; a rush's
 * hand-overs, a few a second, each wrote an event for every order behind them inside their own
 * transaction (docs/decisions/0032-queue-places-told-after-the-move.md).
 */
export const QUEUE_PLACES_DELAY_MS = 50;

/** How long after a pass that failed (the database away) the next one is tried. */
const RETRY_MS = 1_000;

/** Tells the kitchen's queue its places after the moves that changed them (recordQueuePlaces). */
export interface QueuePlaces {
  /** An order joined, left or moved in the queue, or was made ready: a pass follows within the delay. */
  changed(): void;
  /**
   * Runs the pass a change asked for now rather than after the delay, and any a change asks for
   * meanwhile; resolves once none is asked for or running, or one failed (it is tried again later).
   */
  flush(): Promise<void>;
  /** Whether a pass is asked for or running. */
  readonly pending: boolean;
  /** Tells what is still to tell, then takes no more changes (a later pass at start catches up). */
  close(): Promise<void>;
}

export interface QueuePlacesOptions {
  db: Db;
  dialect: DialectName;
  clock: () => Date;
  events: ShopEventBus;
  log: FastifyBaseLogger;
  delayMs?: number;
}

/**
 * One pass at a time in this process: a change while a pass runs asks for another after it, so the
 * last move is always told. A process that stops between a move and its pass leaves places untold
 * until the next pass, which buildApp asks for at start.
 */
export function createQueuePlaces({
  db,
  dialect,
  clock,
  events,
  log,
  delayMs = QUEUE_PLACES_DELAY_MS,
}: QueuePlacesOptions): QueuePlaces {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<boolean> | null = null;
  /** A change came after the running pass read the queue. */
  let again = false;
  let closed = false;

  const schedule = (ms: number) => {
    if (timer || closed) return;
    timer = setTimeout(() => void run(), ms);
  };

  /** Runs a pass now; answers whether it was written. */
  const run = (): Promise<boolean> => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (running) {
      again = true;
      return running;
    }
    const pass = (async () => {
      let written = true;
      try {
        const told = await db.transaction().execute((trx) => recordQueuePlaces(trx, dialect, clock()));
        for (const event of told) events.publish(event);
      } catch (error) {
        log.warn({ err: error }, 'telling the queue its places failed: trying again');
        written = false;
        // Not at once: the database may be away for a while.
        schedule(RETRY_MS);
      }
      running = null;
      if (again) {
        again = false;
        schedule(delayMs);
      }
      return written;
    })();
    running = pass;
    return pass;
  };

  const flush = async () => {
    while (running || timer) {
      if (!(await (running ?? run()))) return;
    }
  };

  return {
    changed() {
      if (running) again = true;
      else schedule(delayMs);
    },
    flush,
    get pending() {
      return running !== null || timer !== null;
    },
    async close() {
      await flush();
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
