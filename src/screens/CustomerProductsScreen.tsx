import { useLingui } from '@lingui/react/macro';
import type { GridProduct } from '../components/ProductGrid';
import { ProductCatalogue, type ProductCatalogueProps } from './ProductCatalogue';
import { PageHeading } from '../components/PageHeading';

/** The customer's catalogue: Coffee, Non-coffee and Foods, 10 cards a page, and search results. */
export type CustomerProductsScreenProps<P extends GridProduct> = Omit<ProductCatalogueProps<P>, 'heading'>;

export function CustomerProductsScreen<P extends GridProduct>(props: CustomerProductsScreenProps<P>) {
  const { t } = useLingui();
  return (
    <ProductCatalogue
      {...props}
      heading={
        <header className="text-center">
          <PageHeading>{t`Our Products`}</PageHeading>
          <p className="text-body">{t`Choose a category, then a product to pick its size and amount.`}</p>
        </header>
      }
    />
  );
}
