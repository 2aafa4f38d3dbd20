import { useMutation } from '@tanstack/react-query';
import { api } from './client';

/** `POST auth/forgot-password/request`: always the same answer, so nobody learns who has an account. */
export const requestPasswordReset = (body: { email: string }) =>
  api<{ messages: string }>('auth/forgot-password/request', { method: 'POST', body });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
