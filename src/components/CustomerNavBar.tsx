import { msg } from '@lingui/core/macro';
import { NavBar, navLinks } from './NavBar';

/** The customer's sections; `active` names one of them. */
export type CustomerTab = 'home' | 'products' | 'cart' | 'history';

const LABELS = [
  ['home', msg`Home`],
  ['products', msg`Products`],
  ['cart', msg`Your Cart`],
  ['history', msg`History`],
] as const;

/** The customer routes of docs/product.md#route-table, used when the app passes no hrefs of its own. */
export const CUSTOMER_NAV_HREFS: Record<CustomerTab, string> = {
  home: '/cust/home',
  products: '/cust/product',
  cart: '/cust/cart',
  history: '/cust/history',
};

/** The customer's bar: Home, Products, Your Cart, History, search and the profile photo. */
export interface CustomerNavBarProps {
  /** The section being shown: highlighted and marked aria-current="page". */
  active?: CustomerTab;
  onSearch: (search: { query: string }) => void;
  /** The profile photo; without one a drawn default picture shows. */
  photoUrl?: string | null;
  /** Items in the cart, shown as a badge on Your Cart when above 0. */
  cartCount?: number;
  profileHref?: string;
  /** The phone menu starts open, so its open state can be reviewed at rest. */
  defaultMenuOpen?: boolean;
  /** Hrefs per section; any left out fall back to those routes. */
  links?: Partial<Record<CustomerTab, string>>;
  className?: string;
}

/** The customer's navigation bar. */
export function CustomerNavBar({
  active,
  onSearch,
  photoUrl,
  cartCount,
  profileHref = '/cust/profile',
  links,
  defaultMenuOpen,
  className,
}: CustomerNavBarProps) {
  const items = navLinks(LABELS, CUSTOMER_NAV_HREFS, links);
  return (
    <NavBar
      brandHref={links?.home ?? CUSTOMER_NAV_HREFS.home}
      links={items}
      active={active}
      onSearch={onSearch}
      photoUrl={photoUrl}
      profileHref={profileHref}
      defaultMenuOpen={defaultMenuOpen}
      badges={{ cart: cartCount }}
      phoneShortcut="cart"
      className={className}
    />
  );
}
