import { isWithinProductWindow, type DeliveryMethod } from '../../src/domain/delivery.ts';
import {
  DAYS_AHEAD_TEXT,
  DELIVERY_WINDOW,
  deliversToDoor,
  deliveryWindowText,
  hasPassed,
  isWithinDaysAhead,
  isWithinDeliveryWindow,
  takesLaterTime,
  TIME_PASSED_TEXT,
  type DeliveryWindow,
} from '../../src/domain/deliveryWindow.ts';
import { formatHourMinute } from '../../src/domain/format.ts';
import { parseShopTime } from '../../src/domain/shopTime.ts';
import type { ProductRow } from '../db/schema.ts';
import { badRequest } from '../errors.ts';

/**
 * When the order is for. Empty means now. A chosen time that has gone by is refused with that
 * reason (not with a window rule judged at some other moment); one a moment ago (a slow tap) means now.
 */
export function effectiveDeliveryTime(value: string, now: Date): Date {
  if (!value) return now;
  const parsed = parseShopTime(value);
  if (!parsed) {
    throw badRequest('delivery_time must be a date and time, like 2026-11-23T14:00', 'BAD_DELIVERY_TIME', {
      delivery_time: 'Not a date and time',
    });
  }
  if (!isWithinDaysAhead(parsed, now)) throw badRequest(DAYS_AHEAD_TEXT, 'BAD_DELIVERY_TIME');
  if (hasPassed(parsed, now)) {
    throw badRequest(TIME_PASSED_TEXT, 'DELIVERY_TIME_PASSED', { delivery_time: TIME_PASSED_TEXT });
  }
  return parsed.getTime() < now.getTime() ? now : parsed;
}

/**
 * Home delivery only within the shop's delivery window (src/domain/deliveryWindow.ts holds the rule;
 * the window itself is a setting of the shop, server/shop/shopSettings.ts).
 */
export function checkDeliveryWindow(
  method: DeliveryMethod,
  when: Date,
  window: DeliveryWindow = DELIVERY_WINDOW,
): void {
  if (deliversToDoor(method) && !isWithinDeliveryWindow(when, window)) {
    throw badRequest(deliveryWindowText(window), 'OUTSIDE_DELIVERY_WINDOW');
  }
}

function windowText(start: string | null, end: string | null): string {
  const show = (value: string) =>
    value.includes('T') || value.includes(' ') ? value.replace('T', ' ').slice(0, 16) : formatHourMinute(value);
  if (start && end) return `between ${show(start)} and ${show(end)}`;
  return start ? `from ${show(start)}` : `until ${show(end!)}`;
}

/** A product with its own delivery hours sells a scheduled method only within them. */
export function checkProductWindow(
  product: Pick<ProductRow, 'name' | 'start_delivery' | 'end_delivery'>,
  method: DeliveryMethod,
  when: Date,
): void {
  if (takesLaterTime(method) && !isWithinProductWindow(when, product.start_delivery, product.end_delivery)) {
    throw badRequest(
      `${product.name} is available for ${method} only ${windowText(product.start_delivery, product.end_delivery)}`,
      'OUTSIDE_PRODUCT_WINDOW',
    );
  }
}
