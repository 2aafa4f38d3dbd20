import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

export interface StaffInvite {
  email: string;
  firstName: string;
}

/** `POST users/staff/invite`, admin: makes the email staff and mails a link to choose a password. */
export const inviteStaff = async ({ email, firstName }: StaffInvite) =>
  (await api('post', '/api/users/staff/invite', { body: { email, first_name: firstName } })).data;

export function useInviteStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.staff }),
  });
}
