/** Business constants of specification section 9. */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
export const PASSWORD_MIN_LENGTH = 8;
/** Images must be strictly under this many bytes (the old site called it 4MB). */
export const IMAGE_MAX_BYTES = 4388608;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const PRODUCT_NAME_MAX = 50;
export const PRODUCT_DESCRIPTION_MAX = 150;
export const MEMBER_CARD_MINIMUM = 200000;
export const PAYMENT_METHODS = { 1: 'Card', 2: 'Bank account', 3: 'Cash on delivery' } as const;
export type PaymentMethodId = keyof typeof PAYMENT_METHODS;
