import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** True unless a page the server drew is being hydrated: a page the app draws itself is live at once. */
const HydratedContext = createContext(true);
/** When the server drew the page being hydrated (null: the app draws its own page). */
const DrawnAtContext = createContext<Date | null>(null);

/**
 * Whether the page the server drew (app/prerender/renderPage.tsx) has been hydrated. `drawnAt`: this
 * tree takes over the server's HTML drawn at that time (or is that HTML, on the server). It starts false, so the
 * browser's first render matches the HTML exactly and React keeps it; once the frame is live it
 * turns true as a transition. That order matters on a slow phone: React hydrates the parts still
 * waiting with the old value first, and then re-renders what shows the browser's own state (its
 * carts, its stored order, the enabled buttons) in small slices it can interrupt, instead of one
 * blocking pass (as a store's change would force) that a press would have to wait for.
 */
export function HydrationProvider({ drawnAt, children }: { drawnAt: Date | null; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(drawnAt === null);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return (
    <DrawnAtContext.Provider value={drawnAt}>
      <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>
    </DrawnAtContext.Provider>
  );
}

/**
 * False while React hydrates a page the server drew (and on the server), true from then on. What only
 * this browser knows (its carts, its stored order) is shown once this is true.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * The clock a page reads: while React hydrates a page the server drew, the time it was drawn at, so
 * what the page says by the clock ("open until 22:00", "opens tomorrow 07:00") is the very HTML the
 * server sent; from then on `now`.
 */
export function useDrawnClock(now: Date): Date {
  const hydrated = useHydrated();
  const drawnAt = useContext(DrawnAtContext);
  return hydrated || drawnAt === null ? now : drawnAt;
}

/** The drawing time a drawn page carries (`data-drawn-at`, ISO 8601); now when it has none or it cannot be read. */
export function drawingTime(value: string | undefined): Date {
  const at = value ? new Date(value) : new Date(Number.NaN);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}
