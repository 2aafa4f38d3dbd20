import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { Spinner } from '../../src/components/Spinner';
import { useHydrated } from '../state/hydration';

/**
 * Screens are router-free and render plain `<a href>` links; this turns a plain left click on a
 * same-origin link into a client-side navigation instead of a full page load.
 */
function useClientSideLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (anchor.target && anchor.target !== '_self') return;
      if (anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return;
      if (/^\/(api|uploads)(\/|$)/.test(anchor.pathname)) return;
      event.preventDefault();
      navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}

/** How far down each visited history entry was scrolled, by its location key, for Back and Forward. */
const scrollPositions = new Map<string, number>();

/**
 * What the data router's `<ScrollRestoration>` did: a new page starts at its top (or at its `#hash`),
 * Back and Forward return to where that entry was scrolled. Runs once the page has drawn: the
 * router's navigations are transitions, so the new page's code is in by then.
 */
function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(location.key);
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Scroll events arrive a frame late: they belong to whichever entry is current by then.
    const remember = () => scrollPositions.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  useLayoutEffect(() => {
    current.current = location.key;
    const saved = navigationType === 'POP' ? scrollPositions.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}

/**
 * A page the server drew is on screen before its code has run: until it is hydrated its buttons and
 * fields are disabled (a disabled fieldset around the page), so a press is never silently lost, while
 * its links still lead on as plain links. Inside the Suspense boundary, so it waits for the page's own
 * code, not only the app's. `contents` and `presentation`: no box and no group of its own.
 */
function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset role="presentation" disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}

/** The root of every page; the loading screen while the first page's code loads. */
export function RootLayout() {
  useClientSideLinks();
  useScrollRestoration();
  return (
    <Suspense fallback={<PageLoading />}>
      <UntilHydrated>
        <Outlet />
      </UntilHydrated>
    </Suspense>
  );
}

/** While a page's code loads. */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-screen items-center justify-center bg-surface-sunken">
      <Spinner label={t`Loading the page`} />
    </div>
  );
}
