import { useMutation } from '@tanstack/react-query';
import { api, type JsonBody } from './client';

export type NewPasswordBody = JsonBody<'/api/auth/forgot-password/new-password/{token}', 'post'> & { token: string };

/** `POST auth/forgot-password/new-password/{token}`. */
export const setNewPassword = ({ token, ...body }: NewPasswordBody) =>
  api('post', '/api/auth/forgot-password/new-password/{token}', { params: { token }, body });
export const useSetNewPassword = () => useMutation({ mutationFn: setNewPassword });
