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

/**
 * What the shop charges on top of the lines: the tax rate and home delivery's fee, settings of the
 * shop (`GET shop`'s `tax_rate_percent` and `shipping_fee`). Inputs, never constants: an order keeps
 * what it was charged, the cart estimates with the shop's current figures.
 */
export interface PriceRates {
  taxRatePercent: number;
  shippingFee: number;
}

/** The figures of a fresh shop (the contract's defaults): 10 % tax, 10000 shipping. */
export const DEFAULT_PRICE_RATES: PriceRates = { taxRatePercent: 10, shippingFee: 10000 };

/** The unit price of a product in a size: base, mid (+5000) or high (+8000). */
export function tierPrice(basePrice: number, size: Size): number {
  return basePrice + TIER_OFFSET[size];
}

/** What a line costs: the size's unit price times the amount. */
export function lineTotal(basePrice: number, size: Size, qty: number): number {
  return tierPrice(basePrice, size) * qty;
}

/**
 * What a line with its unit price (size and choices included) is charged: the unit price times the
 * amount, or nothing when it is the member's free drink, its choices included (docs/product.md, "Member card").
 */
export function chargedLine(unitPrice: number, qty: number, isReward = false): { unitPrice: number; total: number } {
  return isReward ? { unitPrice: 0, total: 0 } : { unitPrice, total: unitPrice * qty };
}

/** An order's money in rupiah, in the screens' words (the API names the tax `tax_fee`). */
export interface OrderTotals {
  subtotal: number;
  taxFee: number;
  shipping: number;
  total: number;
}

/**
 * Integer-rupiah tax: the rate (a whole percent) rounded to the nearest rupiah, half up. The product
 * is an integer and the division by 100 is exact at .5 in binary, so Math.round rounds it half up.
 */
export function taxFor(subtotal: number, taxRatePercent: number): number {
  return Math.round((subtotal * taxRatePercent) / 100);
}

export function shippingFor(method: DeliveryMethod, shippingFee: number): number {
  return deliversToDoor(method) ? shippingFee : 0;
}

/** Subtotal, tax, shipping and total of an order from what each line cost, at the given rates. */
export function orderTotals(lineTotals: readonly number[], method: DeliveryMethod, rates: PriceRates): OrderTotals {
  const subtotal = lineTotals.reduce((sum, value) => sum + value, 0);
  const taxFee = taxFor(subtotal, rates.taxRatePercent);
  const shipping = lineTotals.length > 0 ? shippingFor(method, rates.shippingFee) : 0;
  return { subtotal, taxFee, shipping, total: subtotal + taxFee + shipping };
}
