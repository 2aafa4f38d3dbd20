import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod, PaymentState } from '../domain/payments';

/**
 * The payment methods' names as messages, so every screen says them in its language; the old site's
 * three are its words (src/domain/limits.ts PAYMENT_METHODS), word for word; QRIS is the name every
 * wallet shows.
 */
export const PAYMENT_METHOD_WORDS: Record<`${PaymentMethod}`, MessageDescriptor> = {
  '1': msg`Card`,
  '2': msg`Bank account`,
  '3': msg`Cash on delivery`,
  '4': msg`QRIS`,
};

/** A payment's state in a word or two, beside its method on the order list. */
export const PAYMENT_STATE_WORDS: Record<PaymentState, MessageDescriptor> = {
  pending: msg`waiting for the provider`,
  paid: msg`paid`,
  due: msg`cash to collect`,
  failed: msg`failed`,
  expired: msg`expired`,
  refunded: msg`refunded`,
};
