import type { DeliveryMethod } from '../domain/delivery';
import type { OrderStatus } from '../domain/orderStatus';
import { statusLabel } from '../domain/orderTracking';
import { cn, tv } from './styles';

/** An order's status as a small labelled chip. */
export interface OrderStatusBadgeProps {
  status: OrderStatus;
  /** Words for `done` depend on it (Collected / Delivered); unknown reads as Collected. */
  deliveryMethod?: DeliveryMethod | null;
  className?: string;
}

const dotStyles = tv({
  base: 'size-2.5 shrink-0 rounded-full',
  variants: {
    status: {
      'new order': 'bg-warning',
      paid: 'bg-primary-mid',
      preparing: 'bg-primary',
      ready: 'bg-success',
      done: 'bg-muted',
    },
  },
});

/** The words carry the status; the coloured dot only repeats it for a quick glance. */
export function OrderStatusBadge({ status, deliveryMethod = null, className }: OrderStatusBadgeProps) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-2 rounded-full border border-border bg-surface-alt px-3 py-1 text-small font-semibold text-heading',
        className,
      )}
    >
      <span aria-hidden="true" className={dotStyles({ status })} />
      {statusLabel(status, deliveryMethod)}
    </span>
  );
}
