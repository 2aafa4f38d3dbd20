import { useMutation } from '@tanstack/react-query';
import type { EditPasswordValues } from '../../src/screens/EditPasswordScreen';
import { api, type JsonBody } from './client';

export type EditPasswordBody = JsonBody<'/api/auth/edit-password', 'patch'>;

/**
 * `PATCH auth/edit-password`: a wrong previous password answers 400. Success ends every other
 * session and answers a fresh token for this one, which must replace the stored token.
 */
export const editPassword = (body: EditPasswordBody) => api('patch', '/api/auth/edit-password', { body });
/** The edit-password screen's values in the call's field names. */
export const editPasswordBody = ({ prevPassword, password, repeatPassword }: EditPasswordValues): EditPasswordBody => ({
  prev_password: prevPassword,
  password,
  repeat_password: repeatPassword,
});

export const useEditPassword = () => useMutation({ mutationFn: editPassword });
