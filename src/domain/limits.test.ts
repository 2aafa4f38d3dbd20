import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MAX,
  EMAIL_MAX,
  ID_MAX,
  ORDER_TOTAL_MAX,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  MAX_PAGE_SIZE,
  MEMBER_CARD_MINIMUM,
  PAGE_SIZE,
  PASSWORD_MIN_LENGTH,
  PAYMENT_METHODS,
  PERSON_NAME_MAX,
  PRICE_MAX,
  PRICE_MIN,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  QTY_MAX,
  STOCK_MAX,
} from './limits';

describe('business constants (docs/product.md#constants)', () => {
  it('pages by 10 and caps a page at 50', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(MAX_PAGE_SIZE).toBe(50);
  });

  it('needs passwords of 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('takes png, jpg and jpeg images strictly under 4388608 bytes', () => {
    expect(IMAGE_MAX_BYTES).toBe(4388608);
    expect(IMAGE_EXTENSIONS).toEqual(['png', 'jpg', 'jpeg']);
    expect(IMAGE_MIME_TYPES).toEqual(['image/png', 'image/jpeg']);
  });

  it('limits product names to 50 and descriptions to 150 characters', () => {
    expect(PRODUCT_NAME_MAX).toBe(50);
    expect(PRODUCT_DESCRIPTION_MAX).toBe(150);
  });

  it('bounds every input: 32-bit ids, prices, stock, amounts and text lengths', () => {
    expect(ID_MAX).toBe(2 ** 31 - 1);
    expect([PRICE_MIN, PRICE_MAX, STOCK_MAX, QTY_MAX]).toEqual([1, 10_000_000, 100_000, 99]);
    expect([EMAIL_MAX, PERSON_NAME_MAX, ADDRESS_MAX]).toEqual([254, 50, 300]);
    // The dearest line fits a 32-bit column, and so does the largest order allowed.
    expect((PRICE_MAX + 8000) * QTY_MAX * 1.1 + 10_000).toBeLessThan(ORDER_TOTAL_MAX);
    expect(ORDER_TOTAL_MAX).toBeLessThan(2 ** 31);
  });

  it('gives a member card from IDR 200.000', () => {
    expect(MEMBER_CARD_MINIMUM).toBe(200000);
  });

  it('has payment methods 1 card, 2 bank account, 3 cash on delivery', () => {
    expect(PAYMENT_METHODS).toEqual({ 1: 'Card', 2: 'Bank account', 3: 'Cash on delivery' });
  });
});
