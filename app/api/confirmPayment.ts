import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

export interface ConfirmPaymentBody {
  address: string;
  customer_phone: string;
  payment_method_id: string;
  order_id: number;
}

/** `PATCH order/confirm-payment`: the order becomes `paid`. */
export const confirmPayment = (body: ConfirmPaymentBody) =>
  api<{ messages: string }>('order/confirm-payment', { method: 'PATCH', body });

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
