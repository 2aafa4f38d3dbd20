import { api, type JsonBody } from './client';

export type CheckoutBody = JsonBody<'/api/order/checkout', 'post'>;

/**
 * `POST order/checkout` with the attempt's Idempotency-Key (kept by the carts until the attempt
 * succeeds or the cart changes), so a double click or a retry after a lost answer makes one order.
 */
export const checkout = ({ body, idempotencyKey }: { body: CheckoutBody; idempotencyKey: string }) =>
  api('post', '/api/order/checkout', { body, headers: { 'idempotency-key': idempotencyKey } });
