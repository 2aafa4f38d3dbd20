import { useLingui } from '@lingui/react/macro';
import type { DeliveryMethod } from '../domain/delivery';
import type { OrderStatus } from '../domain/orderStatus';
import { useFormats } from '../i18n/useFormats';
import { Button } from './Button';
import { ctaLinkStyles } from './ctaLinkStyles';
import { OrderStatusBadge } from './OrderStatusBadge';
import { cn } from './styles';

/** One order at the top of its lines in History. */
export interface HistoryOrderHeaderProps {
  orderId: number;
  createdAt: string;
  /** What the order cost in rupiah; null when the shop did not say (the total is then left out). */
  total: number | null;
  status: OrderStatus;
  deliveryMethod: DeliveryMethod | null;
  /** The order's tracker. */
  trackHref: string;
  onOrderAgain: (request: { orderId: number }) => void;
  /** Ties the heading to the order's region. */
  headingId?: string;
  className?: string;
}

/** Number, date, total and status of an order, with Track order and Order again. */
export function HistoryOrderHeader({
  orderId,
  createdAt,
  total,
  status,
  deliveryMethod,
  trackHref,
  onOrderAgain,
  headingId,
  className,
}: HistoryOrderHeaderProps) {
  const { t } = useLingui();
  const f = useFormats();
  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-3', className)}>
      <div className="mr-auto flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={headingId} className="font-heading text-lead font-bold text-heading">
            {t`Order #${orderId}`}
          </h2>
          <OrderStatusBadge status={status} deliveryMethod={deliveryMethod} />
        </div>
        <p className="text-small text-body">
          <time dateTime={createdAt}>{f.longDate(createdAt)}</time>
          {total !== null ? (
            <>
              {' · '}
              <span className="font-semibold text-primary-text">{f.money(total)}</span>
            </>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={trackHref}
          aria-label={t`Track order #${orderId}`}
          className={ctaLinkStyles({ variant: 'outline', size: 'sm' })}
        >
          {t`Track order`}
        </a>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Order again (order #${orderId})`}
          onPress={() => onOrderAgain({ orderId })}
        >
          {t`Order again`}
        </Button>
      </div>
    </div>
  );
}
