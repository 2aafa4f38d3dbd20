import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CategoryTabs } from '../components/CategoryTabs';
import { ErrorState } from '../components/ErrorState';
import { Pagination } from '../components/Pagination';
import { ProductGrid, type GridProduct } from '../components/ProductGrid';
import type { CategoryId } from '../domain/categories';
import type { ScreenStatus } from '../components/StatusGate';

/** Tabs, a page of cards and pagination: what the customer's and the admin's product lists share. */
export interface ProductCatalogueProps<P extends GridProduct> {
  status: ScreenStatus;
  category: CategoryId;
  page: number;
  products: readonly P[];
  totalCount: number;
  /** A search in progress replaces the tabs with its results. */
  search?: string;
  getProductHref: (product: P) => string;
  onCategoryChange: (change: { categoryId: CategoryId }) => void;
  onPageChange: (change: { page: number }) => void;
  onClearSearch?: () => void;
  /** Opening a card in place (the app routes); without it the card is a plain link. */
  onOpenProduct?: (event: { productId: number }) => void;
  onRetry?: () => void;
  /** A control under each card's price (the admin's sold-out switch). */
  renderProductAction?: (product: P) => ReactNode;
  heading: ReactNode;
}

export function ProductCatalogue<P extends GridProduct>({
  status,
  category,
  page,
  products,
  totalCount,
  search,
  getProductHref,
  onCategoryChange,
  onPageChange,
  onClearSearch,
  onOpenProduct,
  onRetry,
  renderProductAction,
  heading,
}: ProductCatalogueProps<P>) {
  const { t } = useLingui();
  const results = () =>
    status === 'error' ? (
      <ErrorState
        message={t`The products could not be loaded. Check your connection and try again.`}
        onRetry={onRetry}
      />
    ) : (
      <div className="flex flex-col gap-8">
        <ProductGrid
          status={status === 'loading' ? 'loading' : 'ready'}
          products={products}
          getHref={getProductHref}
          onOpen={onOpenProduct}
          renderAction={renderProductAction}
          emptyHint={
            search ? t`Try another name, or clear the search.` : t`New products for this category are on their way.`
          }
        />
        <Pagination page={page} totalCount={totalCount} onPageChange={onPageChange} />
      </div>
    );
  return (
    <section className="flex flex-col gap-6">
      {heading}
      {search ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="font-heading text-section text-heading">
              <Trans>
                Results for “{search}” <span className="text-copy text-muted">({totalCount})</span>
              </Trans>
            </h2>
            {onClearSearch ? (
              <button
                type="button"
                onClick={onClearSearch}
                className="min-h-11 rounded-chip px-3 font-semibold text-primary-text underline focus-visible:outline-3 focus-visible:outline-focus"
              >
                {t`Clear search`}
              </button>
            ) : null}
          </div>
          {results()}
        </>
      ) : (
        <CategoryTabs value={category} onChange={onCategoryChange}>
          {results}
        </CategoryTabs>
      )}
    </section>
  );
}
