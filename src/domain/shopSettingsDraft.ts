import { isCalendarDate, minuteOfDay } from './shopHours';
import type { OpeningHours, ShopWeekday } from './shopStatus';

/*
 * The owner's shop settings form (docs/product.md, "Shop settings"), checked before it is sent so
 * the obvious mistakes are said beside their field; the server checks the same and names the field
 * it refuses (PATCH shop).
 */

export const WEEKDAYS: readonly ShopWeekday[] = [1, 2, 3, 4, 5, 6, 7];
export const TAX_RATE_MAX = 20;
export const SHIPPING_FEE_MAX = 100_000;

/** An opening of a day as typed: `HH:MM`, or '' while not chosen. */
export interface Opening {
  opens: string;
  closes: string;
}

/**
 * One weekday's row as typed: open or closed, and its openings: one, or two for a day with a break
 * (07:00–11:00 and 15:00–22:00). Closed, it keeps the times it had, for when it opens again.
 */
export interface OpeningRow {
  day: ShopWeekday;
  isOpen: boolean;
  openings: Opening[];
}

/** A day takes its opening and at most one break: two openings. */
export const OPENINGS_PER_DAY_MAX = 2;

/** The form as typed: numbers are NaN while a field is empty. */
export interface ShopSettingsDraft {
  hours: OpeningRow[];
  closedDates: string[];
  taxRatePercent: number;
  shippingFee: number;
  deliveryWindow: { days: ShopWeekday[]; start: string; end: string };
}

/** The settings as sent (and as the screen receives them): open days only, dates sorted. */
export interface ShopSettingsValue {
  hours: OpeningHours[];
  closedDates: string[];
  taxRatePercent: number;
  shippingFee: number;
  deliveryWindow: { days: ShopWeekday[]; start: string; end: string };
}

/** A field of the form, as its errors are keyed: each weekday's row is one field. */
export type ShopSettingsField =
  | `hours.${ShopWeekday}`
  | 'closedDates'
  | 'taxRatePercent'
  | 'shippingFee'
  | 'deliveryWindow.days'
  | 'deliveryWindow.start'
  | 'deliveryWindow.end';

/** Why a field is refused; the screen says each in the page's language. */
export type ShopSettingsProblem =
  | 'time'
  | 'sameTimes'
  | 'overlapsSameDay'
  | 'overlapsNextDay'
  | 'taxRange'
  | 'feeRange'
  | 'noDays'
  | 'endBeforeStart'
  | 'date'
  | 'datePast'
  | 'dateTwice';

export type ShopSettingsErrors = Partial<Record<ShopSettingsField, ShopSettingsProblem>>;

/**
 * The form's rows from saved settings, each day's openings in the order of the day: a weekday missing
 * from the hours is closed (07:00–22:00 when opened).
 */
export function draftOf(value: ShopSettingsValue): ShopSettingsDraft {
  return {
    hours: WEEKDAYS.map((day) => {
      const openings = value.hours
        .filter((one) => one.day === day)
        .map(({ opens, closes }) => ({ opens, closes }))
        .sort((a, b) => a.opens.localeCompare(b.opens));
      return openings.length > 0
        ? { day, isOpen: true, openings }
        : { day, isOpen: false, openings: [{ opens: '07:00', closes: '22:00' }] };
    }),
    closedDates: [...value.closedDates].sort(),
    taxRatePercent: value.taxRatePercent,
    shippingFee: value.shippingFee,
    deliveryWindow: { ...value.deliveryWindow, days: [...value.deliveryWindow.days] },
  };
}

/** Why a closed date cannot be added: not a real date, already past (before `today`), or listed already. */
export function closedDateProblem(date: string, listed: readonly string[], today: string): ShopSettingsProblem | null {
  if (!isCalendarDate(date)) return 'date';
  if (date < today) return 'datePast';
  return listed.includes(date) ? 'dateTwice' : null;
}

/** Adds a closed date in order. */
export const withClosedDate = (listed: readonly string[], date: string): string[] => [...listed, date].sort();

/** Minutes of an opening from its day's midnight; a close not after the opening runs past midnight. */
function spanOf(opening: Opening): { start: number; end: number } {
  const start = minuteOfDay(opening.opens)!;
  const closes = minuteOfDay(opening.closes, true)!;
  return { start, end: closes > start ? closes : closes + 24 * 60 };
}

