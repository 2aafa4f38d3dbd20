import { isCategoryId, type CategoryId } from './categories';
import { PAGE_SIZE } from './limits';

/**
 * The product list's state as its page's address holds it (`?category=2&page=3` or `?search=latte`),
 * and the catalogue call it makes. The browser (app/hooks/useCatalogue.ts, app/api/products.ts) and
 * the server, which inlines that call's answer into the page it draws (server/plugins/pageHints.ts),
 * both build it here, so the answer the server inlines is the one the browser's query looks for.
 */
export interface CatalogueView {
  page: number;
  /** The category tab shown; a search shows every category but keeps the tab to go back to. */
  category: CategoryId;
  search?: string;
}

/** What one catalogue call asks for: a page, and a category or a search. */
export interface CatalogueQuery {
  page: number;
  category?: CategoryId;
  search?: string;
}

/** The first category (Coffee): the list opens on it. */
export const FIRST_CATEGORY: CategoryId = 1;

/** The list's state from its page's query string: page 1, the first category and no search unless it says otherwise. */
export function catalogueViewOf(params: URLSearchParams): CatalogueView {
  const rawCategory = Number(params.get('category'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const search = params.get('search')?.trim() || undefined;
  return { page, category: isCategoryId(rawCategory) ? rawCategory : FIRST_CATEGORY, ...(search ? { search } : {}) };
}

/** The call a view makes: a search looks in every category. */
export const catalogueQueryOf = ({ page, category, search }: CatalogueView): CatalogueQuery =>
  search ? { page, search } : { page, category };

/**
 * The query string of `GET /api/products`, key order included (the server inlines its answer under
 * this very address): `page`, `limit`, `sort`, then `category` or `search`.
 */
export function catalogueParams({ page, category, search }: CatalogueQuery) {
  return {
    page,
    limit: PAGE_SIZE,
    sort: 'desc' as const,
    ...(category ? { category } : {}),
    ...(search ? { search } : {}),
  };
}

/** The address of a catalogue call, as the browser's API client writes it. */
export function catalogueAddress(query: CatalogueQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(catalogueParams(query))) params.set(key, String(value));
  return `/api/products?${params.toString()}`;
}

/**
 * The first API call of a page the server draws, which it makes and inlines into the page: the
 * catalogue page its address names, or the product of its `?id=` (app/prerender/drawnPages.ts names
 * each page's, server/plugins/pageHints.ts makes it).
 */
export type DrawnPageData = 'catalogue' | 'product';
