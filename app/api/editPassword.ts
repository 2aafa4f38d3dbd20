import { useMutation } from '@tanstack/react-query';
import { api } from './client';

export interface EditPasswordBody {
  prev_password: string;
  password: string;
  repeat_password: string;
}

/**
 * `PATCH auth/edit-password`: a wrong previous password answers 400. Success ends every other
 * session and answers a fresh token for this one, which must replace the stored token.
 */
export const editPassword = (body: EditPasswordBody) =>
  api<{ messages: string; token: string }>('auth/edit-password', { method: 'PATCH', body });
export const useEditPassword = () => useMutation({ mutationFn: editPassword });
