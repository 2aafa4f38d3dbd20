import { pad, parseShopTime, shopClock } from './shopTime';

/** Between `IDR` and the amount: a no-break space, so a price never breaks across two lines. */
export const IDR_SPACE = '\u00a0';

/** Rupiah with Indonesian grouping: `IDR 40.000` (the space is a no-break space, {@link IDR_SPACE}). */
export function formatIdr(amount: number): string {
  const rounded = Math.round(amount);
  const digits = Math.abs(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `IDR${IDR_SPACE}${rounded < 0 ? '-' : ''}${digits}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The order list's long date: `November 22, 2026, 18:47` in shop time. A string is read like a
 * delivery time (zone-less means shop time, whatever the machine's zone). Invalid input reads as ''.
 */
export function formatLongDate(value: string | Date): string {
  const instant = typeof value === 'string' ? parseShopTime(value) : value;
  if (!instant || Number.isNaN(instant.getTime())) return '';
  const c = shopClock(instant);
  return `${MONTHS[c.month - 1]} ${c.day}, ${c.year}, ${pad(c.hour)}:${pad(c.minute)}`;
}

/** Trims a time value to hour:minute, as the product forms show start and end of delivery; a full date-time reads in shop time. */
export function formatHourMinute(value: string | null | undefined): string {
  if (!value) return '';
  const full = parseShopTime(value);
  if (full) {
    const c = shopClock(full);
    return `${pad(c.hour)}:${pad(c.minute)}`;
  }
  const match = /(\d{2}):(\d{2})/.exec(value);
  return match ? `${match[1]}:${match[2]}` : '';
}

/** A preparation time: `6 min`, `5,5 min` (decimal comma, as the shop writes numbers); `none` when there is none. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return 'none';
  return `${String(Math.round(minutes * 10) / 10).replace('.', ',')} min`;
}
