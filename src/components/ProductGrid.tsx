import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { ProductCard } from './ProductCard';
import { Skeleton } from './Skeleton';
import { cn } from './styles';

/** The product facts a grid needs. */
export interface GridProduct {
  id: number;
  name: string;
  price: number;
  /** The photo's address; null shows the placeholder surface. */
  image: string | null;
  /** The photo at other widths (`srcset`). */
  imageSrcSet?: string;
  /** Units left, when the list answers it; 0 marks the card sold out. */
  stock?: number;
  /** Taken off the menu for now by the shop: the card says "Sold out". */
  soldOut?: boolean;
}

/** What the grid is showing: skeleton cards, the products (or the empty message), or a failed load. */
export type ProductGridStatus = 'loading' | 'ready' | 'error';

/** A responsive grid of product cards with loading, empty and error states. */
export interface ProductGridProps<P extends GridProduct> {
  status: ProductGridStatus;
  products: readonly P[];
  getHref: (product: P) => string;
  onOpen?: (event: { productId: number }) => void;
  /** A control under each card's price (the admin's sold-out switch). */
  renderAction?: (product: P) => ReactNode;
  emptyTitle?: string;
  /** A way forward under 'No products found' (another category, clearing the search). */
  emptyHint?: ReactNode;
  /** Shown when the status is 'error'. */
  errorMessage?: string;
  /** Raised by the error state's 'Try again'; without it no button shows. */
  onRetry?: () => void;
  /** Skeleton cards while loading; a page holds 10 products. */
  skeletonCount?: number;
  className?: string;
}

/** Two columns fit a 360px phone; the desktop row holds a page's five. */
// Rows leave room for the photo that rises above each card.
const GRID = 'grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 lg:grid-cols-5';
/** The catalogue's page of products: one link per card, skeletons while loading, a friendly empty message. */
export function ProductGrid<P extends GridProduct>({
  status,
  products,
  getHref,
  onOpen,
  renderAction,
  emptyTitle,
  emptyHint,
  errorMessage,
  onRetry,
  skeletonCount = 10,
  className,
}: ProductGridProps<P>) {
  const { t } = useLingui();
  if (status === 'loading') {
    return (
      <div data-status="loading" className={className}>
        <p role="status" className="sr-only">
          {t`Loading products`}
        </p>
        {/* Tiles in the card's own shape and the same grid, so nothing jumps when the products arrive. */}
        <div aria-hidden="true" data-skeleton="product-grid">
          <Skeleton shape="tile" count={skeletonCount} label={null} className={GRID} />
        </div>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div data-status="error" className={className}>
        <ErrorState
          title={t`Products unavailable`}
          message={errorMessage ?? t`The products could not be loaded.`}
          onRetry={onRetry}
        />
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <div data-status="empty" className={className}>
        <EmptyState title={emptyTitle ?? t`No products found`} text={emptyHint} />
      </div>
    );
  }
  return (
    <ul data-status="ready" className={cn(GRID, className)}>
      {products.map((product) => (
        <li key={product.id} className="flex min-w-0 flex-col">
          <ProductCard
            productId={product.id}
            name={product.name}
            price={product.price}
            image={product.image}
            imageSrcSet={product.imageSrcSet}
            isSoldOut={Boolean(product.soldOut) || product.stock === 0}
            href={getHref(product)}
            onOpen={onOpen}
            action={renderAction?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}
