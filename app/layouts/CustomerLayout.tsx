import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { CustomerNavBar, type CustomerTab } from '../../src/components/CustomerNavBar';
import { VisitorNavBar } from '../../src/components/VisitorNavBar';
import { useProfile } from '../api/profile';
import { useCarts } from '../state/carts';
import { useSession } from '../state/session';
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

/**
 * The customer pages' frame: nav bar (search, cart badge, profile photo), the page, the footer. A
 * visitor browsing the menu gets the visitor's bar instead, whose ways in bring them back to the page
 * they were on (docs/product.md, "A menu anyone can browse").
 */
export function CustomerLayout() {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { session } = useSession();
  const { count } = useCarts();
  const profile = useProfile(session !== null);
  const here = `${pathname}${search}`;
  return (
    <SignedInFrame
      nav={
        session ? (
          <CustomerNavBar
            active={TAB_BY_PATH[pathname]}
            onSearch={({ query }) => navigate(paths.searchProducts(query))}
            photoUrl={profile.data?.image ?? null}
            cartCount={count}
            profileHref={paths.custProfile}
          />
        ) : (
          <VisitorNavBar
            brandHref={paths.landing}
            links={[
              { label: t`Home`, href: paths.landing },
              { label: t`Product`, href: paths.custProducts, isCurrent: TAB_BY_PATH[pathname] === 'products' },
              { label: t`Your Cart`, href: paths.loginThen(paths.cart) },
              { label: t`History`, href: paths.loginThen(paths.history) },
            ]}
            loginHref={paths.loginThen(here)}
            signupHref={paths.signupThen(here)}
          />
        )
      }
    />
  );
}
