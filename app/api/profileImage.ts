import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `PATCH user/update-image` (multipart `image`). */
export const updateProfileImage = (file: File) => api('patch', '/api/user/update-image', { form: { image: file } });

/** `DELETE user/delete-image`. */
export const deleteProfileImage = () => api('delete', '/api/user/delete-image');

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
