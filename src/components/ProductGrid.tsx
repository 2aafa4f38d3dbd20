import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { ProductCard } from './ProductCard';
import { cn } from './styles';

/** The product facts a grid needs. */
export interface GridProduct {
  id: number;
  name: string;
  price: number;
  /** The photo's address; null shows the placeholder surface. */
  image: string | null;
  /** Units left, when the list answers it; 0 marks the card sold out. */
  stock?: number;
}

/** What the grid is showing: skeleton cards, the products (or the empty message), or a failed load. */
export type ProductGridStatus = 'loading' | 'ready' | 'error';

/** A responsive grid of product cards with loading, empty and error states. */
export interface ProductGridProps<P extends GridProduct> {
  status: ProductGridStatus;
  products: readonly P[];
  getHref: (product: P) => string;
  onOpen?: (event: { productId: number }) => void;
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
const PULSE = 'animate-pulse bg-placeholder motion-reduce:animate-none';

/** Skeleton cards drawn in the card's own shape so nothing jumps when the products arrive. */
function SkeletonCards({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className={GRID}>
      {Array.from({ length: count }, (_, index) => (
        <li
          key={index}
          data-skeleton
          className="mt-12 flex flex-col items-center gap-3 rounded-card bg-surface p-4 pt-0 shadow-soft"
        >
          <span className={cn('-mt-12 block size-28 rounded-full', PULSE)} />
          <span className={cn('h-5 w-3/4 rounded-chip', PULSE)} />
          <span className={cn('h-4 w-1/2 rounded-chip', PULSE)} />
        </li>
      ))}
    </ul>
  );
}

/** The catalogue's page of products: one link per card, skeletons while loading, a friendly empty message. */
export function ProductGrid<P extends GridProduct>({
  status,
  products,
  getHref,
  onOpen,
  emptyTitle = 'No products found',
  emptyHint,
  errorMessage = 'The products could not be loaded.',
  onRetry,
  skeletonCount = 10,
  className,
}: ProductGridProps<P>) {
  if (status === 'loading') {
    return (
      <div data-status="loading" className={className}>
        <p role="status" className="sr-only">
          Loading products
        </p>
        <SkeletonCards count={skeletonCount} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div data-status="error" className={className}>
        <ErrorState title="Products unavailable" message={errorMessage} onRetry={onRetry} />
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <div data-status="empty" className={className}>
        <EmptyState title={emptyTitle} text={emptyHint} />
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
            isSoldOut={product.stock === 0}
            href={getHref(product)}
            onOpen={onOpen}
          />
        </li>
      ))}
    </ul>
  );
}
