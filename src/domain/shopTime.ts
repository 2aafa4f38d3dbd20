/** Shop time is Asia/Jakarta: UTC+7 all year (no daylight saving), so a fixed offset is exact. */
export const SHOP_UTC_OFFSET_MINUTES = 7 * 60;

export const pad = (value: number) => value.toString().padStart(2, '0');

/** Wall-clock parts of an instant in shop time. */
export function shopClock(instant: Date): {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
} {
  const shifted = new Date(instant.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** A `datetime-local` value (`2026-11-23T14:00`) for an instant, in shop time. */
export function toShopInputValue(instant: Date): string {
  const c = shopClock(instant);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/** Date, time, optional seconds and fraction, optional zone (`Z`, `+07:00`, `+0700`, `+07`). */
const TIME_INPUT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)?$/;

/**
 * Reads a delivery time: a `datetime-local` value is shop time; anything with a zone
 * (an ISO timestamp) is taken as given. Null when it is not a real time.
 */
export function parseShopTime(value: string): Date | null {
  const match = TIME_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millisecond = Number((match[7] ?? '0').padEnd(3, '0').slice(0, 3));
  // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as they are.
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, millisecond);
  // The setters roll 2026-02-31 over to March and 25:00 to the next day; a real time reads back the same.
  const real =
    wall.getUTCFullYear() === year &&
    wall.getUTCMonth() === month - 1 &&
    wall.getUTCDate() === day &&
    wall.getUTCHours() === hour &&
    wall.getUTCMinutes() === minute &&
    wall.getUTCSeconds() === second;
  if (!real) return null;
  const offsetHours = Number(match[10] ?? 0);
  const offsetMinutes = Number(match[11] ?? 0);
  if (offsetHours > 23 || offsetMinutes > 59) return null;
  const offset = match[8]
    ? 0
    : match[9]
      ? (match[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes)
      : SHOP_UTC_OFFSET_MINUTES;
  return new Date(wall.getTime() - offset * 60_000);
}
