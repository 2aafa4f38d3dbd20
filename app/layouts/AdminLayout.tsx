import { Outlet, useLocation, useNavigate } from 'react-router';
import { AdminNavBar, type AdminTab } from '../../src/components/AdminNavBar';
import { Footer } from '../../src/components/Footer';
import { useProfile } from '../api/profile';
import { paths } from '../paths';

const TAB_BY_PATH: Record<string, AdminTab> = {
  [paths.adminHome]: 'home',
  [paths.adminProducts]: 'products',
  [paths.addProduct]: 'products',
  '/admin/edit-product': 'products',
  [paths.orderList]: 'orders',
  [paths.orderDetail]: 'orders',
  [paths.dashboard]: 'dashboard',
};

/** The admin pages' frame: admin bar (search, profile photo or the default picture), the page, the footer. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const profile = useProfile();
  return (
    <div className="flex min-h-screen flex-col bg-surface-sunken">
      <AdminNavBar
        active={TAB_BY_PATH[pathname]}
        onSearch={({ query }) => navigate(paths.searchAdminProducts(query))}
        photoUrl={profile.data?.image ?? null}
        profileHref={paths.adminProfile}
      />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <Footer year={new Date().getFullYear()} />
    </div>
  );
}
