import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { POPUPS } from '../../src/domain/messages';
import { AddProductScreen } from '../../src/screens/AddProductScreen';
import { errorText } from '../api/client';
import { useOptionGroups } from '../api/optionGroups';
import { useCreateProduct } from '../api/saveProduct';
import { paths } from '../paths';
import { usePopups } from '../state/popups';
import { PageTitle } from '../views/PageTitle';
import { productFormGroups } from '../views/adminOptionGroups';
import { useHasCamera } from '../browser/camera';

/** `/admin/add-product`: a saved product is announced by name and shown in the list. */
export function AddProductRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const hasCamera = useHasCamera();
  const { alert } = usePopups();
  const groups = useOptionGroups();
  const optionGroups = useMemo(() => (groups.data ? productFormGroups(groups.data.data) : undefined), [groups.data]);
  const create = useCreateProduct();
  return (
    <>
      <PageTitle page={t`Add product`} />
      <AddProductScreen
        canUseCamera={hasCamera}
        optionGroups={optionGroups}
        optionGroupsHref={paths.optionGroups}
        isPending={create.isPending}
        onCancel={() => navigate(paths.adminProducts)}
        onSubmit={(submission) =>
          create.mutate(submission, {
            onSuccess: ({ result }) => {
              navigate(paths.adminProductsInCategory(result.category_id));
              const name = result.name;
              void alert({ tone: 'success', title: POPUPS.doneTitle, text: t`${name} has been added` });
            },
            onError: (error) => void alert({ tone: 'warning', title: POPUPS.warningTitle, text: errorText(error) }),
          })
        }
      />
    </>
  );
}
