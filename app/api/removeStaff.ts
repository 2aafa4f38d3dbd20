import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `DELETE users/staff/{id}`, admin: a customer again, signed out everywhere at once. */
export const removeStaff = async (id: number) =>
  (await api('delete', '/api/users/staff/{id}', { params: { id } })).data;

export function useRemoveStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeStaff,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.staff }),
  });
}
