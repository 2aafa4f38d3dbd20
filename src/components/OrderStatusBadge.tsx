import type { OrderStatus } from '../domain/orderStatus';
import { cn, tv } from './styles';

/** What each status reads as for staff: words first, the colour only repeats them. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  'new order': 'Not paid',
  paid: 'Paid',
  preparing: 'Preparing',
  ready: 'Ready',
  done: 'Done',
};

const badge = tv({
  base: 'inline-flex items-center gap-1.5 rounded-chip border-2 px-2.5 py-0.5 text-small font-semibold whitespace-nowrap',
  variants: {
    status: {
      'new order': 'border-border-strong text-muted',
      paid: 'border-primary-mid text-primary-text',
      preparing: 'border-warning text-warning',
      ready: 'border-success text-success',
      done: 'border-border text-body',
    },
  },
});

/** An order's status as a labelled chip (the text carries the meaning, the colour repeats it). */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span data-status={status} className={cn(badge({ status }), className)}>
      <span aria-hidden="true" className="size-2 rounded-full bg-current" />
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
