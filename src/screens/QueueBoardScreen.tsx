import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../components/Button';
import { SoldOutPanel, type SoldOutPanelProps } from '../components/SoldOutPanel';
import { PauseOrdersControl, type PauseOrdersControlProps } from '../components/PauseOrdersControl';
import { EmptyState } from '../components/EmptyState';
import { HelpCallsPanel, type HelpCallsPanelProps } from '../components/HelpCallsPanel';
import { QueueTicket, type QueueTicketView } from '../components/QueueTicket';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';
import { Skeleton } from '../components/Skeleton';
import { TextField } from '../components/TextField';
import { Toast } from '../components/Toast';
import { sayMessage } from '../i18n/messageWords';
import { STATUS_WORDS } from '../i18n/orderWords';
import { stepName } from '../domain/orderTracking';
import {
  BOARD_COLUMNS,
  checkThresholds,
  MAX_THRESHOLD_MINUTES,
  previousStatus,
  type BoardStatus,
  type ThresholdError,
  type ThresholdInput,
  type TicketMoveStatus,
  type UrgencyThresholds,
} from '../domain/kitchenTickets';

/** Where the live connection stands: the board says when it is not live. */
export type QueueConnection = 'idle' | 'connecting' | 'live' | 'offline';

/** A move the barista just made, offered for undo. */
export interface QueueMove {
  orderId: number;
  status: TicketMoveStatus;
}

export interface QueueBoardScreenProps {
  status: Exclude<ScreenStatus, 'notFound'>;
  /** The tickets due now (scheduled orders join when due), oldest first. */
  tickets: QueueTicketView[];
  /** The board's clock; ticket ages are measured against it. */
  now: Date;
  thresholds: UrgencyThresholds;
  onThresholdsChange: (change: { thresholds: UrgencyThresholds }) => void;
  connection: QueueConnection;
  /** The shift has started: sound (and keeping the screen awake) are on. */
  isShiftStarted: boolean;
  onStartShift: () => void;
  /** Tickets that just arrived: they flash. */
  newTicketIds?: readonly number[];
  /** Tickets whose move is on its way. */
  pendingTicketIds?: readonly number[];
  onMove: (move: QueueMove) => void;
  /** The last move made, with its undo; cleared by `onDismissMove` after a few seconds. */
  lastMove?: QueueMove | null;
  onDismissMove: () => void;
  /** A move the server refused or could not make. */
  moveError?: string | null;
  onDismissMoveError?: () => void;
  onRetry?: () => void;
  /** Where the compact header's way back to the admin pages goes. */
  adminHref: string;
  /** The "Sold out" panel of option choices; without it the board has none. */
  soldOut?: Omit<SoldOutPanelProps, 'className'>;
  /** Customers' open help calls with their answer fields (docs/product.md, "Help calls"); without it the board has none. */
  helpCalls?: Omit<HelpCallsPanelProps, 'now'>;
  /** Pausing and resuming new orders (busy, out of milk); without it the board has no pause. */
  pauseOrders?: Omit<PauseOrdersControlProps, 'now' | 'className'>;
}

/** How long the undo notice stays. */
export const UNDO_MS = 8000;

const CONNECTION_TEXT: Partial<Record<QueueConnection, MessageDescriptor>> = {
  offline: msg`Offline: new orders will appear when the connection is back. Moves may fail until then.`,
  connecting: msg`Reconnecting… new orders will appear when the connection is back.`,
};

/** The column headings and the words of a move's notice: the status names, `done` read as collected. */
const columnWords = (i18n: I18n, status: TicketMoveStatus) => i18n._(STATUS_WORDS[stepName(status, null)]);

