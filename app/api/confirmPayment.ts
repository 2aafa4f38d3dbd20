import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type JsonBody } from './client';
import { queryKeys } from './queryKeys';

export type ConfirmPaymentBody = JsonBody<'/api/order/confirm-payment', 'patch'>;

/** `PATCH order/confirm-payment`: the order becomes `paid`. */
export const confirmPayment = (body: ConfirmPaymentBody) => api('patch', '/api/order/confirm-payment', { body });

export function useConfirmPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.history }),
        client.invalidateQueries({ queryKey: queryKeys.orders.all }),
      ]),
  });
}
