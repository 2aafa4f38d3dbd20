import { useLocation, useNavigate } from 'react-router';
import { CustomerNavBar, type CustomerTab } from '../../src/components/CustomerNavBar';
import { useProfile } from '../api/profile';
import { useCarts } from '../state/carts';
import { paths } from '../paths';
import { SignedInFrame } from './SignedInFrame';

const TAB_BY_PATH: Record<string, CustomerTab> = {
  [paths.custHome]: 'home',
  [paths.custProducts]: 'products',
  [paths.productDetailPage]: 'products',
  [paths.cart]: 'cart',
  [paths.history]: 'history',
  [paths.orderTrackerPage]: 'history',
};

/** The customer pages' frame: nav bar (search, cart badge, profile photo), the page, the footer. */
export function CustomerLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { count } = useCarts();
  const profile = useProfile();
  return (
    <SignedInFrame
      nav={
        <CustomerNavBar
          active={TAB_BY_PATH[pathname]}
          onSearch={({ query }) => navigate(paths.searchProducts(query))}
          photoUrl={profile.data?.image ?? null}
          cartCount={count}
          profileHref={paths.custProfile}
        />
      }
    />
  );
}
