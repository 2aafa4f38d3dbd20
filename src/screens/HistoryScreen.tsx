import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useFormats } from '../i18n/useFormats';
import { sizeWords } from '../i18n/catalogueWords';
import { HistoryList } from '../components/HistoryList';
import type { HistoryEntry } from '../components/HistoryItem';
import { HistoryOrderHeader } from '../components/HistoryOrderHeader';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';
import { Skeleton } from '../components/Skeleton';
import { ctaLinkStyles } from '../components/ctaLinkStyles';
import type { DeliveryMethod } from '../domain/delivery';
import type { OrderStatus } from '../domain/orderStatus';
import { splitHistory } from '../domain/splitHistory';

/** An order in the history with the lines the customer keeps there; a 'new order' is checked out but not paid. */
export interface HistoryOrder {
  id: number;
  status: OrderStatus;
  createdAt: string;
  /** What it cost in rupiah; null when not known (the total is then left out). */
  total: number | null;
  deliveryMethod: DeliveryMethod | null;
  lines: HistoryEntry[];
}

/** The customer's history: 'Let's see what you have bought!', every order with its lines; select and delete lines. */
export interface HistoryScreenProps {
  status: ScreenStatus;
  /** Newest first. */
  orders: HistoryOrder[];
  /** Raised with the selected lines' ids (order_detail ids). */
  onDelete: (request: { ids: number[] }) => void;
  isDeleting?: boolean;
  onRetry?: () => void;
  /** Puts an order's lines in the cart again. */
  onOrderAgain: (request: { orderId: number }) => void;
  /** Where the order waiting for payment is paid. */
  payHref?: string;
  /** An order's tracker. */
  trackHref?: (orderId: number) => string;
}

const defaultTrackHref = (orderId: number) => `/cust/order?id=${orderId}`;

/** Two orders, each a header over its cards in the list's own grid, under the selection bar, while it loads. */
const HISTORY_SKELETON = (
  <div aria-hidden="true" data-skeleton="history" className="flex flex-col gap-4">
    <Skeleton shape="line" label={null} className="flex flex-col gap-3 items-end" pieceClassName="h-9! w-48!" />
    <div className="flex flex-col gap-6">
      {[3, 1].map((items) => (
        <div
          key={items}
          data-skeleton-group
          className="flex flex-col gap-4 rounded-card bg-surface-alt p-tile sm:p-card"
        >
          <Skeleton shape="line" count={2} label={null} className="flex flex-col max-w-sm gap-2" />
          <Skeleton
            shape="item"
            count={items}
            label={null}
            className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
            pieceClassName="rounded-card bg-surface p-tile shadow-soft"
          />
        </div>
      ))}
    </div>
  </div>
);

export function HistoryScreen({
  status,
  orders,
  onDelete,
  isDeleting,
  onRetry,
  onOrderAgain,
  payHref = '/cust/cart',
  trackHref = defaultTrackHref,
}: HistoryScreenProps) {
  const { t, i18n } = useLingui();
  const f = useFormats();
  const headingId = useId();
  const waitingHeadingId = useId();
  // Unpaid lines are shown apart, above, so nothing unpaid reads as bought.
  const { waiting: waitingOrders, bought } = splitHistory(orders);
  const waiting = waitingOrders.flatMap((order) => order.lines);
  return (
    <div className="flex flex-col gap-6">
      <header className="text-center">
        <h1 id={headingId} className="font-heading text-title text-heading">
          {t`Let’s see what you have bought!`}
        </h1>
        <p className="text-body">{t`Select an item to delete it from your history.`}</p>
      </header>
      <StatusGate status={status} onRetry={onRetry} loadingLabel={t`Loading your history`} skeleton={HISTORY_SKELETON}>
        {() => (
          <>
            {waiting.length > 0 ? (
              <section
                aria-labelledby={waitingHeadingId}
                className="flex flex-col gap-4 rounded-card border-2 border-border bg-surface-alt p-tile sm:p-card"
              >
                <div className="flex flex-wrap items-center gap-3">
                  <div className="mr-auto flex flex-col gap-1">
                    <h2 id={waitingHeadingId} className="font-heading text-lead font-bold text-heading">
                      {t`Waiting for payment`}
                    </h2>
                    <p className="text-body">{t`You checked these out but have not paid for them yet.`}</p>
                  </div>
                  <a href={payHref} className={ctaLinkStyles({ variant: 'primary', size: 'md' })}>
                    {t`Pay now`}
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
                        x {line.qty} · {sizeWords(i18n, line.size)}
                      </span>
                      <span className="font-medium text-primary-text">{f.money(line.price * line.qty)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section aria-labelledby={headingId}>
              <HistoryList
                groups={bought.map((order) => ({
                  id: order.id,
                  label: t`Order #${order.id}`,
                  header: (
                    <HistoryOrderHeader
                      orderId={order.id}
                      createdAt={order.createdAt}
                      total={order.total}
                      status={order.status}
                      deliveryMethod={order.deliveryMethod}
                      trackHref={trackHref(order.id)}
                      onOrderAgain={onOrderAgain}
                    />
                  ),
                  items: order.lines,
                }))}
                onDelete={onDelete}
                isDeleting={isDeleting}
                emptyText={t`Nothing here yet: what you pay for shows up here.`}
              />
            </section>
          </>
        )}
      </StatusGate>
    </div>
  );
}
