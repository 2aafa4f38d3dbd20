import { useId } from 'react';
import { capitaliseWords } from '../domain/delivery';
import { formatLongDate } from '../domain/format';
import { Button } from './Button';
import { cn } from './styles';

/** One order in the admin's 'All Order' list. */
export interface OrderRowProps {
  orderId: number;
  /** As the API sends it, e.g. `home delivery`; shown in capitalised words. */
  deliveryMethod: string;
  /** The customer's username; a customer who never set one (null or blank) reads 'No username'. */
  username: string | null;
  /** The order's `createdAt` (ISO date-time); shown in the long date format. */
  createdAt: string;
  onDetail: (detail: { orderId: number }) => void;
  className?: string;
}

/** A row of the order list: delivery method, customer, created time and a DETAIL button. */
export function OrderRow({ orderId, deliveryMethod, username, createdAt, onDetail, className }: OrderRowProps) {
  const summaryId = useId();
  return (
    <div
      data-order-id={orderId}
      className={cn(
        'flex flex-wrap items-center gap-x-6 gap-y-3 rounded-card bg-surface p-4 text-body shadow-soft sm:flex-nowrap sm:px-6',
        className,
      )}
    >
      <div id={summaryId} className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-heading text-lead font-bold break-words text-heading">
          {capitaliseWords(deliveryMethod)}
        </span>
        {username?.trim() ? (
          <span className="text-small break-words">{username}</span>
        ) : (
          <span className="text-small text-muted italic">No username</span>
        )}
        <span className="text-small text-muted">
          <time dateTime={createdAt}>{formatLongDate(createdAt)}</time>
        </span>
      </div>
      <Button
        variant="primary"
        size="sm"
        aria-describedby={summaryId}
        onPress={() => onDetail({ orderId })}
        className="w-full sm:w-auto"
      >
        DETAIL
      </Button>
    </div>
  );
}
