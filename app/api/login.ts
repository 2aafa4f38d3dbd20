import { useMutation } from '@tanstack/react-query';
import { api } from './client';
import type { LoginAnswer } from './types';

/** `POST auth/login`: answers the token, the user id and the role id. */
export const login = (body: { email: string; password: string }) =>
  api<LoginAnswer>('auth/login', { method: 'POST', body });
export const useLogin = () => useMutation({ mutationFn: login });