const max = MAX_THRESHOLD_MINUTES;
/** Why each alert time is refused (checkThresholds), field by field. */
const THRESHOLD_ERROR_WORDS: Record<keyof ThresholdInput, Record<ThresholdError, MessageDescriptor>> = {
  late: {
    outOfRange: msg`Late must be a whole number of minutes from 1 to ${max}`,
    notAfterLate: msg`Critical must be later than late`,
  },
  critical: {
    outOfRange: msg`Critical must be a whole number of minutes from 1 to ${max}`,
    notAfterLate: msg`Critical must be later than late`,
  },
};

/** The ticket buttons of each column, left to right, top to bottom. */
function ticketButtons(board: HTMLElement | null): HTMLElement[][] {
  if (!board) return [];
  return [...board.querySelectorAll<HTMLElement>('[data-queue-column]')].map((column) => [
    ...column.querySelectorAll<HTMLElement>('[data-ticket-button]'),
  ]);
}

/** Arrow keys move between tickets: up and down within a column, left and right across columns. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys: Record<string, [number, number]> = {
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
  };
  const step = keys[event.key];
  const target = event.target as HTMLElement;
  if (!step || !target.matches('[data-ticket-button]')) return;
  const columns = ticketButtons(event.currentTarget);
  const col = columns.findIndex((buttons) => buttons.includes(target));
  const row = columns[col]!.indexOf(target);
  const [dx, dy] = step;
  let next: HTMLElement | undefined;
  if (dy) next = columns[col]![row + dy];
  else {
    for (let c = col + dx; c >= 0 && c < columns.length && !next; c += dx) {
      const buttons = columns[c]!;
      next = buttons[Math.min(row, buttons.length - 1)];
    }
  }
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

function ThresholdSettings({
  thresholds,
  onSave,
}: {
  thresholds: UrgencyThresholds;
  onSave: (change: { thresholds: UrgencyThresholds }) => void;
}) {
  const { t, i18n } = useLingui();
  const sayError = (field: keyof ThresholdInput) => {
    const error = errors[field];
    return error ? i18n._(THRESHOLD_ERROR_WORDS[field][error]) : undefined;
  };
  const [isOpen, setOpen] = useState(false);
  const [input, setInput] = useState<ThresholdInput>({
    late: String(thresholds.lateMinutes),
    critical: String(thresholds.criticalMinutes),
  });
  const [errors, setErrors] = useState<Partial<Record<keyof ThresholdInput, ThresholdError>>>({});
  const panelId = useId();
  const open = () => {
    setInput({ late: String(thresholds.lateMinutes), critical: String(thresholds.criticalMinutes) });
    setErrors({});
    setOpen(true);
  };
  const save = () => {
    const check = checkThresholds(input);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    onSave({ thresholds: check.value });
    setOpen(false);
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onPress={() => (isOpen ? setOpen(false) : open())}
      >
        {t`Alert times`}
      </Button>
      {isOpen ? (
        <form
          id={panelId}
          aria-label={t`Alert times`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          className="flex w-full flex-col gap-3 rounded-card bg-surface-alt p-tile shadow-card sm:w-auto sm:flex-row sm:items-start"
        >
          <TextField
            label={t`Late after (minutes)`}
            inputMode="numeric"
            value={input.late}
            onChange={({ value: late }) => setInput((current) => ({ ...current, late }))}
            errorMessage={sayError('late')}
          />
          <TextField
            label={t`Critical after (minutes)`}
            inputMode="numeric"
            value={input.critical}
            onChange={({ value: critical }) => setInput((current) => ({ ...current, critical }))}
            errorMessage={sayError('critical')}
          />
          <Button type="submit" size="sm" className="sm:mt-7">
            {t`Save`}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

/** The board's three columns, each a title over a few tickets, in the board's own grid while it loads. */
const QUEUE_SKELETON = (
  <div aria-hidden="true" data-skeleton="queue-board" className="grid flex-1 grid-cols-1 gap-3 md:grid-cols-3">
    {[3, 2, 1].map((tickets) => (
      <div
        key={tickets}
        data-skeleton-group
        className="flex min-w-0 flex-col gap-3 rounded-card bg-surface-sunken p-compact"
      >
        <Skeleton shape="line" label={null} pieceClassName="h-6! w-1/2!" />
        <Skeleton shape="ticket" count={tickets} label={null} />
      </div>
    ))}
  </div>
);

