import { useMutation } from '@tanstack/react-query';
import { api, type JsonBody } from './client';

/** `POST auth/login`: answers the token, the user id and the role id. */
export const login = (body: JsonBody<'/api/auth/login', 'post'>) => api('post', '/api/auth/login', { body });
export const useLogin = () => useMutation({ mutationFn: login });
