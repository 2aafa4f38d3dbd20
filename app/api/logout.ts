import { api } from './client';

/**
 * `POST auth/logout`: ends this session on the server (its token, event tickets and open streams),
 * other devices stay signed in. Called with the token still stored; the app forgets the session at once
 * whatever the answer, so a logout offline still signs this device out.
 */
export const logout = () => api('post', '/api/auth/logout').catch(() => undefined);
