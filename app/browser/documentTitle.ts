import { useEffect } from 'react';

/**
 * While `prefix` is set, the tab reads `<prefix> · <the usual title>` (a background tab's title is what
 * a person sees); the usual title comes back when it is cleared or the page is left.
 */
export function useTitlePrefix(prefix: string | null): void {
  useEffect(() => {
    if (!prefix) return;
    const usual = document.title;
    document.title = usual ? `${prefix} · ${usual}` : prefix;
    return () => {
      document.title = usual;
    };
  }, [prefix]);
}
