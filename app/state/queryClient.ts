import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/**
 * A data cache with the site's defaults. A 4xx answer is final (retrying a 404 or a 403 only delays
 * the message); network failures and 5xx get one more try.
 * `offlineFirst`: a query runs even while the browser says it is offline, so the service worker can
 * answer it from its cache (the menu and its photos); React Query's default would pause it forever.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
    },
  });

/** The browser's one cache for the whole site; the server draws each page with a fresh one (app/prerender). */
export const queryClient = createQueryClient();
