import { msg } from '@lingui/core/macro';

/**
 * The fixed text "Your cart is empty" (MESSAGES.checkoutEmpty) as a message, apart from the table of
 * every fixed text (./messageWords.ts, which uses it): the product page's cart panel says it at rest
 * without loading that table, which only its popups need (docs/benchmarks.md, the payment page).
 */
export const EMPTY_CART_WORDS = msg`Your cart is empty`;
