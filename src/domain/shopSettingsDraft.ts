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

/** One weekday's row as typed: open or closed, and its two times. */
export interface OpeningRow {
  day: ShopWeekday;
  isOpen: boolean;
  opens: string;
  closes: string;
}

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
  | 'overlapsNextDay'
  | 'taxRange'
  | 'feeRange'
  | 'noDays'
  | 'endBeforeStart'
  | 'date'
  | 'datePast'
  | 'dateTwice';

export type ShopSettingsErrors = Partial<Record<ShopSettingsField, ShopSettingsProblem>>;

/** The form's rows from saved settings: a weekday missing from the hours is closed (07:00–22:00 when opened). */
export function draftOf(value: ShopSettingsValue): ShopSettingsDraft {
  return {
    hours: WEEKDAYS.map((day) => {
      const hours = value.hours.find((one) => one.day === day);
      return hours
        ? { day, isOpen: true, opens: hours.opens, closes: hours.closes }
        : { day, isOpen: false, opens: '07:00', closes: '22:00' };
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

/** Minutes of an open row from its day's midnight; a close not after the opening runs past midnight. */
function rowSpan(row: OpeningRow): { start: number; end: number } {
  const start = minuteOfDay(row.opens)!;
  const closes = minuteOfDay(row.closes, true)!;
  return { start, end: closes > start ? closes : closes + 24 * 60 };
}

function rowProblem(row: OpeningRow): ShopSettingsProblem | null {
  const opens = minuteOfDay(row.opens);
  const closes = minuteOfDay(row.closes, true);
  if (opens === null || closes === null) return 'time';
  return opens === closes ? 'sameTimes' : null;
}

/**
 * Checks the whole form: each open day's times (HH:MM, `24:00` for a close at midnight, a close
 * earlier than the opening runs past midnight but not into the next day's opening), the tax rate
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
    if (rowSpan(row).end - 24 * 60 > rowSpan(next).start) errors[`hours.${row.day}`] = 'overlapsNextDay';
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
      hours: open.map(({ day, opens, closes }) => ({ day, opens, closes })),
      closedDates: [...draft.closedDates].sort(),
      taxRatePercent: tax,
      shippingFee: fee,
      deliveryWindow: { days: [...window.days].sort((a, b) => a - b), start: window.start, end: window.end },
    },
  };
}
