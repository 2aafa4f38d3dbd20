import { pad, SHOP_UTC_OFFSET_MINUTES, shopClock } from './shopTime';

/*
 * The shop's opening hours (docs/product.md, "Shop hours"), pure so the server (checkout, GET shop)
 * and the app (the menu's "closed" line) judge the same way, in shop time (Asia/Jakarta) whatever
 * the process's time zone.
 *
 * One range is a day (1 Monday … 7 Sunday), `opens` and `closes` as `HH:MM`. `closes` may be
 * `24:00` (the end of that day). A range whose `closes` is earlier than its `opens` passes midnight:
 * Friday 18:00–02:00 is open from Friday 18:00 to Saturday 02:00. A range is open from its opening
 * minute up to, not including, its closing minute: at 22:00:00 a shop that closes at 22:00 is closed.
 * A closed date closes the ranges that open on that date; the small hours of a night that began the
 * day before stay open (that night's shift is the day before's).
 */

/** One opening of the week: `{ day: 5, opens: '18:00', closes: '02:00' }`. */
export interface OpeningHours {
  /** 1 (Monday) to 7 (Sunday), as ISO 8601 numbers weekdays. */
  day: number;
  opens: string;
  closes: string;
}

/** When the shop is open: its weekly hours and the dates it stays closed (`2026-12-25`, shop time). */
export interface ShopSchedule {
  hours: readonly OpeningHours[];
  closedDates: readonly string[];
}

export const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;

/** How many days ahead nextOpenAt looks: a year and a week covers any list of closed dates a shop keeps. */
export const NEXT_OPEN_SEARCH_DAYS = 372;

/** Open all day every day: the hours of a fresh shop (the contract's defaults). */
export const ALWAYS_OPEN: readonly OpeningHours[] = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  opens: '00:00',
  closes: '24:00',
}));

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes of the day of an `HH:MM` (`00:00`–`23:59`, and `24:00` when `end` allows it); null when not one. */
export function minuteOfDay(value: string, end = false): number | null {
  if (end && value === '24:00') return MINUTES_PER_DAY;
  const match = CLOCK.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** `HH:MM` of a minute of the day (1440 is `24:00`). */
export const clockOf = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** An opening as minutes: `start` of its day, and how long it lasts (up to a day less a minute past midnight). */
interface Span {
  day: number;
  start: number;
  length: number;
}

/** Minutes of a valid range; closing before opening passes midnight. */
function spanOf(range: OpeningHours): Span {
  const start = minuteOfDay(range.opens)!;
  const end = minuteOfDay(range.closes, true)!;
  return { day: range.day, start, length: end > start ? end - start : end + MINUTES_PER_DAY - start };
}

/** Whether a range passes midnight into the next day. */
export const passesMidnight = (range: OpeningHours) => {
  const span = spanOf(range);
  return span.start + span.length > MINUTES_PER_DAY;
};

const DAY_WORDS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The English name of an ISO weekday (1 Monday … 7 Sunday). */
export const dayName = (day: number) => DAY_WORDS[day - 1]!;

/**
 * Why a week of hours cannot be kept, naming the day, or null. Each range needs a real day and
 * times; equal opening and closing times are refused (nothing, or a whole day? `00:00`–`24:00` says
 * a whole day); ranges must not overlap, counting the part of a night that runs into the next day.
 */
export function hoursProblem(hours: readonly OpeningHours[]): string | null {
  for (const range of hours) {
    if (!Number.isInteger(range.day) || range.day < 1 || range.day > 7) {
      return 'hours: day must be 1 (Monday) to 7 (Sunday)';
    }
    const name = dayName(range.day);
    const opens = minuteOfDay(range.opens);
    if (opens === null) return `hours: ${name} opens at ${range.opens}, not a time from 00:00 to 23:59`;
    const closes = minuteOfDay(range.closes, true);
    if (closes === null) return `hours: ${name} closes at ${range.closes}, not a time from 00:00 to 24:00`;
    if (closes === opens) {
      return `hours: ${name} closes when it opens (${range.opens}); a whole day is 00:00 to 24:00`;
    }
  }
  // Every opening as an interval of the week's minutes; one that runs past Sunday night wraps to Monday.
  const week = 7 * MINUTES_PER_DAY;
  const spans = hours.map((range) => {
    const span = spanOf(range);
    const start = (span.day - 1) * MINUTES_PER_DAY + span.start;
    return { range, start, end: start + span.length };
  });
  for (let i = 0; i < spans.length; i += 1) {
    for (let j = i + 1; j < spans.length; j += 1) {
      const a = spans[i]!;
      const b = spans[j]!;
      const overlaps = [-week, 0, week].some((shift) => a.start < b.end + shift && b.start + shift < a.end);
      if (overlaps) {
        const first = a.start <= b.start ? a.range : b.range;
        const second = first === a.range ? b.range : a.range;
        return `hours: ${dayName(first.day)} ${first.opens}–${first.closes} overlaps ${dayName(second.day)} ${second.opens}–${second.closes}`;
      }
    }
  }
  return null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar date `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The shop-time date of an instant, `2026-11-23`. */
export function shopDate(instant: Date): string {
  const clock = shopClock(instant);
  return `${String(clock.year).padStart(4, '0')}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** Why a list of closed dates cannot be kept (not a date, or one gone by in shop time), or null. Today is allowed. */
export function closedDatesProblem(dates: readonly string[], now: Date): string | null {
  const today = shopDate(now);
  for (const date of dates) {
    if (!isCalendarDate(date)) return `closed_dates: ${date} is not a date like 2026-12-25`;
    if (date < today) return `closed_dates: ${date} has passed`;
  }
  return null;
}

/** The instant a shop-time date's day begins (its midnight in Jakarta). */
function midnightOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) - SHOP_UTC_OFFSET_MINUTES * MS_PER_MINUTE;
}

