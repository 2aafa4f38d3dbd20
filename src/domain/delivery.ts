import { shopDayAndSecond } from './deliveryWindow';
import { parseShopTime } from './shopTime';

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
