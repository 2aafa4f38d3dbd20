import type { ShopSettingsField, ShopSettingsValue } from '../../src/domain/shopSettingsDraft';
import type { ShopWeekday } from '../../src/domain/shopStatus';
import type { Answer } from '../api/client';

/** `GET shop`'s answer (docs/product.md, "Shop hours"). */
export type ShopAnswer = Answer<'/api/shop', 'get'>['data'];

/** The settings form's starting values from `GET shop`. */
export const shopSettingsValue = (shop: ShopAnswer): ShopSettingsValue => ({
  hours: shop.hours.map(({ day, opens, closes }) => ({ day: day as ShopWeekday, opens, closes })),
  closedDates: shop.closed_dates,
  taxRatePercent: shop.tax_rate_percent,
  shippingFee: shop.shipping_fee,
  deliveryWindow: {
    days: shop.delivery_window.days as ShopWeekday[],
    start: shop.delivery_window.start,
    end: shop.delivery_window.end,
  },
});

/** `PATCH shop`'s body from the form's values. */
export const shopSettingsChange = (value: ShopSettingsValue) => ({
  hours: value.hours,
  closed_dates: value.closedDates,
  tax_rate_percent: value.taxRatePercent,
  shipping_fee: value.shippingFee,
  delivery_window: value.deliveryWindow,
});

/**
 * The field a 400 names, from its message: the server starts each with the API's field name
 * (`tax_rate_percent must be…`, `delivery_window: end must be after start`, `hours: …`). A message
 * naming no field of the form stays the form's own error.
 */
export function shopSettingsFieldOf(message: string): ShopSettingsField | null {
  if (message.startsWith('tax_rate_percent')) return 'taxRatePercent';
  if (message.startsWith('shipping_fee')) return 'shippingFee';
  if (message.startsWith('closed_dates')) return 'closedDates';
  if (message.startsWith('delivery_window: days')) return 'deliveryWindow.days';
  if (message.startsWith('delivery_window: start')) return 'deliveryWindow.start';
  if (message.startsWith('delivery_window')) return 'deliveryWindow.end';
  const day = /^hours: .*?\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/.exec(message)?.[1];
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  return day ? (`hours.${(days.indexOf(day) + 1) as ShopWeekday}` as const) : null;
}
