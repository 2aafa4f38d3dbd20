import { useLingui } from '@lingui/react/macro';
import { ShopSettingsScreen } from '../../src/screens/ShopSettingsScreen';
import { shopDate } from '../../src/domain/shopHours';
import { ApiError, errorText } from '../api/client';
import { useShop } from '../api/shop';
import { useUpdateShop } from '../api/shopSettings';
import { shopSettingsChange, shopSettingsFieldOf, shopSettingsValue } from '../views/shopView';
import { PageTitle } from '../views/PageTitle';

/** `/admin/shop`, admin: the shop's hours, closed dates, tax, fee and delivery window (docs/product.md#admin-screens). */
export function ShopSettingsRoute() {
  const { t } = useLingui();
  const shop = useShop();
  const update = useUpdateShop();
  // A 400 names its field at the start of its message: it stands beside that field.
  const refusal = update.isError ? errorText(update.error) : null;
  const field = update.error instanceof ApiError && refusal ? shopSettingsFieldOf(refusal) : null;
  return (
    <>
      <PageTitle page={t`Shop settings`} />
      <ShopSettingsScreen
        status={shop.data ? 'ready' : shop.isError ? 'error' : 'loading'}
        settings={shop.data ? shopSettingsValue(shop.data) : null}
        today={shopDate(new Date())}
        onRetry={() => void shop.refetch()}
        onSave={({ settings }) => update.mutate(shopSettingsChange(settings))}
        isSaving={update.isPending}
        isSaved={update.isSuccess}
        fieldErrors={field && refusal ? { [field]: refusal } : {}}
        serverError={refusal && !field ? refusal : null}
      />
    </>
  );
}
