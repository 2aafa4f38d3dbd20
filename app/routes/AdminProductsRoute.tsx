import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AdminProductsScreen } from '../../src/screens/AdminProductsScreen';
import { errorText } from '../api/client';
import { usePendingProductSoldOut, useProductSoldOut } from '../api/soldOut';
import { paths } from '../paths';
import { useCatalogue } from '../hooks/useCatalogue';
import { PageTitle } from '../views/PageTitle';

/** `/admin/product-admin`: the catalogue by category, each card opening its edit page or going sold out in one tap. */
export function AdminProductsRoute() {
  const { t } = useLingui();
  const catalogue = useCatalogue();
  const soldOut = useProductSoldOut();
  const pending = usePendingProductSoldOut();
  const [soldOutError, setSoldOutError] = useState<string | null>(null);
  return (
    <>
      <PageTitle page={t`Products`} />
      <AdminProductsScreen
        {...catalogue}
        addProductHref={paths.addProduct}
        getProductHref={(product) => paths.editProduct(product.id)}
        pendingSoldOutIds={pending}
        soldOutError={soldOutError}
        onDismissSoldOutError={() => setSoldOutError(null)}
        onSoldOutChange={(change) => {
          setSoldOutError(null);
          const name = catalogue.products.find((product) => product.id === change.productId)?.name ?? '';
          soldOut.mutate(change, {
            onError: (error) => {
              const reason = errorText(error);
              setSoldOutError(
                change.soldOut
                  ? t`${name} could not be marked sold out, so it is still on sale. ${reason}`
                  : t`${name} could not be put back on sale, so it is still sold out. ${reason}`,
              );
            },
          });
        }}
      />
    </>
  );
}
