/** The barista's queue: the board's columns, how urgent a ticket is, and the moves a tap makes. */

/** The columns of the board, in the kitchen's order. */
export const BOARD_COLUMNS = ['paid', 'preparing', 'ready'] as const;
export type BoardStatus = (typeof BOARD_COLUMNS)[number];

/** Where a ticket goes next and where undo brings it back from; `done` leaves the board. */
export type TicketMoveStatus = BoardStatus | 'done';

const NEXT: Record<BoardStatus, TicketMoveStatus> = { paid: 'preparing', preparing: 'ready', ready: 'done' };
const PREVIOUS: Record<TicketMoveStatus, BoardStatus | null> = {
  paid: null,
  preparing: 'paid',
  ready: 'preparing',
  done: 'ready',
};

/** The status one tap moves a ticket to. */
export const nextStatus = (status: BoardStatus): TicketMoveStatus => NEXT[status];

/** The status undo brings a ticket back to after a move to `status` (null: nothing to undo). */
export const previousStatus = (status: TicketMoveStatus): BoardStatus | null => PREVIOUS[status];

/** When a ticket turns late and critical, in whole minutes of age. */
export interface UrgencyThresholds {
  lateMinutes: number;
  criticalMinutes: number;
}

export const DEFAULT_THRESHOLDS: UrgencyThresholds = { lateMinutes: 5, criticalMinutes: 10 };

/** The longest threshold the settings accept: half a day. */
export const MAX_THRESHOLD_MINUTES = 720;

export type Urgency = 'fresh' | 'late' | 'critical';

/**
 * How long a ticket has waited: from when it joined the queue (its payment, or a scheduled order's
 * due time), never negative.
 */
export function ticketAgeMs(since: string | null, now: Date): number {
  const start = since ? Date.parse(since) : Number.NaN;
  return Number.isNaN(start) ? 0 : Math.max(0, now.getTime() - start);
}

/** Fresh, late or critical: the ticket's age against the thresholds (reaching one counts). */
export function urgency(ageMs: number, thresholds: UrgencyThresholds): Urgency {
  const minutes = ageMs / 60_000;
  if (minutes >= thresholds.criticalMinutes) return 'critical';
  if (minutes >= thresholds.lateMinutes) return 'late';
  return 'fresh';
}

/** Whether a time has come by the board's clock. */
export const isDueOnBoard = (dueAt: string, now: Date): boolean => !(Date.parse(dueAt) > now.getTime());

/**
 * Whether a ticket shows yet. Only a scheduled order (one that joins the queue after its payment)
 * waits for its due time; any other shows at once, whatever the board's clock says (it ticks
 * slowly and may differ from the server's by a little).
 */
export function isOnBoard(ticket: { paidAt: string | null; dueAt: string }, now: Date): boolean {
  const paid = ticket.paidAt ? Date.parse(ticket.paidAt) : Number.NaN;
  const isScheduled = !(Date.parse(ticket.dueAt) <= paid);
  return !isScheduled || isDueOnBoard(ticket.dueAt, now);
}

/** The next time a hidden scheduled ticket becomes due, in ms from now (null: none waiting). */
export function msUntilNextDue(dueTimes: readonly string[], now: Date): number | null {
  let soonest: number | null = null;
  for (const dueAt of dueTimes) {
    const wait = Date.parse(dueAt) - now.getTime();
    if (wait > 0 && (soonest === null || wait < soonest)) soonest = wait;
  }
  return soonest;
}

/** The settings form's fields, as typed. */
export interface ThresholdInput {
  late: string;
  critical: string;
}

/**
 * Why a typed threshold is refused: not a whole number of minutes from 1 to the most, or a critical
 * time not after the late one. The screen says each in the page's language.
 */
export type ThresholdError = 'outOfRange' | 'notAfterLate';

export type ThresholdCheck =
  { ok: true; value: UrgencyThresholds } | { ok: false; errors: Partial<Record<keyof ThresholdInput, ThresholdError>> };

function wholeMinutes(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** Checks the thresholds typed in the settings: whole minutes, 1 to 720, critical after late. */
export function checkThresholds(input: ThresholdInput): ThresholdCheck {
  const errors: Partial<Record<keyof ThresholdInput, ThresholdError>> = {};
  const late = wholeMinutes(input.late);
  const critical = wholeMinutes(input.critical);
  if (late === null || late < 1 || late > MAX_THRESHOLD_MINUTES) errors.late = 'outOfRange';
  if (critical === null || critical < 1 || critical > MAX_THRESHOLD_MINUTES) errors.critical = 'outOfRange';
  else if (late !== null && !errors.late && critical <= late) errors.critical = 'notAfterLate';
  if (errors.late || errors.critical) return { ok: false, errors };
  return { ok: true, value: { lateMinutes: late!, criticalMinutes: critical! } };
}

/** Reads stored thresholds; anything not valid reads as the defaults. */
export function parseThresholds(value: unknown): UrgencyThresholds {
  if (typeof value !== 'object' || value === null) return DEFAULT_THRESHOLDS;
  const { lateMinutes, criticalMinutes } = value as Partial<UrgencyThresholds>;
  const check = checkThresholds({ late: String(lateMinutes), critical: String(criticalMinutes) });
  return check.ok ? check.value : DEFAULT_THRESHOLDS;
}
