import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { Spinner } from '../../src/components/Spinner';

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

/** The root of every page. */
export function RootLayout() {
  useClientSideLinks();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** While a page's code loads. */
export function PageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-surface-sunken">
      <Spinner label="Loading the page" />
    </div>
  );
}
