import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `PATCH order/cancel`: the customer's unpaid order, or the shop's cancel with a reason (a paid one is refunded). */
export const cancelOrder = ({ orderId, reason }: { orderId: number; reason: string }) =>
  api('patch', '/api/order/cancel', { body: { order_id: orderId, reason } });

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.orders.all }),
        client.invalidateQueries({ queryKey: queryKeys.history }),
      ]),
  });
}
