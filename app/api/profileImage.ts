import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `PATCH user/update-image` (multipart `image`). */
export const updateProfileImage = (file: File) => {
  const form = new FormData();
  form.append('image', file);
  return api<{ messages: string }>('user/update-image', { method: 'PATCH', body: form });
};

/** `DELETE user/delete-image`. */
export const deleteProfileImage = () => api<{ messages: string }>('user/delete-image', { method: 'DELETE' });

export function useUpdateProfileImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfileImage,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}

export function useDeleteProfileImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProfileImage,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}
