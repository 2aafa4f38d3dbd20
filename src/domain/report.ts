import type { Language } from './languages';
import { isSize, SIZE_SHORT_LABELS } from './categories';
import { shopClock, pad, SHOP_UTC_OFFSET_MINUTES } from './shopTime';

/** One order as the dashboard's report lists it. */
export interface ReportOrder {
  id: number;
  createdAt: string;
  /** When it was paid: its shop-time date is the day the income chart counts it. */
  paidAt: string;
  customer: string;
  deliveryMethod: string;
  status: string;
  total: number;
  /** What was ordered, each line with its choices' names and note; none leaves the items cell empty. */
  lines?: readonly ReportLine[];
}

/** One line of a reported order. */
export interface ReportLine {
  name: string;
  size: string;
  qty: number;
  options: readonly string[];
  note?: string | null;
}

/** A line as the items cell lists it: `1 × Caffe Latte (L): Oat, Less sugar, +1 shot "extra hot"`. */
function lineItem(line: ReportLine): string {
  const size = isSize(line.size) ? SIZE_SHORT_LABELS[line.size] : line.size;
  const choices = line.options.length ? `: ${line.options.join(', ')}` : '';
  const note = line.note ? ` "${line.note}"` : '';
  return `${line.qty} × ${line.name} (${size})${choices}${note}`;
}

/** The shop-time date (`YYYY-MM-DD`) of an instant. */
export function shopDate(instant: Date): string {
  const c = shopClock(instant);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

/** The date `days` before a shop-time date, for a default report period. */
export function shopDateBefore(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day - days));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** The shop's offset from UTC as ISO 8601 writes it: `+07:00` (Jakarta is east of UTC). */
const SHOP_OFFSET = `+${pad(Math.floor(SHOP_UTC_OFFSET_MINUTES / 60))}:${pad(SHOP_UTC_OFFSET_MINUTES % 60)}`;

/**
 * An instant in shop time with its offset, to the second: `2026-11-20T14:47:22+07:00` (ISO 8601, so a
 * spreadsheet or a script reads the same instant, and the shop reads its own clock). A value that is
 * not a time is kept as it is.
 */
export function shopTimestamp(value: string): string {
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return value;
  const wall = new Date(instant + SHOP_UTC_OFFSET_MINUTES * 60_000);
  const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
  return `${date}T${time}${SHOP_OFFSET}`;
}

/** How long a report's period is: one calendar month, one day, or any other run of days. */
export type ReportPeriodKind = 'month' | 'day' | 'days';

/** The calendar (Intl's) each language writes its dates in: `November 15 – 20, 2026`, `15–20 November 2026`. */
const CALENDAR_LOCALES: Record<Language, string> = { en: 'en-US', id: 'id-ID' };

/**
 * A report period (`from` and `to`, shop-time dates, both included) named as the data it covers: a
 * whole calendar month by its month (`November 2026`), one day by its date, any other run of days by
 * its first and last (`November 15 – 20, 2026`), so six days are never called a month.
 */
export function reportPeriod(from: string, to: string, language: Language): { kind: ReportPeriodKind; text: string } {
  const [first, last] = [new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`)];
  const lastOfMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const kind: ReportPeriodKind =
    from === to ? 'day' : from.endsWith('-01') && to === `${from.slice(0, 8)}${lastOfMonth}` ? 'month' : 'days';
  const calendar = new Intl.DateTimeFormat(CALENDAR_LOCALES[language], {
    day: kind === 'month' ? undefined : 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return { kind, text: kind === 'days' ? calendar.formatRange(first, last) : calendar.format(first) };
}

/** A spreadsheet cell: quoted when it holds a separator, a quote or a line break; formula starts defused. */
export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The report as CSV (RFC 4180, CRLF): one row per order and a total row; amounts in whole rupiah, times
 * in shop time with their offset ({@link shopTimestamp}); the last column lists what was ordered.
 */
export function reportCsv(orders: readonly ReportOrder[]): string {
  const rows: (string | number)[][] = [
    ['order_id', 'created_at', 'paid_at', 'customer', 'delivery_method', 'status', 'total_idr', 'items'],
    ...orders.map((order) => [
      order.id,
      shopTimestamp(order.createdAt),
      shopTimestamp(order.paidAt),
      order.customer,
      order.deliveryMethod,
      order.status,
      order.total,
      // One cell, the lines split by "; ", so a row stays one order and the totals still sum.
      (order.lines ?? []).map(lineItem).join('; '),
    ]),
    ['total', '', '', '', '', '', orders.reduce((sum, order) => sum + order.total, 0), ''],
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
