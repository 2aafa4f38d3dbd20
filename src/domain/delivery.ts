import { parseShopTime, shopClock } from './shopTime';

/** The three ways an order reaches a customer; each has its own cart. */
export const DELIVERY_METHODS = ['dine in', 'home delivery', 'take away'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Labels on the customer's Delivery and Time radios. */
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  'dine in': 'Dine In',
  'home delivery': 'Home Delivery',
  'take away': 'Pick Up',
};

/** The delivery method in capitalised words, as the admin's order list shows it. */
export function capitaliseWords(value: string): string {
  return value.replace(/(^|\s)(\p{L})/gu, (_m, space: string, letter: string) => space + letter.toUpperCase());
}

/**
 * The one delivery method a product is sold for: the first it lists, in the radios' order (a product
 * the API marks for several keeps the first); null when it lists none.
 */
export function productDeliveryMethod(methods: readonly DeliveryMethod[]): DeliveryMethod | null {
  return DELIVERY_METHODS.find((method) => methods.includes(method)) ?? null;
}

/** Delivery times only matter for methods that leave the shop. */
export function hasDeliverySchedule(method: DeliveryMethod | null): boolean {
  return method === 'home delivery' || method === 'take away';
}

/** Home delivery runs Monday (1) to Friday (5), 13:00 to 19:00 shop time. */
export const DELIVERY_DAYS = [1, 2, 3, 4, 5] as const;
export const DELIVERY_START_MINUTE = 13 * 60;
export const DELIVERY_END_MINUTE = 19 * 60;
export const DELIVERY_WINDOW_TEXT = 'Delivery only Monday to Friday, 1–7 pm';

/** Weekday and second of the day in shop time (seconds are the same in every whole-minute zone). */
function shopDayAndSecond(instant: Date): { day: number; second: number } {
  const clock = shopClock(instant);
  return { day: clock.weekday, second: clock.hour * 3600 + clock.minute * 60 + instant.getUTCSeconds() };
}

/** Whether home delivery runs at this instant: Monday to Friday, 13:00 to 19:00 shop time (19:00:59 is past). */
export function isWithinDeliveryWindow(instant: Date): boolean {
  const { day, second } = shopDayAndSecond(instant);
  return (
    (DELIVERY_DAYS as readonly number[]).includes(day) &&
    second >= DELIVERY_START_MINUTE * 60 &&
    second <= DELIVERY_END_MINUTE * 60
  );
}

/** A time of day (`13:00`, `9:00`, `13:00:30`) as seconds since midnight; null when it is not one. */
function secondOfDay(value: string): number | null {
  const time = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!time) return null;
  const [hour, minute, second] = [Number(time[1]), Number(time[2]), Number(time[3] ?? 0)];
  return hour <= 23 && minute <= 59 && second <= 59 ? hour * 3600 + minute * 60 + second : null;
}

/** A product's delivery bound: an instant (full date-time) or a second of the shop's day. */
type Bound = { at: number; ofDay: boolean } | null;

function readBound(value: string | null): Bound {
  if (!value) return null;
  const full = parseShopTime(value);
  if (full) return { at: full.getTime(), ofDay: false };
  const time = secondOfDay(value);
  return time === null ? null : { at: time, ofDay: true };
}

/**
 * Whether an instant falls in a product's own delivery start/end. Each bound may be a
 * time of day (`13:00`, `13:00:00`) or a full date-time; a missing or unreadable bound does not
 * limit. Two times of day with the start after the end (`20:00` to `02:00`) span midnight.
 */
export function isWithinProductWindow(instant: Date, start: string | null, end: string | null): boolean {
  const { second } = shopDayAndSecond(instant);
  const from = readBound(start);
  const until = readBound(end);
  const position = (bound: NonNullable<Bound>) => (bound.ofDay ? second : instant.getTime());
  if (from?.ofDay && until?.ofDay && from.at > until.at) return second >= from.at || second <= until.at;
  return (!from || position(from) >= from.at) && (!until || position(until) <= until.at);
}

/** Dine in is served at once, so "Now: No" (a later time) is only for the other methods. */
export function canChooseLater(method: DeliveryMethod | null): boolean {
  return method !== 'dine in';
}
