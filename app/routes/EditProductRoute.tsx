import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { POPUPS } from '../../src/domain/messages';
import { EditProductScreen } from '../../src/screens/EditProductScreen';
import { errorText } from '../api/client';
import { useOptionGroups } from '../api/optionGroups';
import { useDeleteProduct } from '../api/deleteProduct';
import { useProduct } from '../api/product';
import { useUpdateProduct } from '../api/saveProduct';
import { paths } from '../paths';
import { usePopups } from '../state/popups';
import { productDraft } from '../views/productDraft';
import { screenStatus } from '../views/screenStatus';
import { PageTitle } from '../views/PageTitle';
import { productFormGroups } from '../views/adminOptionGroups';
import { useHasCamera } from '../browser/camera';

/** `/admin/edit-product?id=`: change any field (flags can be reset), or delete after a confirmation. */
export function EditProductRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const isValidId = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const hasCamera = useHasCamera();
  const { alert } = usePopups();
  const groups = useOptionGroups();
  const optionGroups = useMemo(() => (groups.data ? productFormGroups(groups.data.data) : undefined), [groups.data]);
  const product = useProduct(isValidId ? id : 0);
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  // Counts this admin's own saves: after one, the form starts again from what was stored.
  const [saves, setSaves] = useState(0);
  const failed = (error: unknown) => void alert({ tone: 'error', title: POPUPS.failedTitle, text: errorText(error) });
  return (
    <>
      <PageTitle page={t`Edit product`} />
      <EditProductScreen
        canUseCamera={hasCamera}
        optionGroups={optionGroups}
        optionGroupsHref={paths.optionGroups}
        // Keyed on the product and this admin's saves, not on each fetch: a background refetch (a
        // reconnect) keeps the draft, and the screen asks when the product changed elsewhere.
        key={`${id}:${saves}`}
        status={isValidId ? screenStatus(product) : 'notFound'}
        product={product.data ? productDraft(product.data) : null}
        isPending={update.isPending}
        isDeleting={remove.isPending}
        onRetry={() => void product.refetch()}
        onCancel={() => navigate(paths.adminProducts)}
        onSubmit={(submission) =>
          update.mutate(
            { ...submission, id },
            {
              onSuccess: ({ result }) => {
                setSaves((count) => count + 1);
                const name = result.name;
                void alert({ tone: 'success', title: POPUPS.doneTitle, text: t`${name} has been updated` });
              },
              onError: failed,
            },
          )
        }
        // The form asks 'Are you sure?' itself and shows the delete as pending.
        onDelete={() =>
          remove.mutate(id, {
            onSuccess: () => {
              navigate(paths.adminProducts, { replace: true });
              void alert({ tone: 'success', title: POPUPS.deletedTitle, text: POPUPS.deletedText });
            },
            onError: failed,
          })
        }
      />
    </>
  );
}
