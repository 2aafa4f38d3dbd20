import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useId } from 'react';
import type { OrderTotals } from '../domain/pricing';
import { useFormats } from '../i18n/useFormats';
import { cn } from './styles';
import { sizeWords } from '../i18n/catalogueWords';
import { TOTAL_LABELS } from './totalLabels';
import { CARD_CLASS } from './cardStyles';
import { Skeleton } from './Skeleton';
import { LineChoices, type LineChoice } from './LineChoices';

/** One line of an order: a product in one size, with its line price (unit price × qty). */
export interface OrderSummaryLine {
  id: number | string;
  name: string;
  image: string;
  qty: number;
  /** A size code (R, L, XL, 250, 300, 500); shown by its label. */
  size: string;
  /** What the line costs in rupiah. */
  price: number;
  /** What the line chose, as its order keeps it: shown in the customer's words. */
  options?: readonly LineChoice[];
  /** The customer's words for the barista. */
  note?: string | null;
}

/** Lines and totals of an order, or a skeleton while it loads. */
export interface OrderSummaryProps {
  lines: OrderSummaryLine[];
  totals: OrderTotals;
  isLoading?: boolean;
  title?: string;
  className?: string;
}

/** A line's picture, or its placeholder when it has none. */
const THUMB = 'size-16 shrink-0 rounded-chip bg-placeholder sm:size-20';

const TOTAL_ROWS = [
  { key: 'subtotal', label: TOTAL_LABELS.subtotal },
  { key: 'taxFee', label: TOTAL_LABELS.taxFee },
  { key: 'shipping', label: TOTAL_LABELS.shipping },
] as const satisfies readonly { key: keyof OrderTotals; label: MessageDescriptor }[];

/** The payment and order-detail screens' summary card: what was ordered and what it costs. */
export function OrderSummary({ lines, totals, isLoading, title, className }: OrderSummaryProps) {
  const { t, i18n } = useLingui();
  const f = useFormats();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={isLoading || undefined}
      data-loading={isLoading || undefined}
      className={cn(CARD_CLASS, 'flex w-full flex-col gap-6 p-summary text-primary-deep sm:p-panel', className)}
    >
      <h2 id={titleId} className="text-center font-heading text-lead font-bold text-primary-deep sm:text-title">
        {title ?? t`Order Summary`}
      </h2>
      {isLoading ? (
        <OrderSummarySkeleton />
      ) : (
        <>
          {lines.length === 0 ? (
            <p className="text-center text-muted">{t`No items in this order.`}</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {lines.map((line) => (
                <li key={line.id} className="flex items-center gap-4">
                  {/* An empty src makes the browser fetch the page again: a line without a picture keeps its place with the placeholder. */}
                  {line.image ? (
                    <img src={line.image} alt="" className={cn(THUMB, 'object-cover')} />
                  ) : (
                    <span aria-hidden="true" className={THUMB} />
                  )}
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium break-words">{line.name}</span>
                    <span className="text-small">x {line.qty}</span>
                    <span className="text-small">{sizeWords(i18n, line.size)}</span>
                    <LineChoices options={line.options} note={line.note} className="mt-0.5" />
                  </div>
                  <span className="shrink-0 font-medium max-sm:text-small">{f.money(line.price)}</span>
                </li>
              ))}
            </ul>
          )}
          <hr className="border-border" />
          <dl className="flex flex-col gap-2">
            {TOTAL_ROWS.map((row) => (
              <div key={row.key} className="flex justify-between gap-4">
                <dt>{i18n._(row.label)}</dt>
                <dd>{f.money(totals[row.key])}</dd>
              </div>
            ))}
            <div className="mt-2 flex justify-between gap-4 font-heading text-lead font-bold">
              <dt>{i18n._(TOTAL_LABELS.total)}</dt>
              <dd>{f.money(totals.total)}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}

/**
 * The whole summary card while the order loads (its heading, two lines, the totals), for the screens
 * whose skeleton draws the card beside their other parts: payment, order detail, tracker.
 */
export function OrderSummaryCardSkeleton() {
  return (
    <div className={cn(CARD_CLASS, 'flex flex-col gap-6 p-summary sm:p-panel')}>
      <Skeleton shape="heading" label={null} className="flex flex-col items-center gap-3" />
      <Skeleton shape="item" count={2} label={null} className="flex flex-col gap-4" />
      <Skeleton shape="line" count={4} label={null} className="flex flex-col gap-2 border-t border-border pt-6" />
    </div>
  );
}

/** Grey blocks in the shape of the lines and totals; announced once as loading. */
function OrderSummarySkeleton() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <Skeleton shape="item" count={2} label={t`Loading order summary`} className="flex flex-col gap-4" />
      <Skeleton shape="line" count={4} label={null} className="flex flex-col gap-2 pt-4" />
    </div>
  );
}
