/** Shop time is Asia/Jakarta: UTC+7 all year (no daylight saving), so a fixed offset is exact. */
export const SHOP_TIME_ZONE = 'Asia/Jakarta';
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

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/**
 * Reads a delivery time: a `datetime-local` value is shop time; anything with a zone
 * (an ISO timestamp) is taken as given. Null when it is not a real time.
 */
export function parseShopTime(value: string): Date | null {
  const local = LOCAL_INPUT.exec(value.trim());
  if (local) {
    const [year, month, day, hour, minute, second] = local.slice(1).map((part) => Number(part ?? 0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second) - SHOP_UTC_OFFSET_MINUTES * 60_000);
    // Date.UTC rolls 2026-02-31 over to March; a real time reads back the same.
    const c = shopClock(date);
    const real = c.month === month && c.day === day && c.hour === hour && c.minute === minute;
    return real ? date : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(value.trim())) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
