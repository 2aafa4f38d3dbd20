import { useLingui } from '@lingui/react/macro';
import type { GridProduct } from '../components/ProductGrid';
import { ProductCatalogue, type ProductCatalogueProps } from './ProductCatalogue';
import { PageHeading } from '../components/PageHeading';
import { SoldOutSwitch } from '../components/SoldOutSwitch';
import { Toast } from '../components/Toast';

/** The admin's product list: the same tabs and pages, a card opens edit, and 'Add new product'. */
export interface AdminProductsScreenProps<P extends GridProduct> extends Omit<ProductCatalogueProps<P>, 'heading'> {
  addProductHref: string;
  /** One tap on a card's "Sold out" switch; without it the cards have no switch. */
  onSoldOutChange?: (change: { productId: number; soldOut: boolean }) => void;
  /** Products whose switch is on its way to the server (already shown switched). */
  pendingSoldOutIds?: readonly number[];
  /** Why the last switch did not take (it is back as it was). */
  soldOutError?: string | null;
  onDismissSoldOutError?: () => void;
}

export function AdminProductsScreen<P extends GridProduct>({
  addProductHref,
  onSoldOutChange,
  pendingSoldOutIds = [],
  soldOutError,
  onDismissSoldOutError,
  ...props
}: AdminProductsScreenProps<P>) {
  const { t } = useLingui();
  return (
    <ProductCatalogue
      {...props}
      renderProductAction={
        onSoldOutChange
          ? (product) => (
              <SoldOutSwitch
                name={product.name}
                isSoldOut={Boolean(product.soldOut)}
                isPending={pendingSoldOutIds.includes(product.id)}
                onChange={({ soldOut }) => onSoldOutChange({ productId: product.id, soldOut })}
              />
            )
          : undefined
      }
      heading={
        <>
          <header className="flex flex-wrap items-center justify-between gap-4">
            <PageHeading>{t`Products`}</PageHeading>
            <a
              href={addProductHref}
              className="inline-flex min-h-11 items-center rounded-card bg-accent px-6 font-bold text-on-accent shadow-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {t`Add new product`}
            </a>
          </header>
          {soldOutError ? (
            <Toast tone="error" message={soldOutError} onDismiss={() => onDismissSoldOutError?.()} />
          ) : null}
        </>
      }
    />
  );
}
