import { useLingui } from '@lingui/react/macro';
import { AdminProductsScreen } from '../../src/screens/AdminProductsScreen';
import { paths } from '../paths';
import { useCatalogue } from '../hooks/useCatalogue';
import { useProductSoldOutSwitch } from '../hooks/useSoldOutSwitch';
import { PageTitle } from '../views/PageTitle';

/** `/admin/product-admin`: the catalogue by category, each card opening its edit page or going sold out in one tap. */
export function AdminProductsRoute() {
  const { t } = useLingui();
  const catalogue = useCatalogue();
  const soldOut = useProductSoldOutSwitch(catalogue.products);
  return (
    <>
      <PageTitle page={t`Products`} />
      <AdminProductsScreen
        {...catalogue}
        {...soldOut}
        addProductHref={paths.addProduct}
        getProductHref={(product) => paths.editProduct(product.id)}
      />
    </>
  );
}
