import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileValues } from '../../src/screens/ProfileScreen';
import { api, type JsonBody } from './client';
import { queryKeys } from './queryKeys';

export type ProfileBody = JsonBody<'/api/user/edit-profile', 'patch'>;

/** `PATCH user/edit-profile`; the profile reloads after. */
export const editProfile = (body: ProfileBody) => api('patch', '/api/user/edit-profile', { body });

/** The profile screen's values in the call's field names. */
export const profileBody = (values: ProfileValues): ProfileBody => ({
  email: values.email,
  address: values.address,
  phone_number: values.phoneNumber,
  username: values.username,
  first_name: values.firstName,
  last_name: values.lastName,
  bod: values.bod,
  gender: values.gender,
});

export function useEditProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}
