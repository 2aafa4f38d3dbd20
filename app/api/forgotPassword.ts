import { useMutation } from '@tanstack/react-query';
import { api, type JsonBody } from './client';

/** `POST auth/forgot-password/request`: always the same answer, so nobody learns who has an account. */
export const requestPasswordReset = (body: JsonBody<'/api/auth/forgot-password/request', 'post'>) =>
  api('post', '/api/auth/forgot-password/request', { body });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
