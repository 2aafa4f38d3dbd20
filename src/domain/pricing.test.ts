import { describe, expect, it } from 'vitest';
import {
  CATEGORY_NAMES,
  CATEGORY_SIZES,
  SIZES,
  SIZE_LABELS,
  categoryOffersSize,
  formatSizeList,
  isCategoryId,
  isSize,
  parseSizeList,
} from './categories';
import { lineTotal, orderTotals, shippingFor, taxFor, tierPrice } from './pricing';

describe('categories and sizes', () => {
  it('names the three categories', () => {
    expect(CATEGORY_NAMES).toEqual({ 1: 'Coffee', 2: 'Non-coffee', 3: 'Foods' });
  });
  it('offers R/L/XL for drinks and grams for food', () => {
    expect(CATEGORY_SIZES[1]).toEqual(['R', 'L', 'XL']);
    expect(CATEGORY_SIZES[2]).toEqual(['R', 'L', 'XL']);
    expect(CATEGORY_SIZES[3]).toEqual(['250', '300', '500']);
    expect(categoryOffersSize(1, 'L')).toBe(true);
    expect(categoryOffersSize(3, 'L')).toBe(false);
  });
  it('labels 300 as 300 g, never 350', () => {
    expect(SIZES.map((size) => SIZE_LABELS[size])).toEqual([
      'Regular',
      'Large',
      'Extra Large',
      '250 g',
      '300 g',
      '500 g',
    ]);
  });
  it('recognises ids and sizes', () => {
    expect([1, 2, 3, 4, '1'].map(isCategoryId)).toEqual([true, true, true, false, false]);
    expect(['R', 'xl', '350', '500'].map(isSize)).toEqual([true, false, false, true]);
  });
  it('parses and formats the comma list in canonical order', () => {
    expect(parseSizeList(' xl, R,R, 350,')).toEqual(['R', 'XL']);
    expect(parseSizeList('')).toEqual([]);
    expect(parseSizeList(null)).toEqual([]);
    expect(formatSizeList(['500', '250'])).toBe('250,500');
  });
});

describe('prices', () => {
  it('adds 5000 for the mid tier and 8000 for the high tier', () => {
    expect(['R', 'L', 'XL', '250', '300', '500'].map((size) => tierPrice(20000, size as never))).toEqual([
      20000, 25000, 28000, 20000, 25000, 28000,
    ]);
  });
  it('multiplies the tier price by the amount', () => {
    expect(lineTotal(30000, 'XL', 3)).toBe(114000);
  });
  it('rounds 10% tax to the nearest rupiah, halves up', () => {
    expect(taxFor(12345)).toBe(1235);
    expect(taxFor(12344)).toBe(1234);
    expect(taxFor(0)).toBe(0);
    expect(taxFor(987654321)).toBe(98765432);
  });
  it('charges shipping for home delivery only', () => {
    expect(shippingFor('home delivery')).toBe(10000);
    expect(shippingFor('dine in')).toBe(0);
    expect(shippingFor('take away')).toBe(0);
  });
  it('totals an order: subtotal + tax + shipping', () => {
    expect(orderTotals([40000, 25000], 'home delivery')).toEqual({
      subtotal: 65000,
      tax_fee: 6500,
      shipping: 10000,
      total: 81500,
    });
    expect(orderTotals([12345], 'dine in')).toEqual({ subtotal: 12345, tax_fee: 1235, shipping: 0, total: 13580 });
    expect(orderTotals([], 'home delivery')).toEqual({ subtotal: 0, tax_fee: 0, shipping: 0, total: 0 });
  });
});
