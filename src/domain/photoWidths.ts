/**
 * The narrower copies the server keeps of every uploaded photo, beside the photo itself (at most
 * PHOTO_MAX_WIDTH wide), so a phone downloads a photo about as wide as it draws it (docs/architecture.md#pictures): a
 * card draws 112–128 CSS px (384 covers a 3× screen), the product page 256–320 (768 covers it at
 * 2–2.6×). A copy is named after its photo: `/uploads/<id>.webp` → `/uploads/<id>-384w.webp`.
 */
export const PHOTO_WIDTHS = [384, 768] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** The widest a stored photo is (the server shrinks larger uploads to fit this box). */
export const PHOTO_MAX_WIDTH = 1200;

/**
 * How wide the product page draws its photo (`size-64 sm:size-80`), as `sizes` says it: the page and
 * the server's preload of that photo (server/plugins/pageHints.ts) must pick the same copy.
 */
export const PRODUCT_PHOTO_SIZES = '(min-width: 640px) 320px, 256px';

/** A photo the server stored: its generated name, without the extension. */
const STORED_PHOTO = /^\/uploads\/[0-9a-f-]{36}\.webp$/;

/** The file name of a photo's copy at a width: `<id>.webp` → `<id>-384w.webp`. */
export const photoCopyFile = (photoFile: string, width: PhotoWidth): string =>
  photoFile.replace(/\.webp$/, `-${width}w.webp`);

/** The address of a stored photo's copy at a width; null for any other address (demo art, a foreign URL). */
export function photoAtWidth(photo: string, width: PhotoWidth): string | null {
  return STORED_PHOTO.test(photo) ? photoCopyFile(photo, width) : null;
}

/**
 * The `srcset` of a stored photo: its copies and itself, by width, for the browser to pick the
 * smallest that fills the drawn size at the screen's density. Undefined for an address the server
 * keeps no copies of, which is then drawn as it is.
 */
export function photoSrcSet(photo: string | null | undefined): string | undefined {
  if (!photo || !STORED_PHOTO.test(photo)) return undefined;
  const copies = PHOTO_WIDTHS.map((width) => `${photoAtWidth(photo, width)} ${width}w`);
  return [...copies, `${photo} ${PHOTO_MAX_WIDTH}w`].join(', ');
}
