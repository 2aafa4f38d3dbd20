import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isCategoryId, type CategoryId } from '../../src/domain/categories';
import { useProducts } from '../api/products';
import { gridProduct } from '../views/gridProduct';
import { screenStatus } from '../views/screenStatus';

/**
 * The product list's state lives in the address (`?category=2&page=3` or `?search=latte`), so the
 * back button, a reload and a shared link all show the same page. Answers the catalogue screens' props.
 */
export function useCatalogue() {
  const [params, setParams] = useSearchParams();
  const rawCategory = Number(params.get('category'));
  const category: CategoryId = isCategoryId(rawCategory) ? rawCategory : 1;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const search = params.get('search')?.trim() || undefined;
  const products = useProducts({ page, category: search ? undefined : category, search });
  const cards = useMemo(() => (products.data?.result ?? []).map(gridProduct), [products.data]);
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
