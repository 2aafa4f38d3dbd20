import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useFormats } from '../i18n/useFormats';
import { useOverflows } from '../hooks/useOverflows';
import { Button } from './Button';
import { cn } from './styles';

/** One day's takings by payment method, in rupiah. */
export interface TakingsRow {
  /** Shop-time date, `YYYY-MM-DD`. */
  date: string;
  card: number;
  bankAccount: number;
  cash: number;
  qris: number;
  /** The money that arrived, every method. */
  total: number;
  /** Cash still to collect at hand-over: sold, not yet in the till. */
  cashDue: number;
  orders: number;
}

/** The day's takings by payment method for reconciling the till and the bank, with a CSV download. */
export interface TakingsTableProps {
  /** Oldest first, as the report answers; the table shows the newest day on top. */
  rows: TakingsRow[];
  onDownloadCsv: () => void;
  className?: string;
}

const COLUMNS = [
  ['card', msg`Card`],
  ['bankAccount', msg`Bank account`],
  ['cash', msg`Cash`],
  ['qris', msg`QRIS`],
  ['total', msg`Total`],
] as const;

/**
 * Takings per day by payment method (card, bank account, cash on delivery, QRIS): the money that arrived,
 * refunds gone with their cancelled orders, and the cash still to collect beside it; the period's totals.
 * The newest day is on top, so a long period keeps it in view; the body scrolls inside its box.
 */
export function TakingsTable({ rows, onDownloadCsv, className }: TakingsTableProps) {
  const { t, i18n } = useLingui();
  const f = useFormats();
  const sum = (key: (typeof COLUMNS)[number][0] | 'cashDue' | 'orders') =>
    rows.reduce((total, row) => total + row[key], 0);
  // Sold but not yet in the till: said under the table, not a column, so a tablet shows the table whole.
  const cashDue = f.money(sum('cashDue'));
  const newestFirst = [...rows].reverse();
  const hasTakings = rows.some((row) => row.orders > 0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(scrollRef);
  return (
    <div className={cn('flex min-w-0 flex-col gap-3', className)}>
      {hasTakings ? (
        <div
          ref={scrollRef}
          className="max-h-96 overflow-auto rounded-card border border-border"
          tabIndex={scrolls ? 0 : undefined}
          role={scrolls ? 'region' : undefined}
          aria-label={scrolls ? t`Takings by payment method, scrolls` : undefined}
          data-scrollable={scrolls || undefined}
        >
          <table className="w-full border-collapse text-caption lg:text-small">
            <caption className="sr-only">{t`Takings by payment method per day, newest first`}</caption>
            <thead className="sticky top-0 bg-surface-alt text-heading">
              <tr>
                <th scope="col" className="px-2 py-2 lg:px-3 text-left">
                  {t`Date`}
                </th>
                {COLUMNS.map(([key, label]) => (
                  <th key={key} scope="col" className="px-2 py-2 lg:px-3 text-right">
                    {i18n._(label)}
                  </th>
                ))}
                <th scope="col" className="px-2 py-2 lg:px-3 text-right">
                  {t`Orders`}
                </th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((row) => (
                <tr key={row.date} className="border-t border-border">
                  <th scope="row" className="px-2 py-2 lg:px-3 text-left font-semibold whitespace-nowrap text-heading">
                    {row.date}
                  </th>
                  {COLUMNS.map(([key]) => (
                    <td key={key} className="px-2 py-2 lg:px-3 text-right whitespace-nowrap text-body tabular-nums">
                      {f.money(row[key])}
                    </td>
                  ))}
                  <td className="px-2 py-2 lg:px-3 text-right text-body tabular-nums">{row.orders}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="sticky bottom-0 bg-surface-alt font-semibold text-heading">
              <tr className="border-t-2 border-border-strong">
                <th scope="row" className="px-2 py-2 lg:px-3 text-left">
                  {t`Total`}
                </th>
                {COLUMNS.map(([key]) => (
                  <td key={key} className="px-2 py-2 lg:px-3 text-right whitespace-nowrap tabular-nums">
                    {f.money(sum(key))}
                  </td>
                ))}
                <td className="px-2 py-2 lg:px-3 text-right tabular-nums">{sum('orders')}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : (
        <p className="rounded-card border border-dashed border-border bg-surface-alt p-tile text-center text-muted">
          {t`No takings in this period yet.`}
        </p>
      )}
      {sum('cashDue') > 0 ? (
        <p data-cash-due="" className="text-small text-body">
          {t`Not in the totals yet: ${cashDue} in cash still to collect at hand-over.`}
        </p>
      ) : null}
      <div>
        <Button variant="primary" onPress={onDownloadCsv}>
          {t`Download CSV`}
        </Button>
      </div>
    </div>
  );
}
