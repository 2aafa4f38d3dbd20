import { isWithinProductWindow, type DeliveryMethod } from './delivery';
import { DELIVERY_WINDOW_TEXT, deliversToDoor, isWithinDeliveryWindow, takesLaterTime } from './deliveryWindow';
import { formatHourMinute } from './format';
import { PAYMENT_METHODS, type PaymentMethodId } from './limits';
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

/** "This product delivers 13:00–17:00" (or from/until one bound); null when it has no hours of its own. */
export function productHoursText({ start, end }: ProductHours): string | null {
  const from = start ? showBound(start) : '';
  const until = end ? showBound(end) : '';
  if (from && until) return `This product delivers ${from}–${until}`;
  if (from) return `This product delivers from ${from}`;
  return until ? `This product delivers until ${until}` : null;
}

/**
 * Why a chosen later time cannot be kept, or null. Home delivery must fall in the shop's window
 * (Monday to Friday, 1–7 pm shop time); home delivery and pick up must fall in the product's own
 * hours. An empty time means "now", which checkout judges; an unreadable one is refused.
 */
export function deliveryTimeError(method: DeliveryMethod | null, time: string, product: ProductHours): string | null {
  if (!time || !takesLaterTime(method)) return null;
  const when = parseShopTime(time);
  if (!when) return 'Failed: Choose a date and time';
  if (deliversToDoor(method) && !isWithinDeliveryWindow(when)) return `Failed: ${DELIVERY_WINDOW_TEXT}`;
  const { start = null, end = null } = product;
  if (!isWithinProductWindow(when, start, end)) return `Failed: ${productHoursText(product)}`;
  return null;
}

/** The payment methods an order may use: cash on delivery (3) only for home delivery. */
export function paymentMethodsFor(method: DeliveryMethod | null): PaymentMethodId[] {
  const all = Object.keys(PAYMENT_METHODS).map(Number) as PaymentMethodId[];
  return deliversToDoor(method) ? all : all.filter((id) => id !== 3);
}
