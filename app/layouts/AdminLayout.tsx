import { useLocation, useNavigate } from 'react-router';
import { ADMIN_TABS, AdminNavBar, STAFF_TABS, type AdminTab } from '../../src/components/AdminNavBar';
import { useProfile } from '../api/profile';
import { paths } from '../paths';
import { useSession } from '../state/session';
import { SignedInFrame } from './SignedInFrame';

const TAB_BY_PATH: Record<string, AdminTab> = {
  [paths.adminHome]: 'home',
  [paths.adminProducts]: 'products',
  [paths.addProduct]: 'products',
  [paths.editProductPage]: 'products',
  [paths.optionGroups]: 'choices',
  [paths.orderList]: 'orders',
  [paths.orderDetail]: 'orders',
  [paths.dashboard]: 'dashboard',
  [paths.queue]: 'queue',
  [paths.memberLookup]: 'member',
  [paths.staff]: 'staff',
  [paths.shopSettings]: 'shop',
  [paths.menuAvailability]: 'availability',
};

/**
 * The back office's frame: the bar (the admin's sections, or a barista's: docs/product.md#staff), the
 * page, the footer. A barista's search looks in Menu availability, the admin's in the product list.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const profile = useProfile();
  const { role } = useSession();
  const isAdmin = role === 'admin';
  return (
    <SignedInFrame
      nav={
        <AdminNavBar
          tabs={isAdmin ? ADMIN_TABS : STAFF_TABS}
          active={TAB_BY_PATH[pathname]}
          onSearch={({ query }) =>
            navigate(isAdmin ? paths.searchAdminProducts(query) : paths.searchMenuAvailability(query))
          }
          photoUrl={profile.data?.image ?? null}
          profileHref={paths.adminProfile}
        />
      }
    />
  );
}
