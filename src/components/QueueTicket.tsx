import { useId } from 'react';
import { capitaliseWords } from '../domain/delivery';
import { formatHourMinute } from '../domain/format';
import {
  advanceLabel,
  formatAge,
  nextStatus,
  ticketAgeMs,
  urgency as urgencyOf,
  type BoardStatus,
  type TicketMoveStatus,
  type UrgencyThresholds,
} from '../domain/kitchenTickets';
import { Button } from './Button';
import { sizeLabel } from './sizeLabel';
import { cn, tv } from './styles';

/** One line of a ticket: what to make, in which size, how many. */
export interface QueueTicketLine {
  id: number;
  name: string;
  size: string;
  qty: number;
}

/** A ticket as the board shows it. */
export interface QueueTicketView {
  /** The order id, called out as its number. */
  id: number;
  status: BoardStatus;
  /** The customer's first name or username. */
  name: string;
  /** As the API sends it, e.g. `take away`; shown in capitalised words. */
  deliveryMethod: string;
  /** When a scheduled order is wanted (ISO 8601); null for as soon as possible. */
  requestedTime: string | null;
  /** When the ticket joined the queue (ISO 8601): its age counts from here. */
  since: string;
  lines: QueueTicketLine[];
}

export interface QueueTicketProps {
  ticket: QueueTicketView;
  /** The board's clock: ages are measured against it. */
  now: Date;
  thresholds: UrgencyThresholds;
  /** Just arrived: the ticket flashes (a still ring with reduced motion) and says "New". */
  isNew?: boolean;
  /** A move of this ticket is on its way to the server. */
  isPending?: boolean;
  onAdvance: (move: { orderId: number; status: TicketMoveStatus }) => void;
  className?: string;
}

const ticket = tv({
  base: 'flex flex-col gap-2 rounded-card border-l-8 p-3 text-body shadow-soft',
  variants: {
    urgency: {
      fresh: 'border-border-strong bg-surface-alt',
      late: 'border-warning bg-surface-alt',
      critical: 'border-danger bg-surface-sunken',
    },
    isNew: {
      true: 'ring-4 ring-accent motion-safe:animate-[ticket-flash_0.9s_ease-in-out_3]',
    },
  },
});

const URGENCY_LABEL = { late: 'Late', critical: 'Critical' } as const;

const urgencyBadge = tv({
  base: 'rounded-chip px-2 py-0.5 text-caption font-bold uppercase',
  variants: {
    urgency: {
      late: 'border-2 border-warning text-warning',
      critical: 'bg-danger text-on-danger',
    },
  },
});

/**
 * One order on the barista's board: number, name, method, requested time, the lines, its age and
 * how urgent it is (in words as well as colour), and one large button that moves it on.
 */
export function QueueTicket({
  ticket: order,
  now,
  thresholds,
  isNew,
  isPending,
  onAdvance,
  className,
}: QueueTicketProps) {
  const headingId = useId();
  const age = ticketAgeMs(order.since, now);
  // A ready order waits for its customer, not for the kitchen: it is never late here.
  const level = order.status === 'ready' ? 'fresh' : urgencyOf(age, thresholds);
  const label = advanceLabel(order.status, order.id);
  return (
    <article
      aria-labelledby={headingId}
      data-order-id={order.id}
      data-urgency={level}
      data-new={isNew ? 'true' : undefined}
      className={ticket({ urgency: level, isNew: Boolean(isNew), className })}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="min-w-0 font-heading text-section break-words text-heading">
          <span className="tabular-nums">#{order.id}</span> {order.name}
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-small">
          {isNew ? (
            <span className="rounded-chip bg-accent px-2 py-0.5 text-caption font-bold text-on-accent">New</span>
          ) : null}
          {level !== 'fresh' ? <span className={urgencyBadge({ urgency: level })}>{URGENCY_LABEL[level]}</span> : null}
          <span className="font-semibold text-heading tabular-nums">
            <span className="sr-only">Waiting </span>
            {formatAge(age)}
          </span>
        </p>
      </header>
      <p className="text-small">
        <span className="font-semibold">{capitaliseWords(order.deliveryMethod)}</span>
        {' · '}
        {order.requestedTime ? (
          <>
            For <time dateTime={order.requestedTime}>{formatHourMinute(order.requestedTime)}</time>
          </>
        ) : (
          'As soon as possible'
        )}
      </p>
      <ul className="flex flex-col gap-1 text-copy text-heading">
        {order.lines.map((line) => (
          <li key={line.id} className="flex gap-2">
            <span className="min-w-8 font-bold tabular-nums">{line.qty}×</span>
            <span className="min-w-0 break-words">
              {line.name} <span className="text-small whitespace-nowrap text-body">({sizeLabel(line.size)})</span>
            </span>
          </li>
        ))}
      </ul>
      <Button
        variant={order.status === 'ready' ? 'ghost' : 'primary'}
        size="md"
        isFullWidth
        isPending={isPending}
        pendingLabel={`Moving order ${order.id}`}
        data-ticket-button=""
        onPress={() => onAdvance({ orderId: order.id, status: nextStatus(order.status) })}
        className={cn('mt-auto')}
      >
        {label}
      </Button>
    </article>
  );
}
