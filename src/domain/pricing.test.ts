import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIZES } from './categories';
import {
  DEFAULT_PRICE_RATES,
  TIER_OFFSET,
  chargedLine,
  lineTotal,
  orderTotals,
  shippingFor,
  taxFor,
  tierPrice,
} from './pricing';

describe('price tiers', () => {
  it('are +5000 mid and +8000 high', () => {
    expect(TIER_OFFSET).toEqual({ R: 0, L: 5000, XL: 8000, '250': 0, '300': 5000, '500': 8000 });
  });

  it('price R and 250 at base, L and 300 at mid, XL and 500 at high', () => {
    expect(SIZES.map((size) => tierPrice(20000, size))).toEqual([20000, 25000, 28000, 20000, 25000, 28000]);
    expect(tierPrice(0, 'XL')).toBe(8000);
  });
});

describe('lineTotal', () => {
  it('is the tier price times the amount', () => {
    expect(lineTotal(30000, 'XL', 3)).toBe(114000);
    expect(lineTotal(30000, 'R', 3)).toBe(90000);
    expect(lineTotal(18000, '300', 2)).toBe(46000);
    expect(lineTotal(18000, '500', 1)).toBe(26000);
    expect(lineTotal(30000, 'L', 0)).toBe(0);
  });
});

describe('taxFor: 10% rounded to the nearest rupiah', () => {
  it('is 10 percent', () => {
    expect(DEFAULT_PRICE_RATES.taxRatePercent).toBe(10);
    expect(taxFor(158000, 10)).toBe(15800);
    expect(taxFor(0, 10)).toBe(0);
  });

  it('rounds .5 up and everything else to the nearest rupiah', () => {
    expect(taxFor(5, 10)).toBe(1);
    expect(taxFor(15, 10)).toBe(2);
    expect(taxFor(25, 10)).toBe(3);
    expect(taxFor(12345, 10)).toBe(1235);
    expect(taxFor(12344, 10)).toBe(1234);
    expect(taxFor(12346, 10)).toBe(1235);
    expect(taxFor(4, 10)).toBe(0);
    expect(taxFor(6, 10)).toBe(1);
  });

  it('stays exact for large amounts', () => {
    expect(taxFor(987654321, 10)).toBe(98765432);
    expect(taxFor(987654325, 10)).toBe(98765433);
    expect(taxFor(123456789012345, 10)).toBe(12345678901235);
    expect(taxFor(900719925474095, 10)).toBe(90071992547410);
    expect(Number.isInteger(taxFor(999999999999995, 10))).toBe(true);
  });
});

describe('shippingFor', () => {
  it('charges 10000 for home delivery only', () => {
    expect(DEFAULT_PRICE_RATES.shippingFee).toBe(10000);
    expect(shippingFor('home delivery', 10000)).toBe(10000);
    expect(shippingFor('dine in', 10000)).toBe(0);
    expect(shippingFor('take away', 10000)).toBe(0);
  });
});

describe('orderTotals', () => {
  it('adds subtotal, tax and shipping for home delivery', () => {
    expect(orderTotals([40000, 25000], 'home delivery', DEFAULT_PRICE_RATES)).toEqual({
      subtotal: 65000,
      taxFee: 6500,
      shipping: 10000,
      total: 81500,
    });
  });

  it('charges no shipping for dine in and take away, and rounds the tax', () => {
    expect(orderTotals([12345], 'dine in', DEFAULT_PRICE_RATES)).toEqual({
      subtotal: 12345,
      taxFee: 1235,
      shipping: 0,
      total: 13580,
    });
    expect(orderTotals([10005, 10000], 'take away', DEFAULT_PRICE_RATES)).toEqual({
      subtotal: 20005,
      taxFee: 2001,
      shipping: 0,
      total: 22006,
    });
  });

  it('charges nothing at all for an empty order, even for home delivery', () => {
    expect(orderTotals([], 'home delivery', DEFAULT_PRICE_RATES)).toEqual({
      subtotal: 0,
      taxFee: 0,
      shipping: 0,
      total: 0,
    });
  });

  it('keeps total = subtotal + taxFee + shipping for large orders', () => {
    const totals = orderTotals([123456789, 987654321, 5], 'home delivery', DEFAULT_PRICE_RATES);
    expect(totals).toEqual({ subtotal: 1111111115, taxFee: 111111112, shipping: 10000, total: 1222232227 });
    expect(totals.total).toBe(totals.subtotal + totals.taxFee + totals.shipping);
  });
});

describe('the shop’s own rates', () => {
  it('tax at any whole percent, rounded half up to the rupiah', () => {
    expect(taxFor(50, 11)).toBe(6);
    expect(taxFor(149, 11)).toBe(16);
    expect(taxFor(158000, 0)).toBe(0);
    expect(taxFor(158000, 20)).toBe(31600);
  });

  it('shipping is the shop’s fee for home delivery only', () => {
    expect(orderTotals([40000], 'home delivery', { taxRatePercent: 11, shippingFee: 15000 })).toEqual({
      subtotal: 40000,
      taxFee: 4400,
      shipping: 15000,
      total: 59400,
    });
    expect(orderTotals([40000], 'take away', { taxRatePercent: 0, shippingFee: 15000 })).toEqual({
      subtotal: 40000,
      taxFee: 0,
      shipping: 0,
      total: 40000,
    });
  });

  it('for any rate 0–20 and fee, total = subtotal + tax + shipping and the tax is within half a rupiah', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom('dine in' as const, 'take away' as const, 'home delivery' as const),
        (lines, taxRatePercent, shippingFee, method) => {
          const totals = orderTotals(lines, method, { taxRatePercent, shippingFee });
          expect(totals.total).toBe(totals.subtotal + totals.taxFee + totals.shipping);
          expect(Math.abs(totals.taxFee - (totals.subtotal * taxRatePercent) / 100)).toBeLessThanOrEqual(0.5);
          expect(totals.shipping).toBe(method === 'home delivery' ? shippingFee : 0);
        },
      ),
    );
  });
});

describe('chargedLine', () => {
  it('is the unit price times the amount', () => {
    expect(chargedLine(33000, 2)).toEqual({ unitPrice: 33000, total: 66000 });
  });

  it('charges nothing for the member’s free drink, its choices included', () => {
    expect(chargedLine(33000, 1, true)).toEqual({ unitPrice: 0, total: 0 });
  });
});
