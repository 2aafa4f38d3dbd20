import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { queueLine } from '../i18n/orderWords';
import { cn } from './styles';

/** Where a paid order stands in the kitchen's queue and when it should be ready. */
export interface QueueEstimateProps {
  position: number | null;
  /** ISO 8601; shown as hour:minute in shop time. */
  estimatedReadyAt: string | null;
  /**
   * A scheduled order not yet in the queue: when it is wanted, as the tracker says it (`14:00`, or the
   * date when it is another day). Said instead of a place, which it does not have yet.
   */
  scheduledFor?: string | null;
  className?: string;
}

/**
 * `3rd in the queue · ready about 14:25`, or `Scheduled for 14:00` before a scheduled order joins the
 * queue; nothing at all when neither is known (unpaid, or ready).
 */
export function QueueEstimate({ position, estimatedReadyAt, scheduledFor, className }: QueueEstimateProps) {
  const { i18n } = useLingui();
  const text =
    position === null && scheduledFor
      ? i18n._(msg`Scheduled for ${scheduledFor}`)
      : queueLine(i18n, position, estimatedReadyAt);
  if (!text) return null;
  return (
    <p
      data-queue-position={position ?? undefined}
      className={cn('flex items-center gap-2 font-semibold text-heading', className)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 shrink-0 text-primary-text"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" strokeLinecap="round" />
      </svg>
      <span>{text}</span>
    </p>
  );
}
