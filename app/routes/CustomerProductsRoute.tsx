import { useLingui } from '@lingui/react/macro';
import { CustomerProductsScreen } from '../../src/screens/CustomerProductsScreen';
import { paths } from '../paths';
import { useSession } from '../state/session';
import { useCatalogue } from '../hooks/useCatalogue';
import { useShopStatus } from '../hooks/useShopStatus';
import { PageTitle } from '../views/PageTitle';

/** `/cust/product`, open to visitors too: tabs, pages of 10, search; a card opens the detail (edit-product for an admin). */
export function CustomerProductsRoute() {
  const { t } = useLingui();
  const { role } = useSession();
  const catalogue = useCatalogue();
  const shopStatus = useShopStatus();
  return (
    <>
      <PageTitle page={t`Products`} />
      <CustomerProductsScreen
        {...catalogue}
        shopStatus={shopStatus}
        getProductHref={(product) =>
          role === 'admin' ? paths.editProduct(product.id) : paths.productDetail(product.id)
        }
      />
    </>
  );
}
