/**
 * The first API answer the server inlined into index.html for this page (server/plugins/pageHints.ts):
 * `<script type="application/json" id="api-preload" data-url="/api/products?…">`. The first GET of
 * exactly that URL takes it instead of asking the network; it is used once, and only in the page's
 * first seconds, so a refetch, a later visit or a page left open asks the server as usual.
 */
let preloaded: { url: string; payload: unknown } | null | undefined;

/** An answer older than this (a page left at the login form, say) is not worth more than a fresh one. */
const FRESH_FOR_MS = 15_000;

export function takePreloaded(url: string): { payload: unknown } | null {
  if (preloaded === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById('api-preload');
    preloaded = null;
    if (element instanceof HTMLScriptElement && element.dataset.url) {
      try {
        preloaded = { url: element.dataset.url, payload: JSON.parse(element.textContent ?? '') as unknown };
      } catch {
        preloaded = null;
      }
      element.remove();
    }
  }
  if (!preloaded || preloaded.url !== url) return null;
  if (performance.now() > FRESH_FOR_MS) {
    preloaded = null;
    return null;
  }
  const { payload } = preloaded;
  preloaded = null;
  return { payload };
}
