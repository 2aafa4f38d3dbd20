import { addDays, minuteOfDay, shopDate } from './shopHours';
import { pad, parseShopTime, shopClock } from './shopTime';

/*
 * Whether the shop takes orders, as a customer and a barista read it (docs/product.md, "Shop hours"):
 * open until a time, closed until the next opening, or paused by the shop with a reason. The server
 * decides (GET shop); these helpers only say it in shop time, so the note never reads the clock.
 */

/** A weekday as the shop's hours number it: 1 is Monday, 7 is Sunday (ISO 8601). */
export type ShopWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One weekday's opening: shop-time `HH:MM`; `closes` may be `24:00`, or earlier than `opens` (past midnight). */
export interface OpeningHours {
  day: ShopWeekday;
  opens: string;
  closes: string;
}

/** Where the shop stands now, as the status note says it. */
export type ShopStatusView =
  | { state: 'open'; /** Shop-time `HH:MM`; null when it never closes in the week ahead. */ closesAt: string | null }
  | { state: 'closed'; /** When it opens again (ISO 8601); null when no opening is planned. */ opensAt: string | null }
  | {
      state: 'paused';
      /** Why the shop paused orders, in the barista's words; null when none was given. */
      reason: string | null;
      /** When orders come back by themselves (ISO 8601); null until someone resumes them. */
      until: string | null;
    };

/** The ISO weekday (1 Monday … 7 Sunday) of a shop-time weekday as `Date` numbers it (0 Sunday). */
export const isoWeekday = (weekday: number): ShopWeekday => (weekday === 0 ? 7 : weekday) as ShopWeekday;

/** The ISO weekday of a shop-time date. */
const weekdayOf = (date: string): ShopWeekday => isoWeekday(new Date(`${date}T00:00:00Z`).getUTCDay());

/** A day's opening as minutes: a `closes` not after `opens` runs into the next day. */
function span(hours: OpeningHours): { start: number; end: number } | null {
  const start = minuteOfDay(hours.opens);
  const closes = minuteOfDay(hours.closes, true);
  if (start === null || closes === null || start >= 24 * 60) return null;
  return { start, end: closes > start ? closes : closes + 24 * 60 };
}

/**
 * When the shop, open at `now`, closes: the end of the opening it is in, following openings that run
 * straight into the next (a close at 24:00 and an opening at 00:00) for up to a week. Null when it is
 * not open by its hours at `now`, and `'never'` when it does not close in the week ahead.
 */
export function closingTime(
  hours: readonly OpeningHours[],
  closedDates: readonly string[],
  now: Date,
): string | null | 'never' {
  const today = shopDate(now);
  const c = shopClock(now);
  const minute = c.hour * 60 + c.minute;
  // Minutes from today's midnight: an opening yesterday that ran past midnight counts too.
  const openings: { start: number; end: number }[] = [];
  for (let offset = -1; offset <= 7; offset++) {
    const date = addDays(today, offset);
    if (closedDates.includes(date)) continue;
    for (const day of hours.filter((one) => one.day === weekdayOf(date))) {
      const minutes = span(day);
      if (minutes) openings.push({ start: minutes.start + offset * 1440, end: minutes.end + offset * 1440 });
    }
  }
  const current = openings.find(({ start, end }) => start <= minute && minute < end);
  if (!current) return null;
  let closes: number = current.end;
  for (
    let next: typeof current | undefined = current;
    next;
    next = openings.find(({ start, end }) => start <= closes && end > closes)
  ) {
    closes = next.end;
  }
  if (closes >= minute + 7 * 1440) return 'never';
  const end = closes % 1440;
  return end === 0 ? '24:00' : `${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}

/**
 * Which day a later time falls on, seen from `now` in shop time: today, tomorrow, a weekday of the
 * next six days, or further (its date), with its time of day. Null when it cannot be read.
 */
export type ShopDayWords =
  | { day: 'today'; time: string }
  | { day: 'tomorrow'; time: string }
  | { day: 'weekday'; weekday: ShopWeekday; time: string }
  | { day: 'date'; date: string; time: string };

export function whenInShopTime(value: string, now: Date): ShopDayWords | null {
  const instant = parseShopTime(value);
  if (!instant) return null;
  const c = shopClock(instant);
  const time = `${pad(c.hour)}:${pad(c.minute)}`;
  const date = shopDate(instant);
  const today = shopDate(now);
  if (date <= today) return { day: 'today', time };
  if (date === addDays(today, 1)) return { day: 'tomorrow', time };
  if (date <= addDays(today, 6)) return { day: 'weekday', weekday: isoWeekday(c.weekday), time };
  return { day: 'date', date, time };
}

/** The instant `minutes` after `now` (ISO 8601): a pause's "back in 30 minutes". */
export const minutesLater = (now: Date, minutes: number): string =>
  new Date(now.getTime() + minutes * 60_000).toISOString();
