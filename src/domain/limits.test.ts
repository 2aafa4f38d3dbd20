import { describe, expect, it } from 'vitest';
import {
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  MAX_PAGE_SIZE,
  MEMBER_CARD_MINIMUM,
  PAGE_SIZE,
  PASSWORD_MIN_LENGTH,
  PAYMENT_METHODS,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
} from './limits';

describe('business constants of specification section 9', () => {
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

  it('gives a member card from IDR 200.000', () => {
    expect(MEMBER_CARD_MINIMUM).toBe(200000);
  });

  it('has payment methods 1 card, 2 bank account, 3 cash on delivery', () => {
    expect(PAYMENT_METHODS).toEqual({ 1: 'Card', 2: 'Bank account', 3: 'Cash on delivery' });
  });
});
