import type { DeliveryMethod } from '../domain/delivery';
import type { OrderStatus } from '../domain/orderStatus';
import { useLingui } from '@lingui/react';
import { statusName } from '../domain/orderTracking';
import { STATUS_WORDS } from '../i18n/orderWords';
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
      'new order': 'bg-status-new',
      paid: 'bg-status-paid',
      preparing: 'bg-status-preparing',
      ready: 'bg-status-ready',
      done: 'bg-status-done',
      cancelled: 'bg-danger',
    },
  },
});

/**
 * The words carry the status; the coloured dot only repeats it for a quick glance, each status its
 * own hue (the status tokens), so paid and preparing never read as one.
 */
export function OrderStatusBadge({ status, deliveryMethod = null, className }: OrderStatusBadgeProps) {
  const { i18n } = useLingui();
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-2 rounded-full border border-border bg-surface-alt px-3 py-1 text-small font-semibold text-heading',
        className,
      )}
    >
      <span aria-hidden="true" className={dotStyles({ status })} />
      {i18n._(STATUS_WORDS[statusName(status, deliveryMethod)])}
    </span>
  );
}
