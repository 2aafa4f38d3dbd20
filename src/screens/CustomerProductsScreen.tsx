import { useLingui } from '@lingui/react/macro';
import type { GridProduct } from '../components/ProductGrid';
import { ProductCatalogue, type ProductCatalogueProps } from './ProductCatalogue';
import { PageHeading } from '../components/PageHeading';
import { ShopStatusNote, type ShopStatusNoteProps } from '../components/ShopStatusNote';

/** The customer's catalogue: Coffee, Non-coffee and Foods, 10 cards a page, and search results. */
export type CustomerProductsScreenProps<P extends GridProduct> = Omit<ProductCatalogueProps<P>, 'heading'> & {
  /** Whether the shop takes orders now, under the heading (docs/product.md, "Shop hours"). */
  shopStatus?: Omit<ShopStatusNoteProps, 'className'> | null;
};

export function CustomerProductsScreen<P extends GridProduct>({
  shopStatus = null,
  ...props
}: CustomerProductsScreenProps<P>) {
  const { t } = useLingui();
  return (
    <ProductCatalogue
      {...props}
      heading={
        <header className="text-center">
          <PageHeading>{t`Our Products`}</PageHeading>
          <p className="text-body">{t`Choose a category, then a product to pick its size and amount.`}</p>
          {shopStatus ? (
            <div className="mt-2 flex justify-center">
              <ShopStatusNote {...shopStatus} />
            </div>
          ) : null}
        </header>
      }
    />
  );
}
