import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

/** `DELETE products/{id}`, admin; past orders keep their lines. */
export const deleteProduct = (id: number) => api<{ messages: string }>(`products/${id}`, { method: 'DELETE' });

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: ['products'] }),
  });
}
