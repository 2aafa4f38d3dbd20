import { useMutation } from '@tanstack/react-query';
import type { NewPasswordValues } from '../../src/screens/NewPasswordScreen';
import { api, type JsonBody } from './client';

export type NewPasswordBody = JsonBody<'/api/auth/forgot-password/new-password/{token}', 'post'> & { token: string };

/** `POST auth/forgot-password/new-password/{token}`. */
export const setNewPassword = ({ token, ...body }: NewPasswordBody) =>
  api('post', '/api/auth/forgot-password/new-password/{token}', { params: { token }, body });
/** The new-password screen's values in the call's field names (the token goes in the path). */
export const newPasswordBody = ({ token, password, repeatPassword }: NewPasswordValues): NewPasswordBody => ({
  token,
  password,
  repeat_password: repeatPassword,
});

export const useSetNewPassword = () => useMutation({ mutationFn: setNewPassword });
