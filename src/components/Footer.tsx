import { BrandMark } from './BrandMark';
import { cn } from './styles';

/** A titled column of footer links. */
export interface FooterLinkGroup {
  title: string;
  links: readonly { label: string; href: string }[];
}

/**
 * A visitor's footer: only pages that exist (docs/product.md#route-table). The app passes each
 * role its own columns; a footer never lists a link that leads nowhere.
 */
export const VISITOR_FOOTER_GROUPS: readonly FooterLinkGroup[] = [
  {
    title: 'Explore',
    links: [
      { label: 'Home', href: '/' },
      { label: 'Create an account', href: '/auth/signup' },
      { label: 'Log in to order', href: '/auth/login' },
    ],
  },
];

/** The site footer: brand, a line about the shop, link groups and the copyright. */
export interface FooterProps {
  /** Link columns; a visitor's (home, sign up, login) by default. */
  groups?: readonly FooterLinkGroup[];
  /** The copyright year, passed in so the footer stays a pure function of its props. */
  year?: number;
  className?: string;
}

/** The footer under every screen, the auth screens included. */
export function Footer({ groups = VISITOR_FOOTER_GROUPS, year = 2026, className }: FooterProps) {
  return (
    <footer className={cn('bg-surface-alt text-body', className)}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-[2fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 font-heading text-lead font-bold text-heading">
            <BrandMark />
            Coffee Shop
          </p>
          <p className="max-w-sm">
            Coffee Shop is a store that sells some good meals, and especially coffee. We provide high quality beans.
          </p>
          <p className="text-small text-muted">©{year} Coffee Shop</p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <p className="mb-3 font-heading font-bold text-heading">{group.title}</p>
            <ul className="flex flex-col gap-2">
              {group.links.map((link) => (
                <li key={link.label}>
                  <a
                    href={link.href}
                    className="inline-flex min-h-6 items-center rounded-chip hover:text-heading focus-visible:outline-3 focus-visible:outline-focus"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </footer>
  );
}
