import { msg } from '@lingui/core/macro';
import { NavBar, navLinks } from './NavBar';

/** The admin's sections; `active` names one of them. */
export type AdminTab = 'home' | 'products' | 'choices' | 'orders' | 'queue' | 'dashboard';

const LABELS = [
  ['home', msg`Home`],
  ['products', msg`Products`],
  // The option groups (Milk, Sugar…) the products offer, beside the products they belong to.
  ['choices', msg`Choices`],
  ['orders', msg`Orders`],
  // The barista's live queue (live orders); the old site's four tabs keep their names and places.
  ['queue', msg`Queue`],
  ['dashboard', msg`Dashboard`],
] as const;

/** The admin routes of docs/product.md#route-table, used when the app passes no hrefs of its own. */
export const ADMIN_NAV_HREFS: Record<AdminTab, string> = {
  home: '/admin/home',
  products: '/admin/product-admin',
  choices: '/admin/option-groups',
  orders: '/admin/bmanage-order',
  queue: '/admin/queue',
  dashboard: '/admin/dashboard',
};

/** The admin's bar: Home, Products, Choices, Orders, Queue, Dashboard, search and the photo (a default picture if none). */
export interface AdminNavBarProps {
  /** The section being shown: highlighted and marked aria-current="page". */
  active?: AdminTab;
  onSearch: (search: { query: string }) => void;
  /** The profile photo; without one a drawn default picture shows. */
  photoUrl?: string | null;
  profileHref?: string;
  /** The phone menu starts open, so its open state can be reviewed at rest. */
  defaultMenuOpen?: boolean;
  /** Hrefs per section; any left out fall back to those routes. */
  links?: Partial<Record<AdminTab, string>>;
  className?: string;
}

/** The admin's navigation bar: the same layout as the customer's, with the admin's sections. */
export function AdminNavBar({
  active,
  onSearch,
  photoUrl,
  profileHref = '/admin/profile',
  links,
  defaultMenuOpen,
  className,
}: AdminNavBarProps) {
  const items = navLinks(LABELS, ADMIN_NAV_HREFS, links);
  return (
    <NavBar
      brandHref={links?.home ?? ADMIN_NAV_HREFS.home}
      links={items}
      active={active}
      onSearch={onSearch}
      photoUrl={photoUrl}
      profileHref={profileHref}
      defaultMenuOpen={defaultMenuOpen}
      className={className}
    />
  );
}
