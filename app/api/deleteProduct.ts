import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `DELETE products/{id}`, admin; past orders keep their lines. */
export const deleteProduct = (id: number) => api('delete', '/api/products/{id}', { params: { id } });

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    // The deleted product's own entry goes first, so its open page does not refetch a 404.
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: queryKeys.products.one(id) });
      return client.invalidateQueries({ queryKey: queryKeys.products.all });
    },
  });
}
