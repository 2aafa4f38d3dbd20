import type { ReactNode } from 'react';
import { ProductCard } from './ProductCard';
import { cn } from './styles';

/** The product facts a grid needs, as the product list answers them. */
export interface GridProduct {
  id: number;
  name: string;
  price: number;
  images: string | null;
}

/** A responsive grid of product cards with loading and empty states. */
export interface ProductGridProps<P extends GridProduct> {
  status: 'loading' | 'ready';
  products: readonly P[];
  getHref: (product: P) => string;
  onOpen?: (event: { productId: number }) => void;
  emptyTitle?: string;
  emptyHint?: ReactNode;
  className?: string;
}

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 lg:grid-cols-5';

export function ProductGrid<P extends GridProduct>({
  status,
  products,
  getHref,
  onOpen,
  emptyTitle = 'No products found',
  emptyHint,
  className,
}: ProductGridProps<P>) {
  if (status === 'loading') {
    return (
      <div className={className}>
        <p role="status" className="sr-only">
          Loading products
        </p>
        <ul aria-hidden="true" className={GRID}>
          {Array.from({ length: 10 }, (_, index) => (
            <li
              key={index}
              className="mt-12 flex flex-col items-center gap-3 rounded-card bg-surface p-4 pt-0 shadow-soft"
            >
              <span className="-mt-12 block size-28 animate-pulse rounded-full bg-placeholder motion-reduce:animate-none" />
              <span className="h-5 w-3/4 animate-pulse rounded-chip bg-placeholder motion-reduce:animate-none" />
              <span className="h-4 w-1/2 animate-pulse rounded-chip bg-placeholder motion-reduce:animate-none" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <div className={cn('flex flex-col items-center gap-2 rounded-card bg-surface-alt p-10 text-center', className)}>
        <p className="font-heading text-section text-heading">{emptyTitle}</p>
        {emptyHint ? <p className="text-body">{emptyHint}</p> : null}
      </div>
    );
  }
  return (
    <ul className={cn(GRID, className)}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            productId={product.id}
            name={product.name}
            price={product.price}
            image={product.images}
            href={getHref(product)}
            onOpen={onOpen}
          />
        </li>
      ))}
    </ul>
  );
}
