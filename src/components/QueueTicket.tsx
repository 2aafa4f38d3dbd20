import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId } from 'react';
import { capitaliseWords, DELIVERY_METHODS, type DeliveryMethod } from '../domain/delivery';
import {
  nextStatus,
  ticketAgeMs,
  urgency as urgencyOf,
  type BoardStatus,
  type TicketMoveStatus,
  type UrgencyThresholds,
} from '../domain/kitchenTickets';
import { sizeWords, STAFF_METHOD_WORDS } from '../i18n/catalogueWords';
import { useFormats } from '../i18n/useFormats';
import { Button } from './Button';
import { cn, tv } from './styles';

/** One line of a ticket: what to make, in which size, how many. */
export interface QueueTicketLine {
  id: number;
  name: string;
  /** The size code as orders send it (`L`, `250`); empty for a food sold without a size. */
  size: string;
  qty: number;
  /**
   * What to make differently, as it is read aloud: only the choices that differ from the defaults,
   * in capitals (`ticketOptionWords` of src/domain/options.ts: "OAT · LESS SUGAR · +1 SHOT"); empty
   * when the drink comes as it comes.
   */
  optionWords?: string;
  /** The customer's words for the barista, shown in quotes. */
  note?: string | null;
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
  /** Rupiah to collect in cash at hand-over; null or unset when the order is paid. */
  cashDue?: number | null;
  /** Where a home delivery goes and whom to call; null or unset for dine in and take away. */
  deliverTo?: { address: string; phone: string } | null;
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
  base: 'flex flex-col gap-2 rounded-card border-l-8 p-compact text-body shadow-soft',
  variants: {
    urgency: {
      fresh: 'border-border-strong bg-surface-alt',
      late: 'border-warning bg-surface-alt',
      critical: 'border-critical bg-surface-sunken',
    },
    isNew: {
      true: 'ring-4 ring-accent motion-safe:animate-[ticket-flash_0.9s_ease-in-out_3]',
    },
  },
});

const URGENCY_WORDS: Record<'late' | 'critical', MessageDescriptor> = { late: msg`Late`, critical: msg`Critical` };

const isDeliveryMethod = (value: string): value is DeliveryMethod =>
  (DELIVERY_METHODS as readonly string[]).includes(value);

const urgencyBadge = tv({
  base: 'rounded-chip px-2 py-0.5 text-caption font-bold uppercase',
  variants: {
    urgency: {
      late: 'border-2 border-warning text-warning',
      critical: 'bg-critical text-on-critical',
    },
  },
});

/**
 * One order on the barista's board: number, name, method, requested time, the lines, its age and
 * how urgent it is (in words as well as colour), and one large button that moves it on.
 *
 * Memoised: in a rush the board holds 150 tickets and every event re-reads the queue, so only the
 * tickets whose order changed draw again (the app keeps an unchanged order's view the same object;
 * docs/benchmarks.md, "A rush hour"). The clock's tick still redraws them all, once per 15 s.
 */
export const QueueTicket = memo(function QueueTicket({
  ticket: order,
  now,
  thresholds,
  isNew,
  isPending,
  onAdvance,
  className,
}: QueueTicketProps) {
  const { t, i18n } = useLingui();
  const f = useFormats();
  const headingId = useId();
  const age = ticketAgeMs(order.since, now);
  // A ready order waits for its customer, not for the kitchen: it is never late here.
  const level = order.status === 'ready' ? 'fresh' : urgencyOf(age, thresholds);
  const number = order.id;
  const label = {
    paid: t`Start order ${number}`,
    preparing: t`Mark order ${number} ready`,
    ready: t`Order ${number} collected`,
  }[order.status];
  // The age as the board shows it: `0 min`, `12 min`, `1 h 05 min` (whole minutes).
  const minutes = Math.floor(age / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = String(minutes % 60).padStart(2, '0');
  const ageText = minutes < 60 ? t`${minutes} min` : t`${hours} h ${rest} min`;
  const method = order.deliveryMethod;
  const requested = order.requestedTime ? f.time(order.requestedTime) : '';
  const cash = order.cashDue ? f.money(order.cashDue) : '';
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
            <span className="rounded-chip bg-accent px-2 py-0.5 text-caption font-bold text-on-accent">{t`New`}</span>
          ) : null}
          {level !== 'fresh' ? (
            <span className={urgencyBadge({ urgency: level })}>{i18n._(URGENCY_WORDS[level])}</span>
          ) : null}
          <span className="font-semibold text-heading tabular-nums">
            <span className="sr-only">{t`Waiting`} </span>
            {ageText}
          </span>
        </p>
      </header>
      <p className="text-small">
        <span className="font-semibold">
          {isDeliveryMethod(method) ? i18n._(STAFF_METHOD_WORDS[method]) : capitaliseWords(method)}
        </span>
        {' · '}
        {order.requestedTime ? (
          <Trans>
            For <time dateTime={order.requestedTime}>{requested}</time>
          </Trans>
        ) : (
          t`As soon as possible`
        )}
      </p>
      {order.deliverTo ? (
        <p data-deliver-to="" className="flex flex-col text-small text-heading">
          <span className="break-words">
            <span className="font-semibold">{t`Deliver to:`}</span> {order.deliverTo.address}
          </span>
          {order.deliverTo.phone ? (
            <a
              href={`tel:${order.deliverTo.phone}`}
              className="inline-flex min-h-6 w-fit items-center rounded-chip font-semibold tabular-nums underline focus-visible:outline-3 focus-visible:outline-focus"
            >
              {order.deliverTo.phone}
            </a>
          ) : null}
        </p>
      ) : null}
      <ul className="flex flex-col gap-1 text-copy text-heading">
        {order.lines.map((line) => {
          // The size as the catalogue names it (`Large`, `250 g`); a line without one shows no brackets.
          const size = sizeWords(i18n, line.size);
          // What to make differently, as it is read aloud ("OAT · LESS SUGAR"), and the customer's note.
          const words = line.optionWords;
          const note = (line.note ?? '').trim();
          return (
            <li key={line.id} className="flex gap-2">
              <span className="min-w-8 font-bold tabular-nums">{line.qty}×</span>
              <span className="flex min-w-0 flex-col gap-0.5 break-words">
                <span>
                  {line.name}
                  {size ? (
                    <>
                      {' '}
                      <span className="text-small whitespace-nowrap text-body">({size})</span>
                    </>
                  ) : null}
                </span>
                {words ? (
                  <span data-ticket-options="" className="font-bold tracking-wide">
                    {words}
                  </span>
                ) : null}
                {note ? (
                  <span data-ticket-note="" className="border-l-4 border-accent pl-2 font-semibold italic">
                    <span className="sr-only">{t`Note:`} </span>“{note}”
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      {order.cashDue ? (
        <p
          data-cash-due=""
          className="rounded-chip border-2 border-warning px-2 py-1 text-small font-semibold text-heading"
        >
          {t`Collect ${cash} in cash`}
        </p>
      ) : null}
      <Button
        variant={order.status === 'ready' ? 'ghost' : 'primary'}
        size="md"
        isFullWidth
        isPending={isPending}
        pendingLabel={t`Moving order ${number}`}
        data-ticket-button=""
        onPress={() => onAdvance({ orderId: order.id, status: nextStatus(order.status) })}
        className={cn('mt-auto')}
      >
        {label}
      </Button>
    </article>
  );
});
