import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `PATCH order/done`, admin: a paid order is delivered. The order list refreshes after. */
export const markDone = (orderId: number) => api('patch', '/api/order/done', { body: { order_id: orderId } });

export function useMarkDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markDone,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
