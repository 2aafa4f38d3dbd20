import { Suspense, type ReactNode } from 'react';

/**
 * A part of a page that React hydrates on its own (a Suspense boundary): on a page the server drew,
 * the nav bar, the page and the footer each become live in their own pass, with their own commit and
 * effects, instead of the whole page in one. Each pass is short enough that a slow phone can answer
 * a tap between them (Total Blocking Time; docs/decisions/0008-hydration-islands.md). `fallback`: what shows while the part's
 * code loads in the browser (only a page's own code is loaded lazily).
 */
export function HydrationIsland({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