/** The ISO weekday (1 Monday … 7 Sunday) of a shop-time date. */
function weekdayOf(date: string): number {
  const weekday = new Date(midnightOf(date) + SHOP_UTC_OFFSET_MINUTES * MS_PER_MINUTE).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The shop-time date `days` after a date. */
export function addDays(date: string, days: number): string {
  return shopDate(new Date(midnightOf(date) + days * MS_PER_DAY));
}

/** The openings that begin on a date, as instants, earliest first (none on a closed date). */
function openingsOn(schedule: ShopSchedule, date: string): { start: number; end: number }[] {
  if (schedule.closedDates.includes(date)) return [];
  const weekday = weekdayOf(date);
  const midnight = midnightOf(date);
  return schedule.hours
    .filter((range) => range.day === weekday)
    .map(spanOf)
    .map((span) => ({
      start: midnight + span.start * MS_PER_MINUTE,
      end: midnight + (span.start + span.length) * MS_PER_MINUTE,
    }))
    .sort((a, b) => a.start - b.start);
}

/** Whether the shop is open at an instant: within an opening of that date, or of the night before's. */
export function isOpenAt(schedule: ShopSchedule, instant: Date): boolean {
  const time = instant.getTime();
  const today = shopDate(instant);
  return [addDays(today, -1), today].some((date) =>
    openingsOn(schedule, date).some((opening) => opening.start <= time && time < opening.end),
  );
}

/**
 * The first instant from `instant` on when the shop is open: `instant` itself when open, else the
 * next opening within NEXT_OPEN_SEARCH_DAYS; null when there is none (no hours, or every day closed).
 */
export function nextOpenAt(schedule: ShopSchedule, instant: Date): Date | null {
  if (isOpenAt(schedule, instant)) return instant;
  const time = instant.getTime();
  const today = shopDate(instant);
  for (let days = 0; days <= NEXT_OPEN_SEARCH_DAYS; days += 1) {
    const opening = openingsOn(schedule, addDays(today, days)).find((candidate) => candidate.start > time);
    if (opening) return new Date(opening.start);
  }
  return null;
}

/**
 * When an opening is, in words, from a given moment: `at 07:00` on the same shop day, `tomorrow at
 * 07:00`, else `on Tuesday 1 December at 07:00` (24-hour clock, as every time the shop shows).
 */
export function openingWords(at: Date, now: Date): string {
  const clock = shopClock(at);
  const time = `${pad(clock.hour)}:${pad(clock.minute)}`;
  const date = shopDate(at);
  const today = shopDate(now);
  if (date === today) return `at ${time}`;
  if (date === addDays(today, 1)) return `tomorrow at ${time}`;
  const months = [
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
  ];
  return `on ${dayName(weekdayOf(date))} ${clock.day} ${months[clock.month - 1]} at ${time}`;
}