/**
 * The barista's queue, full screen: Paid, Preparing and Ready columns of tickets that a tap or
 * Enter moves on, an undo after each move, the alert times, whether the board is live, and the
 * "Start shift" tap that lets the browser play the new-order chime and keep the screen awake.
 */
export function QueueBoardScreen({
  status,
  tickets,
  now,
  thresholds,
  onThresholdsChange,
  connection,
  isShiftStarted,
  onStartShift,
  newTicketIds = [],
  pendingTicketIds = [],
  onMove,
  lastMove,
  onDismissMove,
  moveError,
  onDismissMoveError,
  onRetry,
  adminHref,
  soldOut,
  helpCalls,
  pauseOrders,
}: QueueBoardScreenProps) {
  const { t, i18n } = useLingui();
  const connectionWords = CONNECTION_TEXT[connection];
  const connectionText = connectionWords ? i18n._(connectionWords) : null;
  const boardRef = useRef<HTMLDivElement>(null);
  // Where focus was when a ticket was moved from the keyboard: the ticket then leaves its column, so
  // focus goes to the ticket that takes its place (or the one above), not back to the top of the page.
  const focusPlace = useRef<{ column: number; row: number } | null>(null);
  // The same function for the board's life, so a memoised ticket does not draw again for a new one.
  const latestOnMove = useRef(onMove);
  useLayoutEffect(() => {
    latestOnMove.current = onMove;
  });
  const advance = useCallback((move: QueueMove) => {
    const active = document.activeElement;
    const columns = ticketButtons(boardRef.current);
    const column = columns.findIndex((buttons) => buttons.includes(active as HTMLElement));
    focusPlace.current = column >= 0 ? { column, row: columns[column]!.indexOf(active as HTMLElement) } : null;
    latestOnMove.current(move);
  }, []);
  useEffect(() => {
    const place = focusPlace.current;
    const board = boardRef.current;
    if (!place || !board) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    focusPlace.current = null;
    const buttons = ticketButtons(board)[place.column] ?? [];
    const next = buttons[Math.min(place.row, buttons.length - 1)];
    next?.focus();
  }, [tickets]);
  const undoTo = lastMove ? previousStatus(lastMove.status) : null;
  const movedNumber = lastMove?.orderId;
  const movedTo = lastMove ? columnWords(i18n, lastMove.status) : '';
  const byColumn = (column: BoardStatus) => tickets.filter((ticket) => ticket.status === column);
  return (
    <div data-connection={connection} className="flex min-h-dvh flex-col gap-3 p-3 sm:p-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-4">
          <h1 className="font-heading text-section text-heading">{t`Order queue`}</h1>
          <a href={adminHref} className="text-small font-semibold text-primary-text underline">
            {t`Admin`}
          </a>
        </div>
        <div className="flex flex-wrap items-start gap-3">
          {isShiftStarted ? (
            <p className="self-center text-small font-semibold text-success">{t`Sound on`}</p>
          ) : (
            <Button variant="accent" size="sm" onPress={onStartShift} aria-describedby="start-shift-note">
              {t`Start shift`}
            </Button>
          )}
          {pauseOrders && !pauseOrders.pause ? <PauseOrdersControl {...pauseOrders} now={now.toISOString()} /> : null}
          {soldOut ? <SoldOutPanel {...soldOut} /> : null}
          <ThresholdSettings thresholds={thresholds} onSave={onThresholdsChange} />
        </div>
      </header>
      {/* While paused, the banner with Resume orders spans the board, readable from a step away. */}
      {pauseOrders?.pause ? <PauseOrdersControl {...pauseOrders} now={now.toISOString()} /> : null}
      {isShiftStarted ? null : (
        <p id="start-shift-note" className="text-small">
          {t`Tap Start shift to hear a chime for each new order and keep this screen awake.`}
        </p>
      )}
      <div role="status" className="empty:hidden">
        {connectionText ? (
          <p
            data-connection={connection}
            className="rounded-chip border-l-4 border-warning bg-surface-sunken px-4 py-2 font-semibold text-heading"
          >
            {connectionText}
          </p>
        ) : null}
      </div>
      {helpCalls ? <HelpCallsPanel {...helpCalls} now={now} /> : null}
      <StatusGate
        status={status}
        onRetry={onRetry}
        loadingLabel={t`Loading the queue`}
        skeleton={QUEUE_SKELETON}
        errorMessage={t`We could not load the queue. Check the connection and try again.`}
      >
        {() => (
          <>
            {tickets.length === 0 ? (
              <EmptyState title={t`No orders in the queue`} text={t`Paid orders appear here as they arrive.`} />
            ) : null}
            {/* Arrow keys only move focus between the ticket buttons inside; each ticket stays a button. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
            <div
              ref={boardRef}
              role="group"
              aria-label={t`Queue`}
              onKeyDown={moveFocus}
              className="grid flex-1 grid-cols-1 gap-3 md:grid-cols-3"
            >
              {BOARD_COLUMNS.map((column) => {
                const columnTickets = byColumn(column);
                return (
                  <section
                    key={column}
                    data-queue-column={column}
                    aria-labelledby={`queue-column-${column}`}
                    className="flex min-w-0 flex-col gap-3 rounded-card bg-surface-sunken p-compact"
                  >
                    <h2 id={`queue-column-${column}`} className="font-heading text-lead font-bold text-heading">
                      {columnWords(i18n, column)} <span className="tabular-nums">({columnTickets.length})</span>
                    </h2>
                    {columnTickets.length === 0 ? (
                      <p className="text-small">{t`No orders`}</p>
                    ) : (
                      <ul className="flex flex-col gap-3">
                        {columnTickets.map((ticket) => (
                          // A rush's long columns: the browser lays out only the tickets near the screen
                          // (docs/benchmarks.md, "A rush hour"); each keeps its size once drawn. The
                          // containment clips what a ticket paints outside its box, so the box reaches as
                          // far as the ticket's shadow and New ring do, without moving it.
                          <li
                            key={ticket.id}
                            className="-m-5 p-5 [contain-intrinsic-size:auto_12rem] [content-visibility:auto]"
                          >
                            <QueueTicket
                              ticket={ticket}
                              now={now}
                              thresholds={thresholds}
                              isNew={newTicketIds.includes(ticket.id)}
                              isPending={pendingTicketIds.includes(ticket.id)}
                              onAdvance={advance}
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </section>
                );
              })}
            </div>
          </>
        )}
      </StatusGate>
      <div className="pointer-events-none fixed inset-x-0 bottom-4 flex flex-col items-center gap-2 px-3">
        <div className="pointer-events-auto flex w-full justify-center empty:hidden">
          {lastMove ? (
            <Toast
              key={`${lastMove.orderId}-${lastMove.status}`}
              tone="success"
              message={t`Order ${movedNumber} moved to ${movedTo}`}
              autoDismissMs={UNDO_MS}
              onDismiss={onDismissMove}
              action={
                undoTo ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => {
                      onDismissMove();
                      onMove({ orderId: lastMove.orderId, status: undoTo });
                    }}
                  >
                    {t`Undo`}
                  </Button>
                ) : undefined
              }
            />
          ) : null}
        </div>
        <div className="pointer-events-auto flex w-full justify-center empty:hidden">
          {moveError ? (
            <Toast tone="error" message={sayMessage(i18n, moveError)} onDismiss={() => onDismissMoveError?.()} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
