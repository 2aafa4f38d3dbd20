import { useLingui } from '@lingui/react/macro';
import { AdminProductsScreen } from '../../src/screens/AdminProductsScreen';
import { paths } from '../paths';
import { useCatalogue } from '../hooks/useCatalogue';
import { PageTitle } from '../views/PageTitle';

/** `/admin/product-admin`: the catalogue by category, each card opening its edit page. */
export function AdminProductsRoute() {
  const { t } = useLingui();
  const catalogue = useCatalogue();
  return (
    <>
      <PageTitle page={t`Products`} />
      <AdminProductsScreen
        {...catalogue}
        addProductHref={paths.addProduct}
        getProductHref={(product) => paths.editProduct(product.id)}
      />
    </>
  );
}
