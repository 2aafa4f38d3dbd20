import { useLingui } from '@lingui/react/macro';
import { BrandMark } from '../components/BrandMark';
import { CounterColumn, type CounterEntry } from '../components/CounterColumn';
import { LiveClock } from '../components/LiveClock';
import { Skeleton } from '../components/Skeleton';
import { useNewArrivals } from '../hooks/useNewArrivals';
import { STATUS_WORDS } from '../i18n/orderWords';

/** The counter board: orders in the kitchen queue (paid and preparing) and ready. */
export interface CounterBoard {
  preparing: readonly CounterEntry[];
  ready: readonly CounterEntry[];
}

/**
 * The public screen at the counter (`/status`). `loading` before the first board; `error` when the
 * last refresh failed: with a board it keeps showing it and says it is reconnecting, without one it
 * says the board cannot be reached.
 */
export interface CounterBoardScreenProps {
  status: 'loading' | 'error' | 'ready';
  board: CounterBoard | null;
  /** A fixed time for the clock (stories); without it the clock follows the real time. */
  now?: Date;
  /** Numbers to show as just ready; by default the screen works them out as the boards it is given change. */
  justReady?: readonly number[];
  shopName?: string;
}

/**
 * Full screen, no navigation: a brand header with a clock, then "In the queue" and "Ready", the words the
 * customer's tracker uses for the same orders (its queue line, its Ready step and notice; docs/product.md,
 * "Order words"): a paid order not started yet is in the queue, not being prepared. In the queue lists
 * orders in the order they were paid (the next one up first); Ready lists the most recently ready first,
 * so the number just called is at the top. A number that has just become ready is highlighted for a few
 * seconds ("Just ready", not colour alone) and announced as the tracker says it.
 */
export function CounterBoardScreen({
  status,
  board,
  now,
  justReady,
  shopName = 'Coffee Shop',
}: CounterBoardScreenProps) {
  const { t, i18n } = useLingui();
  const ready = board ? [...board.ready].reverse() : undefined;
  const arrivals = useNewArrivals(ready?.map((entry) => entry.number));
  const highlighted = justReady ? new Set(justReady) : arrivals;
  const announced = (ready ?? []).filter((entry) => highlighted.has(entry.number));
  return (
    <div className="flex min-h-dvh flex-col gap-4 bg-surface-sunken p-3 text-body sm:p-6 md:h-dvh 2xl:gap-8 2xl:p-10">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <BrandMark className="size-10 shrink-0 2xl:size-16" />
          <h1 className="min-w-0 font-heading text-board-title break-words text-heading">
            <span className="sr-only">{shopName}: </span>
            {t`Order status`}
          </h1>
        </div>
        <LiveClock now={now} className="font-heading text-board-title text-heading" />
      </header>
      {status === 'error' && board ? (
        <p
          role="status"
          className="self-center rounded-chip border-2 border-warning bg-surface px-4 py-1 text-center text-board-copy font-semibold text-warning"
        >
          {t`Reconnecting… the numbers may be a little behind.`}
        </p>
      ) : null}
      <main className="flex flex-1 flex-col md:min-h-0">
        {!board ? (
          status === 'error' ? (
            <div role="alert" className="m-auto flex max-w-2xl flex-col items-center gap-3 text-center">
              <p className="font-heading text-board-title text-heading">{t`The order board is not reachable`}</p>
              <p className="text-board-copy">{t`Reconnecting… Please ask at the counter.`}</p>
            </div>
          ) : (
            <>
              <p role="status" className="sr-only">
                {t`Loading the order board`}
              </p>
              {/* The two columns' own cards and number grids, so nothing jumps when the board arrives. */}
              <div
                aria-hidden="true"
                data-skeleton="counter-board"
                className="grid flex-1 content-start items-start gap-4 md:grid-cols-2 2xl:gap-8"
              >
                {[0, 1].map((column) => (
                  <div
                    key={column}
                    data-skeleton-group
                    className="flex min-w-0 flex-col gap-4 rounded-card bg-surface p-tile shadow-soft md:p-card"
                  >
                    <Skeleton shape="heading" label={null} pieceClassName="h-10!" />
                    <Skeleton
                      shape="card"
                      count={4}
                      label={null}
                      className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,clamp(7.5rem,13vw,16rem)),1fr))] gap-3 md:gap-4"
                      pieceClassName="h-28!"
                    />
                  </div>
                ))}
              </div>
            </>
          )
        ) : board.preparing.length === 0 && board.ready.length === 0 ? (
          <div className="m-auto flex flex-col items-center gap-2 text-center">
            <p className="font-heading text-board-title text-heading">{t`No orders right now`}</p>
            <p className="text-board-copy text-muted">{t`Order numbers show here while they are made.`}</p>
          </div>
        ) : (
          <div className="grid flex-1 content-start items-start gap-4 md:min-h-0 md:grid-cols-2 md:grid-rows-[minmax(0,1fr)] md:items-stretch 2xl:gap-8">
            <CounterColumn
              title={t`In the queue`}
              tone="preparing"
              entries={board.preparing}
              emptyText={t`No orders in the queue`}
            />
            <CounterColumn
              title={i18n._(STATUS_WORDS.ready)}
              tone="ready"
              entries={ready ?? []}
              highlighted={highlighted}
              emptyText={t`Nothing waiting to be collected`}
            />
          </div>
        )}
      </main>
      <p aria-live="polite" className="sr-only">
        {announced.map(({ number, name }) => t`Order #${number} for ${name} is ready.`).join(' ')}
      </p>
    </div>
  );
}
