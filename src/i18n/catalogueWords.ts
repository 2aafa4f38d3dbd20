import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isSize, type CategoryId, type Size } from '../domain/categories';
import type { DeliveryMethod } from '../domain/delivery';

// The menu's fixed names, kept in English in src/domain (CATEGORY_NAMES, SIZE_LABELS,
// DELIVERY_METHOD_LABELS: the API and the server's texts use them), as messages for the page's
// language. src/i18n/fixedWords.test.ts checks each says the domain's English name.

export const CATEGORY_WORDS: Record<CategoryId, MessageDescriptor> = {
  1: msg`Coffee`,
  2: msg`Non-coffee`,
  3: msg`Foods`,
};

export const SIZE_WORDS: Record<Size, MessageDescriptor> = {
  R: msg`Regular`,
  L: msg`Large`,
  XL: msg`Extra Large`,
  '250': msg`250 g`,
  '300': msg`300 g`,
  '500': msg`500 g`,
};

export const DELIVERY_METHOD_WORDS: Record<DeliveryMethod, MessageDescriptor> = {
  'dine in': msg`Dine In`,
  'home delivery': msg`Home Delivery`,
  'take away': msg`Pick Up`,
};

/**
 * The delivery method in capitalised words, as staff read it on the ticket, the order list and the
 * order detail (the specification's order list shows the API's words capitalised: `take away` reads
 * `Take Away` there, where the customer's radios say `Pick Up`).
 */
export const STAFF_METHOD_WORDS: Record<DeliveryMethod, MessageDescriptor> = {
  'dine in': msg`Dine In`,
  'home delivery': msg`Home Delivery`,
  'take away': msg`Take Away`,
};

/**
 * A size code as orders, history and tickets send it (`R`, `250` …) in the page's language; an
 * unknown code shows as sent, trimmed.
 */
export const sizeWords = (i18n: I18n, size: string): string => (isSize(size) ? i18n._(SIZE_WORDS[size]) : size.trim());
