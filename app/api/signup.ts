import { useMutation } from '@tanstack/react-query';
import { api, type JsonBody } from './client';

export type SignupBody = JsonBody<'/api/auth/signup', 'post'>;

/** `POST auth/signup`: new users are customers. */
export const signup = (body: SignupBody) => api('post', '/api/auth/signup', { body });
export const useSignup = () => useMutation({ mutationFn: signup });
