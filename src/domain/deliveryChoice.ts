import { isWithinProductWindow, type DeliveryMethod } from './delivery';
import {
  DELIVERY_WINDOW,
  deliversToDoor,
  hasPassed,
  isWithinDeliveryWindow,
  takesLaterTime,
  type DeliveryWindow,
} from './deliveryWindow';
import { formatHourMinute } from './format';
import { PAYMENT_METHOD, PAYMENT_METHOD_IDS, type PaymentMethod } from './payments';
import { parseShopTime } from './shopTime';

/*
 * The delivery rules at the moment a customer chooses, so a bad time is refused next to the field
 * and at Add to Cart instead of only at checkout (where the server applies the same rules).
 */

/** A product's own delivery hours (a time of day or a date-time each); either may be missing. */
export interface ProductHours {
  start?: string | null;
  end?: string | null;
}

/** A bound shown as hour:minute; a full date-time keeps its date (`2026-11-23 13:00`). */
function showBound(value: string): string {
  return parseShopTime(value) ? `${value.slice(0, 10)} ${formatHourMinute(value)}` : formatHourMinute(value);
}

/** A product's own delivery hours as shown; a missing bound is ''. */
export interface ShownHours {
  from: string;
  until: string;
}

/** The product's own hours to show beside the note (`13:00`–`17:00`); null when it has none of its own. */
export function productHoursShown({ start, end }: ProductHours): ShownHours | null {
  const shown = { from: start ? showBound(start) : '', until: end ? showBound(end) : '' };
  return shown.from || shown.until ? shown : null;
}

/**
 * Why a chosen later time cannot be kept: it cannot be read, it has gone by, home delivery falls outside the shop's
 * delivery window (its settings', by default Monday to Friday, 13:00–19:00 shop time), or home delivery or pick up falls outside the
 * product's own hours. Null when it can be kept; an empty time means "now", which checkout judges.
 * The screen says each reason in the page's language (src/i18n/deliveryWords.ts).
 */
export type DeliveryTimeProblem = 'unreadable' | 'passed' | 'outsideWindow' | 'outsideProductHours';

/** With `now` (shop time, as the field's minimum), a time already gone by is `passed`. */
export function deliveryTimeProblem(
  method: DeliveryMethod | null,
  time: string,
  product: ProductHours,
  now?: string,
  window: DeliveryWindow = DELIVERY_WINDOW,
): DeliveryTimeProblem | null {
  if (!time || !takesLaterTime(method)) return null;
  const when = parseShopTime(time);
  if (!when) return 'unreadable';
  const current = now ? parseShopTime(now) : null;
  if (current && hasPassed(when, current)) return 'passed';
  if (deliversToDoor(method) && !isWithinDeliveryWindow(when, window)) return 'outsideWindow';
  const { start = null, end = null } = product;
  return isWithinProductWindow(when, start, end) ? null : 'outsideProductHours';
}

/** The payment methods an order may use, in the picker's order: cash on delivery only for home delivery. */
export function paymentMethodsFor(method: DeliveryMethod | null): PaymentMethod[] {
  return deliversToDoor(method)
    ? [...PAYMENT_METHOD_IDS]
    : PAYMENT_METHOD_IDS.filter((id) => id !== PAYMENT_METHOD.cash);
}
