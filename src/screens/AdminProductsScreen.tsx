import { useLingui } from '@lingui/react/macro';
import type { GridProduct } from '../components/ProductGrid';
import { ProductCatalogue, type ProductCatalogueProps } from './ProductCatalogue';
import { PageHeading } from '../components/PageHeading';
import { SoldOutSwitch } from '../components/SoldOutSwitch';
import { Toast } from '../components/Toast';

/**
 * The admin's product list: the same tabs and pages, a card opens edit, and 'Add new product'. A
 * barista's "Menu availability" is the same list with only the sold-out switches (docs/product.md#staff).
 */
export interface AdminProductsScreenProps<P extends GridProduct> extends Omit<ProductCatalogueProps<P>, 'heading'> {
  /** The "Add new product" link; left out on the barista's Menu availability. */
  addProductHref?: string;
  /** The barista's Menu availability: its own heading and words, no product editing. */
  isAvailabilityOnly?: boolean;
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
  isAvailabilityOnly,
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
            {isAvailabilityOnly ? (
              <div className="flex flex-col gap-2">
                <PageHeading>{t`Menu availability`}</PageHeading>
                <p className="max-w-2xl text-body">
                  {t`Switch a product to Sold out when it runs out: customers see it at once and cannot order it.`}
                </p>
              </div>
            ) : (
              <PageHeading>{t`Products`}</PageHeading>
            )}
            {addProductHref && !isAvailabilityOnly ? (
              <a
                href={addProductHref}
                className="inline-flex min-h-11 items-center rounded-card bg-accent px-6 font-bold text-on-accent shadow-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                {t`Add new product`}
              </a>
            ) : null}
          </header>
          {soldOutError ? (
            <Toast tone="error" message={soldOutError} onDismiss={() => onDismissSoldOutError?.()} />
          ) : null}
        </>
      }
    />
  );
}
