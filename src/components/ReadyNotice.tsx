import type { DeliveryMethod } from '../domain/delivery';
import { useLingui } from '@lingui/react';
import { readyText, readyTitle } from '../i18n/orderWords';
import { cn } from './styles';

/** The tracker's notice once the order is ready. */
export interface ReadyNoticeProps {
  orderId: number;
  deliveryMethod: DeliveryMethod | null;
  className?: string;
}

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" strokeLinejoin="round" />
      <path d="M10 20.5a2 2 0 0 0 4 0" strokeLinecap="round" />
    </svg>
  );
}

/**
 * "Order #12 is ready" and what to do now (collect it, or wait for the courier). An alert: a screen
 * reader says it as soon as it appears, wherever the reader is on the page.
 */
export function ReadyNotice({ orderId, deliveryMethod, className }: ReadyNoticeProps) {
  const { i18n } = useLingui();
  return (
    <div
      role="alert"
      data-delivery-method={deliveryMethod ?? undefined}
      className={cn(
        'flex items-start gap-4 rounded-card border-2 border-success bg-surface p-tile text-body shadow-card sm:p-card',
        className,
      )}
    >
      <span className="shrink-0 text-success">
        <BellIcon />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-heading text-section break-words text-heading">{readyTitle(i18n, orderId)}</p>
        <p className="break-words">{readyText(i18n, deliveryMethod)}</p>
      </div>
    </div>
  );
}
