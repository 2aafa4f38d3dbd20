import { useMutation } from '@tanstack/react-query';
import { api } from './client';

export interface NewPasswordBody {
  token: string;
  password: string;
  repeat_password: string;
}

/** `POST auth/forgot-password/new-password/{token}`. */
export const setNewPassword = ({ token, ...body }: NewPasswordBody) =>
  api<{ messages: string }>(`auth/forgot-password/new-password/${encodeURIComponent(token)}`, { method: 'POST', body });
export const useSetNewPassword = () => useMutation({ mutationFn: setNewPassword });
