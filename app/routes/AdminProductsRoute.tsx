import { AdminProductsScreen } from '../../src/screens/AdminProductsScreen';
import { paths } from '../paths';
import { useCatalogue } from '../hooks/useCatalogue';
import { PageTitle } from '../views/PageTitle';

/** `/admin/product-admin`: the catalogue by category, each card opening its edit page. */
export function AdminProductsRoute() {
  const catalogue = useCatalogue();
  return (
    <>
      <PageTitle page="Products" />
      <AdminProductsScreen
        {...catalogue}
        addProductHref={paths.addProduct}
        getProductHref={(product) => paths.editProduct(product.id)}
      />
    </>
  );
}
