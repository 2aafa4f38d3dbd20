import { useId } from 'react';
import { HistoryList } from '../components/HistoryList';
import type { HistoryEntry } from '../components/HistoryItem';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';
import { ctaLinkStyles } from '../components/ctaLinkStyles';
import { sizeLabel } from '../components/sizeLabel';
import { formatIdr } from '../domain/format';
import type { OrderStatus } from '../domain/orderStatus';
import { splitHistory } from '../domain/splitHistory';

/** A history line with its order's status: a 'new order' is checked out but not paid. */
export interface HistoryLine extends HistoryEntry {
  status: OrderStatus;
}

/** The customer's history: 'Let's see what you have bought!', select and delete lines. */
export interface HistoryScreenProps {
  status: ScreenStatus;
  items: HistoryLine[];
  onDelete: (request: { ids: number[] }) => void;
  isDeleting?: boolean;
  onRetry?: () => void;
  /** Where the order waiting for payment is paid. */
  payHref?: string;
}

export function HistoryScreen({
  status,
  items,
  onDelete,
  isDeleting,
  onRetry,
  payHref = '/cust/cart',
}: HistoryScreenProps) {
  const headingId = useId();
  const waitingHeadingId = useId();
  // Unpaid lines are shown apart, above, so nothing unpaid reads as bought.
  const { waiting, bought } = splitHistory(items);
  return (
    <div className="flex flex-col gap-6">
      <header className="text-center">
        <h1 id={headingId} className="font-heading text-title text-heading">
          Let’s see what you have bought!
        </h1>
        <p className="text-body">Select an item to delete it from your history.</p>
      </header>
      <StatusGate status={status} onRetry={onRetry} loadingLabel="Loading your history">
        {() => (
          <>
            {waiting.length > 0 ? (
              <section
                aria-labelledby={waitingHeadingId}
                className="flex flex-col gap-4 rounded-card border-2 border-border bg-surface-alt p-4 sm:p-6"
              >
                <div className="flex flex-wrap items-center gap-3">
                  <div className="mr-auto flex flex-col gap-1">
                    <h2 id={waitingHeadingId} className="font-heading text-lead font-bold text-heading">
                      Waiting for payment
                    </h2>
                    <p className="text-body">You checked these out but have not paid for them yet.</p>
                  </div>
                  <a href={payHref} className={ctaLinkStyles({ variant: 'primary', size: 'md' })}>
                    Pay now
                  </a>
                </div>
                <ul className="flex flex-col gap-2">
                  {waiting.map((line) => (
                    <li key={line.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-body">
                      <img
                        src={line.image}
                        alt=""
                        className="size-12 shrink-0 rounded-full bg-placeholder object-cover"
                      />
                      <span className="min-w-0 flex-1 font-semibold break-words text-heading">{line.name}</span>
                      <span className="text-small">
                        x {line.qty} · {sizeLabel(line.size)}
                      </span>
                      <span className="font-medium text-primary-text">{formatIdr(line.price * line.qty)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section aria-labelledby={headingId}>
              <HistoryList
                items={bought}
                onDelete={onDelete}
                isDeleting={isDeleting}
                emptyText="Nothing here yet: what you pay for shows up here."
              />
            </section>
          </>
        )}
      </StatusGate>
    </div>
  );
}
