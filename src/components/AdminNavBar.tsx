import { NavBar, type NavLink } from './NavBar';

export type AdminTab = 'home' | 'products' | 'orders' | 'dashboard';

const LINKS: readonly NavLink<AdminTab>[] = [
  { key: 'home', label: 'Home', href: '/admin/home' },
  { key: 'products', label: 'Products', href: '/admin/product-admin' },
  { key: 'orders', label: 'Orders', href: '/admin/bmanage-order' },
  { key: 'dashboard', label: 'Dashboard', href: '/admin/dashboard' },
];

/** The admin's bar: Home, Products, Orders, Dashboard, search and the photo (a default picture if none). */
export interface AdminNavBarProps {
  active?: AdminTab;
  onSearch: (query: { query: string }) => void;
  photoUrl?: string | null;
  profileHref?: string;
  links?: readonly NavLink<AdminTab>[];
  className?: string;
}

export function AdminNavBar({
  active,
  onSearch,
  photoUrl,
  profileHref = '/admin/profile',
  links = LINKS,
  className,
}: AdminNavBarProps) {
  return (
    <NavBar
      brandHref="/admin/home"
      links={links}
      active={active}
      onSearch={onSearch}
      photoUrl={photoUrl}
      profileHref={profileHref}
      className={className}
    />
  );
}
