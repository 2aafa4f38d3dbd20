import type { DeliveryMethod } from './delivery';
import { parseShopTime, shopClock } from './shopTime';

/*
 * The one delivery rule, shared by the screens, the app and the server: when home delivery runs,
 * the sentence that says so (built from the same numbers, so the two never drift apart), how far
 * ahead an order may be placed, and what each delivery method asks of an order.
 */

/** When home delivery runs: weekdays (0 is Sunday, consecutive) and minutes of the shop's day. */
export interface DeliveryWindow {
  days: readonly number[];
  startMinute: number;
  endMinute: number;
}

/** Home delivery runs Monday (1) to Friday (5), 13:00 to 19:00 shop time. */
export const DELIVERY_DAYS = [1, 2, 3, 4, 5] as const;
export const DELIVERY_START_MINUTE = 13 * 60;
export const DELIVERY_END_MINUTE = 19 * 60;
export const DELIVERY_WINDOW: DeliveryWindow = {
  days: DELIVERY_DAYS,
  startMinute: DELIVERY_START_MINUTE,
  endMinute: DELIVERY_END_MINUTE,
};

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A minute of the day on the shop's 24-hour clock: `13:00`, `09:30` (the close of a day is `24:00`). */
export function clockTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/**
 * The window in words, in the server's language (English): `Delivery only Monday to Friday,
 * 13:00–19:00`. Times are 24-hour, as every time the shop shows (docs/product.md); the app says the
 * same sentence in the page's language from the same numbers (src/i18n/deliveryWords.ts).
 */
export function deliveryWindowText({ days, startMinute, endMinute }: DeliveryWindow): string {
  const first = DAY_NAMES[days[0]!]!;
  const last = DAY_NAMES[days[days.length - 1]!]!;
  // Days in a row (Monday to Friday, Friday to Sunday) read as a span; others are named one by one.
  const inARow = days.every((day, index) => index === 0 || day === (days[index - 1]! + 1) % 7);
  const named = days.map((day) => DAY_NAMES[day]!);
  const dayText =
    first === last
      ? first
      : inARow
        ? `${first} to ${last}`
        : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]!}`;
  return `Delivery only ${dayText}, ${clockTime(startMinute)}–${clockTime(endMinute)}`;
}

/**
 * The window as the shop's settings keep it (`GET shop`'s `delivery_window`: days 1 Monday … 7
 * Sunday, `HH:MM` times) in this module's terms: weekdays with 0 for Sunday, in the week's order from
 * Monday, so `[5, 6, 7]` reads Friday to Sunday.
 */
export function windowOfSetting(setting: { days: readonly number[]; start: string; end: string }): DeliveryWindow {
  const minutes = (value: string) => {
    const [hour, minute] = value.split(':').map(Number) as [number, number];
    return hour * 60 + minute;
  };
  return {
    days: [...setting.days].sort((a, b) => a - b).map((day) => day % 7),
    startMinute: minutes(setting.start),
    endMinute: minutes(setting.end),
  };
}

/** What the field, the cart and the server say when a home delivery falls outside the window. */
export const DELIVERY_WINDOW_TEXT = deliveryWindowText(DELIVERY_WINDOW);

/** Weekday and second of the day in shop time (seconds are the same in every whole-minute zone). */
export function shopDayAndSecond(instant: Date): { day: number; second: number } {
  const clock = shopClock(instant);
  return { day: clock.weekday, second: clock.hour * 3600 + clock.minute * 60 + instant.getUTCSeconds() };
}

/**
 * Whether home delivery runs at this instant: by default Monday to Friday, 13:00 to 19:00 shop time
 * (19:00:59 is past); the shop's settings may give another window (windowOfSetting).
 */
export function isWithinDeliveryWindow(instant: Date, window: DeliveryWindow = DELIVERY_WINDOW): boolean {
  const { day, second } = shopDayAndSecond(instant);
  return window.days.includes(day) && second >= window.startMinute * 60 && second <= window.endMinute * 60;
}

/** A chosen time this long gone is a mistake to point out, not "now": a clock's drift or a slow tap is not. */
export const PASSED_GRACE_MS = 2 * 60_000;
export const TIME_PASSED_TEXT = 'That time has passed: choose a later time, or now';

/** Whether a chosen time has gone by (beyond the grace of a slow tap). */
export function hasPassed(when: Date, now: Date): boolean {
  return when.getTime() < now.getTime() - PASSED_GRACE_MS;
}

/** How far ahead an order may be placed, in days. */
export const MAX_DAYS_AHEAD = 30;
export const DAYS_AHEAD_TEXT = `Orders can be placed at most ${MAX_DAYS_AHEAD} days ahead`;

/** Whether an order for `when` may be placed at `now`: at most MAX_DAYS_AHEAD days later. */
export function isWithinDaysAhead(when: Date, now: Date): boolean {
  return when.getTime() <= now.getTime() + MAX_DAYS_AHEAD * 86_400_000;
}

/**
 * Why a checkout's delivery time is too far ahead, or null. Applied at checkout only (a saved cart
 * may hold any later time; the server applies it where it takes the order): empty ("now") and
 * unreadable times are left to the other checks.
 */
export function daysAheadError(deliveryTime: string, now: Date): string | null {
  const when = deliveryTime ? parseShopTime(deliveryTime) : null;
  return when && !isWithinDaysAhead(when, now) ? DAYS_AHEAD_TEXT : null;
}

/** What each method asks of an order: a table, so a new method must say. */
const METHOD_RULES: Record<DeliveryMethod, { laterTime: boolean; toDoor: boolean }> = {
  'dine in': { laterTime: false, toDoor: false },
  'take away': { laterTime: true, toDoor: false },
  'home delivery': { laterTime: true, toDoor: true },
};

/**
 * Whether the order may be for a later time, held to the product's own delivery hours: every
 * method but dine in, which is served at once. No method yet: false.
 */
export function takesLaterTime(method: DeliveryMethod | null): boolean {
  return method !== null && METHOD_RULES[method].laterTime;
}

/**
 * Whether the order is brought to the door: the shop's delivery window, an address, cash on
 * delivery and shipping apply. Home delivery only; no method yet: false.
 */
export function deliversToDoor(method: DeliveryMethod | null): boolean {
  return method !== null && METHOD_RULES[method].toDoor;
}
