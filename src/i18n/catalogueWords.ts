import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CategoryId, Size } from '../domain/categories';
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
