import { NavBar, type NavLink } from './NavBar';

export type CustomerTab = 'home' | 'products' | 'cart' | 'history';

const LINKS: readonly NavLink<CustomerTab>[] = [
  { key: 'home', label: 'Home', href: '/cust/home' },
  { key: 'products', label: 'Products', href: '/cust/product' },
  { key: 'cart', label: 'Your Cart', href: '/cust/cart' },
  { key: 'history', label: 'History', href: '/cust/history' },
];

/** The customer's bar: Home, Products, Your Cart, History, search and the profile photo. */
export interface CustomerNavBarProps {
  active?: CustomerTab;
  onSearch: (query: { query: string }) => void;
  photoUrl?: string | null;
  cartCount?: number;
  profileHref?: string;
  links?: readonly NavLink<CustomerTab>[];
  className?: string;
}

export function CustomerNavBar({
  active,
  onSearch,
  photoUrl,
  cartCount,
  profileHref = '/cust/profile',
  links = LINKS,
  className,
}: CustomerNavBarProps) {
  return (
    <NavBar
      brandHref="/cust/home"
      links={links}
      active={active}
      onSearch={onSearch}
      photoUrl={photoUrl}
      profileHref={profileHref}
      badges={{ cart: cartCount }}
      className={className}
    />
  );
}
