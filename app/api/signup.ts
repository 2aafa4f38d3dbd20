import { useMutation } from '@tanstack/react-query';
import type { SignUpValues } from '../../src/screens/SignUpScreen';
import { api, type JsonBody } from './client';

export type SignupBody = JsonBody<'/api/auth/signup', 'post'>;

/** `POST auth/signup`: new users are customers. */
export const signup = (body: SignupBody) => api('post', '/api/auth/signup', { body });
/** The sign-up screen's values in the call's field names. */
export const signupBody = ({ email, password, phoneNumber }: SignUpValues): SignupBody => ({
  email,
  password,
  phone_number: phoneNumber,
});

export const useSignup = () => useMutation({ mutationFn: signup });
