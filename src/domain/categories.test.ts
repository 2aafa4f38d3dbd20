import { describe, expect, it } from 'vitest';
import {
  CATEGORY_IDS,
  CATEGORY_NAMES,
  CATEGORY_SIZES,
  SIZES,
  SIZE_LABELS,
  SIZE_SHORT_LABELS,
  categoryOffersSize,
  formatSizeList,
  isCategoryId,
  isSize,
  parseSizeList,
} from './categories';

describe('categories', () => {
  it('are 1 Coffee, 2 Non-coffee, 3 Foods', () => {
    expect(CATEGORY_IDS).toEqual([1, 2, 3]);
    expect(CATEGORY_NAMES).toEqual({ 1: 'Coffee', 2: 'Non-coffee', 3: 'Foods' });
  });

  it('recognises only the numbers 1, 2 and 3 as ids', () => {
    expect([1, 2, 3].map(isCategoryId)).toEqual([true, true, true]);
    expect([0, 4, -1, 1.5, '1', null, undefined, true].map(isCategoryId)).toEqual(Array(8).fill(false));
  });
});

describe('sizes', () => {
  it('are R, L, XL for drinks and 250, 300, 500 grams for foods', () => {
    expect(SIZES).toEqual(['R', 'L', 'XL', '250', '300', '500']);
    expect(CATEGORY_SIZES).toEqual({ 1: ['R', 'L', 'XL'], 2: ['R', 'L', 'XL'], 3: ['250', '300', '500'] });
  });

  it('are labelled Regular, Large, Extra Large, 250 g, 300 g, 500 g (300, never 350)', () => {
    expect(SIZE_LABELS).toEqual({
      R: 'Regular',
      L: 'Large',
      XL: 'Extra Large',
      '250': '250 g',
      '300': '300 g',
      '500': '500 g',
    });
    expect(Object.values(SIZE_LABELS).join(' ')).not.toContain('350');
    expect(SIZE_SHORT_LABELS).toEqual({ R: 'R', L: 'L', XL: 'XL', '250': '250g', '300': '300g', '500': '500g' });
  });

  it('recognises the six codes exactly', () => {
    expect(SIZES.every(isSize)).toBe(true);
    expect(['r', 'xl', 'M', '350', 250, '', null].map(isSize)).toEqual(Array(7).fill(false));
  });

  it('belong to their category only', () => {
    for (const category of [1, 2] as const) {
      expect(SIZES.filter((size) => categoryOffersSize(category, size))).toEqual(['R', 'L', 'XL']);
    }
    expect(SIZES.filter((size) => categoryOffersSize(3, size))).toEqual(['250', '300', '500']);
  });
});

describe('the API’s comma-separated size list', () => {
  it('parses codes in canonical order, trimming, upper-casing, dropping duplicates and unknown codes', () => {
    expect(parseSizeList('XL,R,L')).toEqual(['R', 'L', 'XL']);
    expect(parseSizeList(' xl, R,R, 350,')).toEqual(['R', 'XL']);
    expect(parseSizeList('500,250,300')).toEqual(['250', '300', '500']);
  });

  it('reads nothing from an empty, null or missing list', () => {
    expect(parseSizeList('')).toEqual([]);
    expect(parseSizeList(null)).toEqual([]);
    expect(parseSizeList(undefined)).toEqual([]);
    expect(parseSizeList(' , ')).toEqual([]);
  });

  it('formats sizes in canonical order without duplicates', () => {
    expect(formatSizeList(['500', '250'])).toBe('250,500');
    expect(formatSizeList(['XL', 'R', 'XL'])).toBe('R,XL');
    expect(formatSizeList([])).toBe('');
  });

  it('round-trips', () => {
    expect(parseSizeList(formatSizeList(['L', 'R']))).toEqual(['R', 'L']);
  });
});
