import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type JsonBody } from './client';
import { queryKeys } from './queryKeys';

export type CheckoutBody = JsonBody<'/api/order/checkout', 'post'>;

/**
 * `POST order/checkout` with the attempt's Idempotency-Key (kept by the carts until the attempt
 * succeeds or the cart changes), so a double click or a retry after a lost answer makes one order.
 */
export const checkout = ({ body, idempotencyKey }: { body: CheckoutBody; idempotencyKey: string }) =>
  api('post', '/api/order/checkout', { body, headers: { 'idempotency-key': idempotencyKey } });

/**
 * A checkout takes stock and adds history lines and an order: those queries refresh, without holding
 * up the move to the payment page.
 */
export function useCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.products.all });
      void client.invalidateQueries({ queryKey: queryKeys.history });
      void client.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
