import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { signedPoints, type LedgerEntry } from '../domain/memberCard';
import { useFormats } from '../i18n/useFormats';
import { cn } from './styles';

export interface MemberLedgerProps {
  /** Every change of the card's points, in the order to show them (newest first). */
  entries: readonly LedgerEntry[];
  className?: string;
}

/**
 * The card's points history (docs/product.md, "Member card"): each change in words with its order,
 * its points with their sign, and its day. The rows explain the balance: nothing is kept beside them.
 */
export function MemberLedger({ entries, className }: MemberLedgerProps) {
  const { t } = useLingui();
  const f = useFormats();
  const titleId = useId();
  const words = ({ kind, orderId }: LedgerEntry) => {
    switch (kind) {
      case 'earned':
        return t`Earned on order #${orderId}`;
      case 'redeemed':
        return t`Free drink, order #${orderId}`;
      case 'reversed':
        return t`Taken back: order #${orderId} refunded`;
      case 'returned':
        return t`Given back: order #${orderId} cancelled`;
    }
  };
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex w-full max-w-md flex-col gap-3 rounded-card bg-surface p-summary text-body shadow-soft',
        className,
      )}
    >
      <h2 id={titleId} className="font-heading text-lead font-bold text-heading">
        {t`Points history`}
      </h2>
      {entries.length === 0 ? (
        <p className="text-muted">{t`No changes to your points yet.`}</p>
      ) : (
        <ol className="flex flex-col">
          {entries.map((entry) => {
            const points = signedPoints(entry.points);
            return (
              <li
                key={`${entry.kind}-${entry.orderId}-${entry.at}`}
                data-kind={entry.kind}
                className="flex items-baseline justify-between gap-3 border-b border-border py-2 last:border-b-0"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium break-words text-heading">{words(entry)}</span>
                  <span className="text-small text-muted">{f.day(entry.at)}</span>
                </span>
                <span
                  className={cn(
                    'shrink-0 font-semibold tabular-nums',
                    entry.points < 0 ? 'text-danger' : 'text-success',
                  )}
                >
                  {t`${points} points`}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
