import { useMutation } from '@tanstack/react-query';
import { api, type JsonBody } from './client';

export type EditPasswordBody = JsonBody<'/api/auth/edit-password', 'patch'>;

/**
 * `PATCH auth/edit-password`: a wrong previous password answers 400. Success ends every other
 * session and answers a fresh token for this one, which must replace the stored token.
 */
export const editPassword = (body: EditPasswordBody) => api('patch', '/api/auth/edit-password', { body });
export const useEditPassword = () => useMutation({ mutationFn: editPassword });
