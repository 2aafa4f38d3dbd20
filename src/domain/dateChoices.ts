import { MONTHS, MONTHS_ID } from './format';
import type { Language } from './languages';
import { addDays, clockOf, isCalendarDate, MINUTES_PER_DAY, minuteOfDay } from './shopHours';

/**
 * The choices behind the shop's own date and time fields (docs/product.md, "Dates and times"): the
 * browser's date inputs draw the system's format (mm/dd/yyyy, AM/PM) whatever the page's language, so
 * the fields are selects whose words and 24-hour times come from here, in shop time. No date library:
 * dates stay `YYYY-MM-DD` text and times `HH:MM`.
 */

/** Times are offered every quarter of an hour. */
export const TIME_STEP_MINUTES = 15;

const WEEKDAYS_SHORT: Record<Language, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  id: ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'],
};

const MONTHS_SHORT: Record<Language, readonly string[]> = {
  en: MONTHS.map((month) => month.slice(0, 3)),
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
};

/** A month's full name in a language (`month` 1–12). */
export const monthName = (month: number, language: Language): string =>
  (language === 'id' ? MONTHS_ID : MONTHS)[month - 1]!;

/** A date's parts as numbers; the caller has checked it is a calendar date. */
function numbersOf(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

/** A date in short words, weekday first: `Mon 30 Nov` in English, `Sen 30 Nov` in Bahasa Indonesia. */
export function shortDayName(date: string, language: Language): string {
  const [year, month, day] = numbersOf(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS_SHORT[language][weekday]} ${day} ${MONTHS_SHORT[language][month - 1]}`;
}

/** One day offered: its date and how many days after the first it is (0 today, 1 tomorrow). */
export interface DayChoice {
  date: string;
  offset: number;
}

/** `count` days from `first` on, in order. */
export function dayChoices(first: string, count: number): DayChoice[] {
  return Array.from({ length: count }, (_, offset) => ({ date: addDays(first, offset), offset }));
}

/** `HH:MM` every step from `from` to `to` minutes of the day, both included when on a step. */
export function timeSlots(from = 0, to = MINUTES_PER_DAY - TIME_STEP_MINUTES): string[] {
  const first = Math.ceil(Math.max(0, from) / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;
  const slots: string[] = [];
  for (let minute = first; minute <= to; minute += TIME_STEP_MINUTES) slots.push(clockOf(minute));
  return slots;
}

/** A `YYYY-MM-DDTHH:MM` value's date and time; both '' when it is not one. */
export function splitDateTime(value: string): { date: string; time: string } {
  const [date = '', time = ''] = value.split('T');
  const clock = time.slice(0, 5);
  return isCalendarDate(date) && minuteOfDay(clock) !== null ? { date, time: clock } : { date: '', time: '' };
}

/**
 * The times offered on a date: every quarter of the day, from `min` on when `min` falls that day (none
 * when the day is before `min`'s), with `current` added in order when it is not on a step, so the field
 * always shows the value it holds (a time kept from earlier, or "now" to the minute).
 */
export function timeChoices(date: string, min: string, current = ''): string[] {
  const earliest = splitDateTime(min);
  const from = date === earliest.date ? minuteOfDay(earliest.time)! : date < earliest.date ? MINUTES_PER_DAY : 0;
  return withValue(timeSlots(from), current);
}

/** The times with `current` added in order when it is set and not among them (`07:05`, a time kept from before). */
export function withValue(times: readonly string[], current: string): string[] {
  return !current || times.includes(current) ? [...times] : [...times, current].sort();
}

/**
 * The value after choosing another day: the same time if that day offers it, else the day's first
 * offered time; '' when the day offers none.
 */
export function withDay(value: string, date: string, min: string): string {
  const times = timeChoices(date, min);
  const { time } = splitDateTime(value);
  const kept = times.includes(time) ? time : times[0];
  return kept ? `${date}T${kept}` : '';
}

/** A date being chosen part by part; '' for a part not chosen yet. */
export interface DateParts {
  year: string;
  month: string;
  day: string;
}

export const NO_DATE: DateParts = { year: '', month: '', day: '' };

/** The parts of a `YYYY-MM-DD` value; all '' when it is not a calendar date. */
export function dateParts(value: string): DateParts {
  if (!isCalendarDate(value)) return NO_DATE;
  const [year, month, day] = numbersOf(value);
  return { year: String(year), month: String(month), day: String(day) };
}

/** Days in a month (`month` 1–12); 31 while the year or month is not chosen, so any day can be picked first. */
export function daysInMonth(year: string, month: string): number {
  if (!year || !month) return 31;
  return new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
}

/** The parts after one changes; a day past the month's end moves back to its last day (31 → 30 April). */
export function withDatePart(parts: DateParts, part: keyof DateParts, value: string): DateParts {
  const next = { ...parts, [part]: value };
  const last = daysInMonth(next.year, next.month);
  return next.day && Number(next.day) > last ? { ...next, day: String(last) } : next;
}

/** The `YYYY-MM-DD` value of the parts, or '' until all three are chosen. */
export function joinDateParts(parts: DateParts): string {
  if (!parts.year || !parts.month || !parts.day) return '';
  return `${parts.year.padStart(4, '0')}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}

/** The years from `first` to `last`, with `also` (the value's own year) added in order when outside. */
export function yearChoices(first: number, last: number, also = ''): number[] {
  const years = Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
  const extra = Number(also);
  if (also && !years.includes(extra)) years.push(extra);
  return years.sort((a, b) => a - b);
}
