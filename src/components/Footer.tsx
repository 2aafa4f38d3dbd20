import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { textOf, type Text } from '../i18n/text';
import { BrandMark } from './BrandMark';
import { cn } from './styles';

/** A titled column of footer links. */
export interface FooterLinkGroup {
  title: Text;
  links: readonly { label: Text; href: string }[];
}

/**
 * A visitor's footer: only pages that exist (docs/product.md#route-table). The app passes each
 * role its own columns; a footer never lists a link that leads nowhere.
 */
export const VISITOR_FOOTER_GROUPS: readonly FooterLinkGroup[] = [
  {
    title: msg`Explore`,
    links: [
      { label: msg`Home`, href: '/' },
      { label: msg`Create an account`, href: '/auth/signup' },
      { label: msg`Log in to order`, href: '/auth/login' },
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
  const { t, i18n } = useLingui();
  return (
    <footer className={cn('bg-surface-alt text-body', className)}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-[2fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 font-heading text-lead font-bold text-heading">
            <BrandMark />
            Coffee Shop
          </p>
          <p className="max-w-sm">
            {t`Coffee Shop is a store that sells some good meals, and especially coffee. We provide high quality beans.`}
          </p>
          <p className="text-small text-muted">©{year} Coffee Shop</p>
        </div>
        {groups.map((group) => (
          <nav key={textOf(i18n, group.title)} aria-label={textOf(i18n, group.title)}>
            <p className="mb-3 font-heading font-bold text-heading">{textOf(i18n, group.title)}</p>
            <ul className="flex flex-col gap-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-flex min-h-6 items-center rounded-chip hover:text-heading focus-visible:outline-3 focus-visible:outline-focus"
                  >
                    {textOf(i18n, link.label)}
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
