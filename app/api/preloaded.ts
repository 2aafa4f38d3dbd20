import type { QueryClient } from '@tanstack/react-query';
import { SHOP_ADDRESS } from '../../src/domain/shopAddress';
import { isCategoryId } from '../../src/domain/categories';
import type { ProductQuery } from './products';
import { queryKeys } from './queryKeys';

/**
 * An API answer the server inlined into the page (server/plugins/pageHints.ts): the page's own (the
 * list, a product) and GET shop's, for the status line every drawn page shows, each a
 * `<script type="application/json" data-api-preload data-url="/api/products?…">`. It goes into the
 * data cache under the key the page's own query uses, before the first render: the server draws the
 * page from it (app/prerender/renderPage.tsx) and the browser hydrates that page from the same entry,
 * so neither shows a loading state or asks the network for it, and nothing joins the page later to
 * push it down. Like any entry, it is refetched once stale (30 s).
 */
export interface PreloadedAnswer {
  url: string;
  payload: unknown;
}

/** The catalogue's URL (app/api/products.ts) as the query that asks for it, or null when it is not one. */
function productQueryOf(url: URL): ProductQuery | null {
  const page = Number(url.searchParams.get('page'));
  if (!Number.isInteger(page) || page < 1) return null;
  const search = url.searchParams.get('search') ?? undefined;
  const category = Number(url.searchParams.get('category'));
  if (search) return { page, search };
  return isCategoryId(category) ? { page, category } : null;
}

/** The cache entry an inlined answer stands for; null for a URL no page queries this way. */
export function preloadedEntry({
  url,
  payload,
}: PreloadedAnswer): { queryKey: readonly unknown[]; data: unknown } | null {
  const parsed = new URL(url, 'http://localhost');
  if (parsed.pathname === SHOP_ADDRESS) {
    // Unwrapped from its `data` as fetchShop unwraps it.
    const shop = (payload as { data?: unknown } | null)?.data;
    return shop ? { queryKey: queryKeys.shop, data: shop } : null;
  }
  if (parsed.pathname === '/api/products') {
    const query = productQueryOf(parsed);
    return query ? { queryKey: queryKeys.products.list(query), data: payload } : null;
  }
  const one = /^\/api\/products\/(\d+)$/.exec(parsed.pathname);
  const product = (payload as { result?: unknown[] } | null)?.result?.[0];
  return one && product ? { queryKey: queryKeys.products.one(Number(one[1])), data: product } : null;
}

/** Puts an inlined answer into a data cache; false when it stands for no query. */
export function seedPreloaded(client: QueryClient, answer: PreloadedAnswer): boolean {
  const entry = preloadedEntry(answer);
  if (entry) client.setQueryData(entry.queryKey, entry.data);
  return entry !== null;
}

/** The answers inlined into this page, taken out of it (they are read once); one that cannot be read is left out. */
export function takePreloadedAnswers(): PreloadedAnswer[] {
  const answers: PreloadedAnswer[] = [];
  for (const element of document.querySelectorAll<HTMLScriptElement>('script[data-api-preload]')) {
    element.remove();
    const url = element.dataset.url;
    if (!url) continue;
    try {
      answers.push({ url, payload: JSON.parse(element.textContent ?? '') as unknown });
    } catch {
      // Not JSON: the page asks the API for it.
    }
  }
  return answers;
}
