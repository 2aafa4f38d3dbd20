import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CategoryId } from '../../src/domain/categories';
import { catalogueQueryOf, catalogueViewOf } from '../../src/domain/catalogueAddress';
import { useProducts } from '../api/products';
import { gridProduct } from '../views/gridProduct';
import { screenStatus } from '../views/screenStatus';

/**
 * The product list's state lives in the address (`?category=2&page=3` or `?search=latte`), so the
 * back button, a reload and a shared link all show the same page. Answers the catalogue screens' props.
 */
export function useCatalogue() {
  const [params, setParams] = useSearchParams();
  // The server reads the same address the same way to inline this call's answer (server/plugins/pageHints.ts).
  const view = catalogueViewOf(params);
  const { page, category, search } = view;
  const products = useProducts(catalogueQueryOf(view));
  const language = useLingui().i18n.locale;
  const cards = useMemo(
    () => (products.data?.result ?? []).map((product) => gridProduct(product, language)),
    [products.data, language],
  );
  return {
    status: screenStatus(products),
    category,
    page,
    search,
    products: cards,
    totalCount: products.data?.rows ?? 0,
    onRetry: () => void products.refetch(),
    onCategoryChange: ({ categoryId }: { categoryId: CategoryId }) => setParams({ category: String(categoryId) }),
    onPageChange: ({ page: next }: { page: number }) =>
      setParams(search ? { search, page: String(next) } : { category: String(category), page: String(next) }),
    onClearSearch: () => setParams({ category: String(category) }),
  };
}
