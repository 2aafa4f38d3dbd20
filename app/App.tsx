import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Connectivity } from './pwa/Connectivity';
import { CartsProvider } from './state/carts';
import { PopupProvider } from './state/popups';
import { queryClient } from './state/queryClient';
import { router } from './router';
import { SessionProvider } from './state/session';

/**
 * Providers around the route table: session, carts, data cache and popups, which outlive a route change;
 * above every page, the offline banner and the new-version prompt.
 */
export function App() {
  return (
    <SessionProvider>
      <CartsProvider>
        <QueryClientProvider client={queryClient}>
          <PopupProvider>
            <Connectivity />
            <RouterProvider router={router} />
          </PopupProvider>
        </QueryClientProvider>
      </CartsProvider>
    </SessionProvider>
  );
}
