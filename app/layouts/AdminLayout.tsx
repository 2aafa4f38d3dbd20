import { useLocation, useNavigate } from 'react-router';
import { AdminNavBar, type AdminTab } from '../../src/components/AdminNavBar';
import { useProfile } from '../api/profile';
import { paths } from '../paths';
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
};

/** The admin pages' frame: admin bar (search, profile photo or the default picture), the page, the footer. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const profile = useProfile();
  return (
    <SignedInFrame
      nav={
        <AdminNavBar
          active={TAB_BY_PATH[pathname]}
          onSearch={({ query }) => navigate(paths.searchAdminProducts(query))}
          photoUrl={profile.data?.image ?? null}
          profileHref={paths.adminProfile}
        />
      }
    />
  );
}
