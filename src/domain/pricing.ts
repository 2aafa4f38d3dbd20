import type { Size } from './categories';
import type { DeliveryMethod } from './delivery';
import { deliversToDoor } from './deliveryWindow';

/** What each size adds to the base price, in rupiah. */
export const TIER_OFFSET: Record<Size, number> = {
  R: 0,
  L: 5000,
  XL: 8000,
  '250': 0,
  '300': 5000,
  '500': 8000,
};

export const TAX_RATE_PERCENT = 10;
export const HOME_DELIVERY_SHIPPING = 10000;

/** The unit price of a product in a size: base, mid (+5000) or high (+8000). */
export function tierPrice(basePrice: number, size: Size): number {
  return basePrice + TIER_OFFSET[size];
}

/** What a line costs: the size's unit price times the amount. */
export function lineTotal(basePrice: number, size: Size, qty: number): number {
  return tierPrice(basePrice, size) * qty;
}

/** An order's money in rupiah, in the screens' words (the API names the tax `tax_fee`). */
export interface OrderTotals {
  subtotal: number;
  taxFee: number;
  shipping: number;
  total: number;
}

/** Integer-rupiah tax: 10% rounded to the nearest rupiah (division by 10 is exact at .5). */
export function taxFor(subtotal: number): number {
  return Math.round((subtotal * TAX_RATE_PERCENT) / 100);
}

export function shippingFor(method: DeliveryMethod): number {
  return deliversToDoor(method) ? HOME_DELIVERY_SHIPPING : 0;
}

/** Subtotal, tax, shipping and total of an order from what each line cost. */
export function orderTotals(lineTotals: readonly number[], method: DeliveryMethod): OrderTotals {
  const subtotal = lineTotals.reduce((sum, value) => sum + value, 0);
  const taxFee = taxFor(subtotal);
  const shipping = lineTotals.length > 0 ? shippingFor(method) : 0;
  return { subtotal, taxFee, shipping, total: subtotal + taxFee + shipping };
}