function openingProblem(opening: Opening): ShopSettingsProblem | null {
  const opens = minuteOfDay(opening.opens);
  const closes = minuteOfDay(opening.closes, true);
  if (opens === null || closes === null) return 'time';
  return opens === closes ? 'sameTimes' : null;
}

/** A day's own problem: a time missing or unreadable, an opening closing when it opens, or its break overlapping. */
function rowProblem(row: OpeningRow): ShopSettingsProblem | null {
  for (const opening of row.openings) {
    const problem = openingProblem(opening);
    if (problem) return problem;
  }
  const spans = row.openings.map(spanOf).sort((a, b) => a.start - b.start);
  return spans.some((span, i) => i > 0 && spans[i - 1]!.end > span.start) ? 'overlapsSameDay' : null;
}

/** Where a day's problem is said: the opening and the field it is about. */
export function problemPlace(row: OpeningRow, problem: ShopSettingsProblem): { index: number; field: keyof Opening } {
  const last = row.openings.length - 1;
  if (problem === 'time') {
    const index = row.openings.findIndex((one) => openingProblem(one) === 'time');
    if (index >= 0) return { index, field: minuteOfDay(row.openings[index]!.opens) === null ? 'opens' : 'closes' };
  }
  if (problem === 'sameTimes') {
    const index = row.openings.findIndex((one) => openingProblem(one) === 'sameTimes');
    if (index >= 0) return { index, field: 'closes' };
  }
  // An overlap within the day is said at the break's reopening; anything else (running into the next
  // day, or the server's word on the day) at the day's last closing time.
  return problem === 'overlapsSameDay' ? { index: last, field: 'opens' } : { index: last, field: 'closes' };
}

/**
 * Checks the whole form: each open day's times (HH:MM, `24:00` for a close at midnight, a close
 * earlier than the opening runs past midnight but not into the next day's opening; a break's two
 * openings do not overlap), the tax rate
 * (whole, 0–20 %), the shipping fee (whole rupiah, 0–100.000) and the delivery window (a day or more, the end
 * after the start). The value keeps the open days only and the closed dates sorted.
 */
export function checkShopSettings(
  draft: ShopSettingsDraft,
): { ok: true; value: ShopSettingsValue } | { ok: false; errors: ShopSettingsErrors } {
  const errors: ShopSettingsErrors = {};
  const open = draft.hours.filter((row) => row.isOpen);
  for (const row of open) {
    const problem = rowProblem(row);
    if (problem) errors[`hours.${row.day}`] = problem;
  }
  for (const row of open) {
    if (errors[`hours.${row.day}`]) continue;
    const next = open.find((one) => one.day === (row.day % 7) + 1);
    if (!next || errors[`hours.${next.day}`]) continue;
    const lastEnd = Math.max(...row.openings.map((opening) => spanOf(opening).end));
    const firstStart = Math.min(...next.openings.map((opening) => spanOf(opening).start));
    if (lastEnd - 24 * 60 > firstStart) errors[`hours.${row.day}`] = 'overlapsNextDay';
  }
  const tax = draft.taxRatePercent;
  if (!Number.isInteger(tax) || tax < 0 || tax > TAX_RATE_MAX) errors.taxRatePercent = 'taxRange';
  const fee = draft.shippingFee;
  if (!Number.isInteger(fee) || fee < 0 || fee > SHIPPING_FEE_MAX) errors.shippingFee = 'feeRange';
  const window = draft.deliveryWindow;
  if (window.days.length === 0) errors['deliveryWindow.days'] = 'noDays';
  const start = minuteOfDay(window.start);
  const end = minuteOfDay(window.end, true);
  if (start === null) errors['deliveryWindow.start'] = 'time';
  if (end === null) errors['deliveryWindow.end'] = 'time';
  else if (start !== null && end <= start) errors['deliveryWindow.end'] = 'endBeforeStart';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      hours: open.flatMap(({ day, openings }) =>
        [...openings]
          .sort((a, b) => spanOf(a).start - spanOf(b).start)
          .map(({ opens, closes }) => ({ day, opens, closes })),
      ),
      closedDates: [...draft.closedDates].sort(),
      taxRatePercent: tax,
      shippingFee: fee,
      deliveryWindow: { days: [...window.days].sort((a, b) => a - b), start: window.start, end: window.end },
    },
  };
}
