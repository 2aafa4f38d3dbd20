/**
 * The totals' row names, one wording for every summary (cart panel, cart page, payment and order
 * detail): the Order Summary of docs/product.md#customer-screens reads SUBTOTAL, TAX & FEES, SHIPPING, TOTAL.
 */
export const TOTAL_LABELS = {
  subtotal: 'SUBTOTAL',
  taxFee: 'TAX & FEES',
  shipping: 'SHIPPING',
  total: 'TOTAL',
} as const;
