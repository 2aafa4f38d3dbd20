import type { GridProduct } from '../components/ProductGrid';
import { ProductCatalogue, type ProductCatalogueProps } from './ProductCatalogue';

/** The customer's catalogue: Coffee, Non-coffee and Foods, 10 cards a page, and search results. */
export type CustomerProductsScreenProps<P extends GridProduct> = Omit<ProductCatalogueProps<P>, 'heading'>;

export function CustomerProductsScreen<P extends GridProduct>(props: CustomerProductsScreenProps<P>) {
  return (
    <ProductCatalogue
      {...props}
      heading={
        <header className="text-center">
          <h1 className="font-heading text-title text-heading">Our Products</h1>
          <p className="text-body">Choose a category, then a product to pick its size and amount.</p>
        </header>
      }
    />
  );
}
