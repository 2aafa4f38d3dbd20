import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Connectivity } from './pwa/Connectivity';
import { CartsProvider } from './state/carts';
import { OrderEventsProvider } from './state/orderEvents';
import { PopupProvider } from './state/popups';
import { queryClient } from './state/queryClient';
import { AppRoutes } from './router';
import { SessionProvider } from './state/session';

/**
 * Providers around the route table: session, carts, data cache, the order event stream and popups, which
 * outlive a route change; above every page, the offline banner and the new-version prompt.
 */
export function App() {
  return (
    <SessionProvider>
      <CartsProvider>
        <QueryClientProvider client={queryClient}>
          <OrderEventsProvider>
            <PopupProvider>
              <Connectivity />
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </PopupProvider>
          </OrderEventsProvider>
        </QueryClientProvider>
      </CartsProvider>
    </SessionProvider>
  );
}
