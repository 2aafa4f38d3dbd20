import { useLingui } from '@lingui/react/macro';
import { BrandMark } from './BrandMark';
import { LanguageSwitch } from './LanguageSwitch';
import { cn } from './styles';

/** One link of the visitor's bar; `isCurrent` marks the page it is on. */
export interface VisitorNavLink {
  label: string;
  href: string;
  isCurrent?: boolean;
}

export interface VisitorNavBarProps {
  brandHref: string;
  links: readonly VisitorNavLink[];
  loginHref: string;
  signupHref: string;
}

/**
 * The bar of someone not signed in, on the landing and on the menu they may browse: the brand, the
 * links (from 768 px; a phone keeps the brand, the language and the two ways in), the language, Login
 * and the one accent action, Sign Up.
 */
export function VisitorNavBar({ brandHref, links, loginHref, signupHref }: VisitorNavBarProps) {
  const { t } = useLingui();
  return (
    <header className="bg-surface">
      <nav aria-label={t`Main`} className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
        <a href={brandHref} className="flex items-center gap-2 font-heading text-lead font-bold text-heading">
          <BrandMark />
          {/* A phone keeps the mark, so the bar stays one row; the name is still the link's. */}
          <span className="max-sm:sr-only">Coffee Shop</span>
        </a>
        <ul className="hidden flex-1 justify-center gap-6 md:flex">
          {links.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                aria-current={link.isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center text-body hover:text-heading',
                  link.isCurrent && 'font-semibold text-heading underline underline-offset-8',
                )}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1 sm:gap-3">
          <LanguageSwitch />
          <a href={loginHref} className="inline-flex min-h-11 items-center px-3 font-semibold text-primary-text">
            {t`Login`}
          </a>
          <a
            href={signupHref}
            className="inline-flex min-h-11 items-center rounded-card bg-accent px-6 font-bold text-on-accent shadow-accent"
          >
            {t`Sign Up`}
          </a>
        </div>
      </nav>
    </header>
  );
}
