import { useMutation } from '@tanstack/react-query';
import { api } from './client';

export interface SignupBody {
  email: string;
  password: string;
  phone_number: string;
}

/** `POST auth/signup`: new users are customers. */
export const signup = (body: SignupBody) => api<{ messages: string }>('auth/signup', { method: 'POST', body });
export const useSignup = () => useMutation({ mutationFn: signup });
