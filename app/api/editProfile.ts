import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

export interface ProfileBody {
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  address: string;
  phone_number: string;
  gender: 'male' | 'female';
  bod: string;
}

/** `PATCH user/edit-profile`; the profile reloads after. */
export const editProfile = (body: ProfileBody) =>
  api<{ messages: string }>('user/edit-profile', { method: 'PATCH', body });

export function useEditProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}
