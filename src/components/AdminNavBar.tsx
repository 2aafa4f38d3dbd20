import { msg } from '@lingui/core/macro';
import { NavBar, navLinks } from './NavBar';

/** The sections of the shop's back office; `active` names one of them. */
export type AdminTab =
  | 'home'
  | 'products'
  | 'choices'
  | 'orders'
  | 'queue'
  | 'member'
  | 'dashboard'
  | 'staff'
  | 'shop'
  | 'counter'
  | 'availability';

const LABELS = [
  ['home', msg`Home`],
  ['products', msg`Products`],
  // The option groups (Milk, Sugar…) the products offer, beside the products they belong to.
  ['choices', msg`Choices`],
  ['orders', msg`Orders`],
  // The barista's live queue (live orders); the old site's four tabs keep their names and places.
  ['queue', msg`Queue`],
  // The counter's look-up of a customer's member card (docs/product.md, "Member card"): staff and the owner.
  ['member', msg({ message: 'Member card', context: 'the back office section of the member card look-up' })],
  ['dashboard', msg`Dashboard`],
  ['staff', msg`Staff`],
  // The shop's hours, closed days, tax and shipping (docs/product.md, "Shop hours"): the owner's.
  ['shop', msg({ message: 'Shop', context: 'the back office section of the shop settings' })],
  ['counter', msg`Counter`],
  ['availability', msg`Menu availability`],
] as const;

/** The admin's sections, in the bar's order. */
export const ADMIN_TABS: readonly AdminTab[] = [
  'home',
  'products',
  'choices',
  'orders',
  'queue',
  'member',
  'dashboard',
  'staff',
  'shop',
];
/** A barista's sections (docs/product.md#staff): the shop's work, not its menu or its books. */
export const STAFF_TABS: readonly AdminTab[] = ['queue', 'member', 'orders', 'counter', 'availability'];

/** The admin routes of docs/product.md#route-table, used when the app passes no hrefs of its own. */
export const ADMIN_NAV_HREFS: Record<AdminTab, string> = {
  home: '/admin/home',
  products: '/admin/product-admin',
  choices: '/admin/option-groups',
  orders: '/admin/bmanage-order',
  queue: '/admin/queue',
  member: '/admin/member-card',
  dashboard: '/admin/dashboard',
  staff: '/admin/staff',
  shop: '/admin/shop',
  counter: '/status',
  availability: '/admin/menu-availability',
};

/** The back office's bar: the admin's sections (or a barista's), search and the photo (a default picture if none). */
export interface AdminNavBarProps {
  /** The section being shown: highlighted and marked aria-current="page". */
  active?: AdminTab;
  onSearch: (search: { query: string }) => void;
  /** The profile photo; without one a drawn default picture shows. */
  photoUrl?: string | null;
  profileHref?: string;
  /** The phone menu starts open, so its open state can be reviewed at rest. */
  defaultMenuOpen?: boolean;
  /** The sections shown, in order: the admin's by default, `STAFF_TABS` for a barista. */
  tabs?: readonly AdminTab[];
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
  tabs = ADMIN_TABS,
  links,
  defaultMenuOpen,
  className,
}: AdminNavBarProps) {
  const labels = tabs.flatMap((tab) => LABELS.filter(([key]) => key === tab));
  const items = navLinks(labels, ADMIN_NAV_HREFS, links);
  // The brand leads to the first section: Home for the admin, the queue for a barista.
  const first = tabs[0] ?? 'home';
  return (
    <NavBar
      brandHref={links?.[first] ?? ADMIN_NAV_HREFS[first]}
      links={items}
      active={active}
      onSearch={onSearch}
      photoUrl={photoUrl}
      profileHref={profileHref}
      defaultMenuOpen={defaultMenuOpen}
      // The back office's labels are long: on an upright tablet even a barista's five wait in the menu.
      hasLongLinks
      className={className}
    />
  );
}
