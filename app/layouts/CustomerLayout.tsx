import { Outlet, useLocation, useNavigate } from 'react-router';
import { CustomerNavBar, type CustomerTab } from '../../src/components/CustomerNavBar';
import { Footer } from '../../src/components/Footer';
import { useProfile } from '../api/profile';
import { useCarts } from '../carts';
import { paths } from '../paths';

const TAB_BY_PATH: Record<string, CustomerTab> = {
  [paths.custHome]: 'home',
  [paths.custProducts]: 'products',
  '/cust/product-d': 'products',
  [paths.cart]: 'cart',
  [paths.history]: 'history',
};

/** The customer pages' frame: nav bar (search, cart badge, profile photo), the page, the footer. */
export function CustomerLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { count } = useCarts();
  const profile = useProfile();
  return (
    <div className="flex min-h-screen flex-col bg-surface-sunken">
      <CustomerNavBar
        active={TAB_BY_PATH[pathname]}
        onSearch={({ query }) => navigate(paths.searchProducts(query))}
        photoUrl={profile.data?.image ?? null}
        cartCount={count}
        profileHref={paths.custProfile}
      />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <Footer year={new Date().getFullYear()} />
    </div>
  );
}
