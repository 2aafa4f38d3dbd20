import { useMutation } from '@tanstack/react-query';
import type { checkoutPayload } from '../../src/domain/cart';
import { api } from './client';

export type CheckoutBody = ReturnType<typeof checkoutPayload>;

/** `POST order/checkout` with an Idempotency-Key, so a double click or a retry makes one order. */
export const checkout = ({ body, idempotencyKey }: { body: CheckoutBody; idempotencyKey: string }) =>
  api<{ messages: string; data: { order_id: number } }>('order/checkout', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
export const useCheckout = () => useMutation({ mutationFn: checkout });
