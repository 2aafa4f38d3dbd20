import type { Language } from './languages';

export type { Language };
import { pad, parseShopTime, shopClock } from './shopTime';

/** Between `IDR` and the amount: a no-break space, so a price never breaks across two lines. */
export const IDR_SPACE = '\u00a0';

/**
 * Rupiah with Indonesian grouping, as each language writes it: `IDR 40.000` in English (the
 * specification's form) and `Rp40.000` in Bahasa Indonesia (the form on Indonesian receipts and
 * price tags). The space is a no-break space ({@link IDR_SPACE}), so a price never breaks.
 */
export function formatIdr(amount: number, language: Language = 'en'): string {
  const rounded = Math.round(amount);
  const digits = Math.abs(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${language === 'id' ? 'Rp' : `IDR${IDR_SPACE}`}${rounded < 0 ? '-' : ''}${digits}`;
}

export const MONTHS_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

export const MONTHS = [
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
 * The order list's long date in shop time, 24-hour: `November 22, 2026, 18:47` in English and
 * `22 November 2026, 18:47` in Bahasa Indonesia (day before month, as Indonesians write dates). A
 * string is read like a delivery time (zone-less means shop time, whatever the machine's zone).
 * Invalid input reads as ''.
 */
export function formatLongDate(value: string | Date, language: Language = 'en'): string {
  const instant = typeof value === 'string' ? parseShopTime(value) : value;
  if (!instant || Number.isNaN(instant.getTime())) return '';
  const c = shopClock(instant);
  const time = `${pad(c.hour)}:${pad(c.minute)}`;
  return language === 'id'
    ? `${c.day} ${MONTHS_ID[c.month - 1]} ${c.year}, ${time}`
    : `${MONTHS[c.month - 1]} ${c.day}, ${c.year}, ${time}`;
}

/**
 * A day in shop time, as the Staff page says since when someone works the shop: `October 12, 2026`
 * in English and `12 Oktober 2026` in Bahasa Indonesia. Invalid input reads as ''.
 */
export function formatDay(value: string | Date, language: Language = 'en'): string {
  const instant = typeof value === 'string' ? parseShopTime(value) : value;
  if (!instant || Number.isNaN(instant.getTime())) return '';
  const c = shopClock(instant);
  return language === 'id'
    ? `${c.day} ${MONTHS_ID[c.month - 1]} ${c.year}`
    : `${MONTHS[c.month - 1]} ${c.day}, ${c.year}`;
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

/** What a figure reads as when there is none yet (no orders): a dash, in any language. */
export const NO_FIGURE = '—';

/**
 * A preparation time to a tenth of a minute, as each language writes decimals: `5.5 min` in English,
 * `5,5 mnt` in Bahasa Indonesia, the unit held to its figure by a no-break space; {@link NO_FIGURE} when there is none.
 */
export function formatMinutes(minutes: number | null, language: Language = 'en'): string {
  if (minutes === null) return NO_FIGURE;
  const rounded = String(Math.round(minutes * 10) / 10);
  return language === 'id' ? `${rounded.replace('.', ',')}\u00a0mnt` : `${rounded}\u00a0min`;
}
