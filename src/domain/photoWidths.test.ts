import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_WIDTH, PHOTO_WIDTHS, photoAtWidth, photoSrcSet } from './photoWidths';

const PHOTO = '/uploads/0b7c3d9e-2f4a-4c8e-9a1b-3c5d7e9f1a2b.webp';

describe('a stored photo’s narrower copies', () => {
  it('are named after the photo, one per width', () => {
    expect(PHOTO_WIDTHS.map((width) => photoAtWidth(PHOTO, width))).toEqual([
      '/uploads/0b7c3d9e-2f4a-4c8e-9a1b-3c5d7e9f1a2b-384w.webp',
      '/uploads/0b7c3d9e-2f4a-4c8e-9a1b-3c5d7e9f1a2b-768w.webp',
    ]);
  });

  it('make a srcset from the narrowest copy to the photo itself', () => {
    expect(photoSrcSet(PHOTO)).toBe(
      `/uploads/0b7c3d9e-2f4a-4c8e-9a1b-3c5d7e9f1a2b-384w.webp 384w, /uploads/0b7c3d9e-2f4a-4c8e-9a1b-3c5d7e9f1a2b-768w.webp 768w, ${PHOTO} ${PHOTO_MAX_WIDTH}w`,
    );
  });

  it('exist only for photos the server stored: other addresses are drawn as they are', () => {
    for (const other of [
      '/images/latte.png',
      'https://example.com/a.webp',
      `${PHOTO}?v=2`,
      `/uploads/${'x'.repeat(36)}.webp`,
    ]) {
      expect(photoAtWidth(other, 384), other).toBeNull();
      expect(photoSrcSet(other), other).toBeUndefined();
    }
    expect(photoSrcSet(null)).toBeUndefined();
    expect(photoSrcSet(undefined)).toBeUndefined();
    expect(photoSrcSet('')).toBeUndefined();
  });
});
