import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type JsonBody } from './client';
import { queryKeys } from './queryKeys';

export type ProfileBody = JsonBody<'/api/user/edit-profile', 'patch'>;

/** `PATCH user/edit-profile`; the profile reloads after. */
export const editProfile = (body: ProfileBody) => api('patch', '/api/user/edit-profile', { body });

export function useEditProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}
