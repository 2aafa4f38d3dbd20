import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { Connectivity } from './pwa/Connectivity';
import { LocaleChoiceProvider } from '../src/i18n/LocaleChoice';
import { CartsProvider } from './state/carts';
import { HydrationProvider } from './state/hydration';
import { chooseLocale } from './state/locale';
import { OrderEventsProvider } from './state/orderEvents';
import { PopupProvider } from './state/popups';
import { queryClient } from './state/queryClient';
import { AppRoutes } from './router';
import { SessionProvider } from './state/session';
import type { Session } from './state/storage';

interface AppFrameProps {
  /** The router: the browser's in the app, a static one where the server draws a page. */
  children: ReactNode;
  client: QueryClient;
  /** The session the server draws a signed-in page for (app/prerender/renderPage.tsx). */
  presumedSession?: Session;
  /** When the page the tree is, or takes over, was drawn by the server; null for a page the app draws (state/hydration.tsx). */
  drawnAt?: Date | null;
}

/**
 * Providers around the route table: the language, session, carts, data cache, the order event stream and popups, which
 * outlive a route change; above every page, the offline banner and the new-version prompt. The browser
 * and the server (app/prerender/renderPage.tsx) render this same tree, so a page the server drew is
 * hydrated, not drawn again.
 */
export function AppFrame({ children, client, presumedSession, drawnAt = null }: AppFrameProps) {
  return (
    <I18nProvider i18n={i18n}>
      <LocaleChoiceProvider choose={chooseLocale}>
        <HydrationProvider drawnAt={drawnAt}>
          <SessionProvider presumed={presumedSession}>
            <CartsProvider>
              <QueryClientProvider client={client}>
                <OrderEventsProvider>
                  <PopupProvider>
                    <Connectivity />
                    {children}
                  </PopupProvider>
                </OrderEventsProvider>
              </QueryClientProvider>
            </CartsProvider>
          </SessionProvider>
        </HydrationProvider>
      </LocaleChoiceProvider>
    </I18nProvider>
  );
}

/** The site in the browser; `drawnAt`: it takes over a page the server drew at that time. */
export function App({ drawnAt = null }: { drawnAt?: Date | null }) {
  return (
    <AppFrame client={queryClient} drawnAt={drawnAt}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
