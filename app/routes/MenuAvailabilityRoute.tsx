import { useLingui } from '@lingui/react/macro';
import { AdminProductsScreen } from '../../src/screens/AdminProductsScreen';
import { paths } from '../paths';
import { useCatalogue } from '../hooks/useCatalogue';
import { useProductSoldOutSwitch } from '../hooks/useSoldOutSwitch';
import { PageTitle } from '../views/PageTitle';

/**
 * `/admin/menu-availability`, staff and admins: the product list with only its "Sold out" switches
 * (docs/product.md#staff); a card opens the product's page as customers see it, never its editing.
 */
export function MenuAvailabilityRoute() {
  const { t } = useLingui();
  const catalogue = useCatalogue();
  const soldOut = useProductSoldOutSwitch(catalogue.products);
  return (
    <>
      <PageTitle page={t`Menu availability`} />
      <AdminProductsScreen
        {...catalogue}
        {...soldOut}
        isAvailabilityOnly
        getProductHref={(product) => paths.productDetail(product.id)}
      />
    </>
  );
}
