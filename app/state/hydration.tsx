import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** True unless a page the server drew is being hydrated: a page the app draws itself is live at once. */
const HydratedContext = createContext(true);

/**
 * Whether the page the server drew (app/prerender/renderPage.tsx) has been hydrated. `drawn`: this
 * tree takes over the server's HTML (or is that HTML, on the server). It starts false, so the
 * browser's first render matches the HTML exactly and React keeps it; once the frame is live it
 * turns true as a transition. That order matters on a slow phone: React hydrates the parts still
 * waiting with the old value first, and then re-renders what shows the browser's own state (its
 * carts, its stored order, the enabled buttons) in small slices it can interrupt, instead of one
 * blocking pass (as a store's change would force) that a press would have to wait for.
 */
export function HydrationProvider({ drawn, children }: { drawn: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!drawn);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False while React hydrates a page the server drew (and on the server), true from then on. What only
 * this browser knows (its carts, its stored order) is shown once this is true.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
