import { msg } from '@lingui/core/macro';
/**
 * The totals' row names, one wording for every summary (cart panel, cart page, payment and order
 * detail): the Order Summary of docs/product.md#customer-screens reads SUBTOTAL, TAX & FEES, SHIPPING, TOTAL.
 */
export const TOTAL_LABELS = {
  subtotal: msg`SUBTOTAL`,
  taxFee: msg`TAX & FEES`,
  shipping: msg`SHIPPING`,
  total: msg`TOTAL`,
} as const;
