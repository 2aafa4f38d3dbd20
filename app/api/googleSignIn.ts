import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `GET auth/google`: whether the shop has sign in with Google set up (the buttons show only then). */
export const googleSignInQuery = () =>
  queryOptions({
    queryKey: queryKeys.googleSignIn,
    queryFn: async ({ signal }) => (await api('get', '/api/auth/google', { signal })).data.enabled,
    // The server's configuration: it changes only with a restart.
    staleTime: Infinity,
  });

export const useGoogleSignInEnabled = () => useQuery(googleSignInQuery()).data === true;

/**
 * Where the Google buttons lead: the server's start of the sign-in (a page, not a fetch), with the
 * page to come back to when there is one (without it the visitor guard picks the role's landing).
 */
export const googleStartHref = (next: string | null) =>
  `/api/auth/google/start${next ? `?redirect=${encodeURIComponent(next)}` : ''}`;

/** `POST auth/google/exchange`: the one-time code from `?sso=` for the login answer. */
export const exchangeGoogleCode = (code: string) => api('post', '/api/auth/google/exchange', { body: { code } });
export const useGoogleExchange = () => useMutation({ mutationFn: exchangeGoogleCode });
