import { useMutation } from '@tanstack/react-query';
import { api, type JsonBody } from './client';

export type CheckoutBody = JsonBody<'/api/order/checkout', 'post'>;

/** `POST order/checkout` with an Idempotency-Key, so a double click or a retry makes one order. */
export const checkout = ({ body, idempotencyKey }: { body: CheckoutBody; idempotencyKey: string }) =>
  api('post', '/api/order/checkout', { body, headers: { 'idempotency-key': idempotencyKey } });
export const useCheckout = () => useMutation({ mutationFn: checkout });
