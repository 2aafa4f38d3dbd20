import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates a page the server drew (and on the server), true from then on. What only
 * this browser knows (its carts, its stored order) is shown once this is true: the first render then
 * matches the server's HTML exactly, so React keeps that HTML instead of drawing the page again, and
 * re-renders with the browser's own state at once after. A page the app draws itself (no server
 * HTML) gets true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
