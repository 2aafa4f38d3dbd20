import { useLingui } from '@lingui/react/macro';
import type { GridProduct } from '../components/ProductGrid';
import { ProductCatalogue, type ProductCatalogueProps } from './ProductCatalogue';
import { PageHeading } from '../components/PageHeading';

/** The admin's product list: the same tabs and pages, a card opens edit, and 'Add new product'. */
export interface AdminProductsScreenProps<P extends GridProduct> extends Omit<ProductCatalogueProps<P>, 'heading'> {
  addProductHref: string;
}

export function AdminProductsScreen<P extends GridProduct>({ addProductHref, ...props }: AdminProductsScreenProps<P>) {
  const { t } = useLingui();
  return (
    <ProductCatalogue
      {...props}
      heading={
        <header className="flex flex-wrap items-center justify-between gap-4">
          <PageHeading>{t`Products`}</PageHeading>
          <a
            href={addProductHref}
            className="inline-flex min-h-11 items-center rounded-card bg-accent px-6 font-bold text-on-accent shadow-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {t`Add new product`}
          </a>
        </header>
      }
    />
  );
}
