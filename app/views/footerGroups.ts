import { msg } from '@lingui/core/macro';
import type { FooterLinkGroup } from '../../src/components/Footer';
import { VISITOR_FOOTER_GROUPS } from '../../src/components/Footer';
import type { Role } from '../../src/domain/roles';
import { paths } from '../paths';

/**
 * Each role's footer column: pages that exist for that role, never anchors with nothing behind
 * them. Worded apart from the nav bar's links, so each link's name stays unique on the page.
 */
export function footerGroups(role: Role | null): readonly FooterLinkGroup[] {
  if (role === 'admin') {
    return [
      {
        title: msg`Manage`,
        links: [
          { label: msg`Product list`, href: paths.adminProducts },
          { label: msg`Order list`, href: paths.orderList },
          { label: msg`Income report`, href: paths.dashboard },
        ],
      },
    ];
  }
  if (role === 'staff') {
    return [
      {
        title: msg`Work`,
        links: [
          { label: msg`Live queue`, href: paths.queue },
          { label: msg`Order list`, href: paths.orderList },
          { label: msg`Sold-out switches`, href: paths.menuAvailability },
        ],
      },
    ];
  }
  if (role === 'customer') {
    return [
      {
        title: msg`Shop`,
        links: [
          { label: msg`Menu`, href: paths.custProducts },
          { label: msg`Cart`, href: paths.cart },
          { label: msg`Order history`, href: paths.history },
        ],
      },
    ];
  }
  return VISITOR_FOOTER_GROUPS;
}
