import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The days of the week, 0 being Sunday as in src/domain/deliveryWindow.ts. */
export const DAY_WORDS: readonly MessageDescriptor[] = [
  msg`Sunday`,
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
];
