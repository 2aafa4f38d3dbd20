import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `DELETE history/delete-history`: hides lines from the customer's history; the shop keeps them. */
export const deleteHistory = (orderDetailIds: number[]) =>
  api('delete', '/api/history/delete-history', { body: { order_detail_ids: orderDetailIds } });

export function useDeleteHistory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteHistory,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.history }),
  });
}
