import { useLingui } from '@lingui/react/macro';
import { isAdmin } from '../../src/domain/roles';
import { CustomerProductsScreen } from '../../src/screens/CustomerProductsScreen';
import { paths } from '../paths';
import { useSignedIn } from '../state/session';
import { useCatalogue } from '../hooks/useCatalogue';
import { PageTitle } from '../views/PageTitle';

/** `/cust/product`: tabs, pages of 10, search; a card opens the detail (edit-product for an admin). */
export function CustomerProductsRoute() {
  const { t } = useLingui();
  const { roleId } = useSignedIn();
  const catalogue = useCatalogue();
  return (
    <>
      <PageTitle page={t`Products`} />
      <CustomerProductsScreen
        {...catalogue}
        getProductHref={(product) =>
          isAdmin(roleId) ? paths.editProduct(product.id) : paths.productDetail(product.id)
        }
      />
    </>
  );
}
