/** Business constants: docs/product.md#constants. */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
export const PASSWORD_MIN_LENGTH = 8;
/** Images must be strictly under this many bytes (the old site called it 4MB). */
export const IMAGE_MAX_BYTES = 4388608;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const PRODUCT_NAME_MAX = 50;
export const PRODUCT_DESCRIPTION_MAX = 150;
/** Ids are 32-bit signed integers in both databases. */
export const ID_MAX = 2_147_483_647;
/** A product's base price, in whole rupiah. */
export const PRICE_MIN = 1;
export const PRICE_MAX = 10_000_000;
export const STOCK_MAX = 100_000;
/** Items of one product and size in one order. */
export const QTY_MAX = 99;
/** The longest address a mail system delivers to (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
/** The most one order may come to: every total stays inside the databases' 32-bit integer columns. */
export const ORDER_TOTAL_MAX = 2_000_000_000;
/** Names on a profile, like product names. */
export const PERSON_NAME_MAX = 50;
export const ADDRESS_MAX = 300;
/** A cancel's reason, as the customer reads it on their order. */
export const CANCEL_REASON_MAX = 200;
export const MEMBER_CARD_MINIMUM = 200000;
/** The old site's three payment methods, as the first migration wrote them; every method is in payments.ts. */
export const PAYMENT_METHODS = { 1: 'Card', 2: 'Bank account', 3: 'Cash on delivery' } as const;
