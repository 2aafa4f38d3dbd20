import { parseShopTime, shopClock, toShopInputValue } from './shopTime';

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

export function isDeliveryMethod(value: unknown): value is DeliveryMethod {
  return DELIVERY_METHODS.includes(value as DeliveryMethod);
}

/** A product's delivery flags as the API sends them (0/1). */
export interface DeliveryFlags {
  is_dine_in: number | boolean;
  is_home_delivery: number | boolean;
  is_pick_up: number | boolean;
}

/** The product forms' single choice, mapped onto the three flags. */
export const PRODUCT_DELIVERY_CHOICES = ['dine', 'door', 'pick'] as const;
export type ProductDeliveryChoice = (typeof PRODUCT_DELIVERY_CHOICES)[number];

const CHOICE_METHOD: Record<ProductDeliveryChoice, DeliveryMethod> = {
  dine: 'dine in',
  door: 'home delivery',
  pick: 'take away',
};

/** The one delivery method a product is sold for; null when no flag is set. */
export function productDeliveryMethod(flags: DeliveryFlags): DeliveryMethod | null {
  if (flags.is_dine_in) return 'dine in';
  if (flags.is_home_delivery) return 'home delivery';
  if (flags.is_pick_up) return 'take away';
  return null;
}

/** Flags for a single choice: exactly one is 1, the others are reset to 0. */
export function flagsForMethod(method: DeliveryMethod): {
  is_dine_in: 0 | 1;
  is_home_delivery: 0 | 1;
  is_pick_up: 0 | 1;
} {
  return {
    is_dine_in: method === 'dine in' ? 1 : 0,
    is_home_delivery: method === 'home delivery' ? 1 : 0,
    is_pick_up: method === 'take away' ? 1 : 0,
  };
}

export function methodForChoice(choice: ProductDeliveryChoice): DeliveryMethod {
  return CHOICE_METHOD[choice];
}

export function choiceForMethod(method: DeliveryMethod): ProductDeliveryChoice {
  return PRODUCT_DELIVERY_CHOICES.find((choice) => CHOICE_METHOD[choice] === method)!;
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

function shopMinuteAndDay(instant: Date): { day: number; minute: number } {
  const clock = shopClock(instant);
  return { day: clock.weekday, minute: clock.hour * 60 + clock.minute };
}

/** Whether home delivery runs at this instant: Monday to Friday, 13:00 to 19:00 shop time. */
export function isWithinDeliveryWindow(instant: Date): boolean {
  const { day, minute } = shopMinuteAndDay(instant);
  return (
    (DELIVERY_DAYS as readonly number[]).includes(day) &&
    minute >= DELIVERY_START_MINUTE &&
    minute <= DELIVERY_END_MINUTE
  );
}

/**
 * Whether an instant falls in a product's own delivery start/end. Each bound may be a
 * time of day (`13:00`, `13:00:00`) or a full date-time; a missing bound does not limit.
 */
export function isWithinProductWindow(instant: Date, start: string | null, end: string | null): boolean {
  const { minute } = shopMinuteAndDay(instant);
  const check = (bound: string | null, compare: (a: number, b: number) => boolean) => {
    if (!bound) return true;
    const full = parseShopTime(bound);
    if (full) return compare(instant.getTime(), full.getTime());
    const time = /^(\d{2}):(\d{2})/.exec(bound);
    if (!time) return true;
    return compare(minute, Number(time[1]) * 60 + Number(time[2]));
  };
  return check(start, (a, b) => a >= b) && check(end, (a, b) => a <= b);
}

/** "Now": the current time as the screen's datetime-local value; the clock is passed in. */
export function nowDeliveryTime(clock: () => Date): string {
  return toShopInputValue(clock());
}

/** Dine in is served at once, so "Now: No" (a later time) is only for the other methods. */
export function canChooseLater(method: DeliveryMethod | null): boolean {
  return method !== 'dine in';
}
