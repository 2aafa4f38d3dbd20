import { useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { BrandMark } from './BrandMark';
import { DefaultAvatar } from './DefaultAvatar';
import { SearchBox } from './SearchBox';
import { cn } from './styles';

export interface NavLink<K extends string> {
  key: K;
  label: string;
  href: string;
}

/** The bar both roles share: brand, links with the active one marked, search, photo, and a phone menu. */
export interface NavBarProps<K extends string> {
  brandHref: string;
  links: readonly NavLink<K>[];
  active?: K;
  onSearch: (query: { query: string }) => void;
  photoUrl?: string | null;
  profileHref: string;
  /** Small badges next to links, such as the number of items in the cart. */
  badges?: Partial<Record<K, number>>;
  className?: string;
}

const linkClass = (isActive: boolean) =>
  cn(
    'inline-flex min-h-11 items-center gap-2 rounded-chip px-3 font-medium focus-visible:outline-3 focus-visible:outline-focus',
    isActive ? 'font-bold text-primary-text underline decoration-2 underline-offset-8' : 'text-body hover:text-heading',
  );

export function NavBar<K extends string>({
  brandHref,
  links,
  active,
  onSearch,
  photoUrl,
  profileHref,
  badges,
  className,
}: NavBarProps<K>) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const renderLinks = (onNavigate?: () => void) =>
    links.map((link) => {
      const badge = badges?.[link.key];
      return (
        <li key={link.key}>
          <a
            href={link.href}
            aria-current={link.key === active ? 'page' : undefined}
            onClick={onNavigate}
            className={linkClass(link.key === active)}
          >
            {link.label}
            {badge ? (
              <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-accent px-1.5 text-caption font-bold text-on-accent">
                <span className="sr-only">(</span>
                {badge}
                <span className="sr-only"> items)</span>
              </span>
            ) : null}
          </a>
        </li>
      );
    });
  return (
    <header className={cn('border-b border-border bg-surface', className)}>
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 md:flex-nowrap md:gap-6"
      >
        <a
          href={brandHref}
          className="flex items-center gap-2 rounded-chip font-heading text-lead font-bold text-heading focus-visible:outline-3 focus-visible:outline-focus"
        >
          <BrandMark />
          Coffee Shop
        </a>
        <ul className="hidden flex-1 items-center justify-center gap-2 md:flex">{renderLinks()}</ul>
        <div className="ml-auto flex items-center gap-2">
          <SearchBox onSearch={onSearch} />
          <a
            href={profileHref}
            aria-label="Profile"
            className="inline-flex size-11 overflow-hidden rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {photoUrl ? (
              <img src={photoUrl} alt="" className="size-full object-cover" />
            ) : (
              <DefaultAvatar className="size-full" />
            )}
          </a>
          <AriaButton
            aria-label="Menu"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onPress={() => setMenuOpen((open) => !open)}
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-chip text-heading data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus md:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
              <path d="M3 6h18v2H3zM3 11h18v2H3zM3 16h18v2H3z" />
            </svg>
          </AriaButton>
        </div>
        {isMenuOpen ? (
          <ul id={menuId} className="flex w-full flex-col gap-1 border-t border-border pt-2 md:hidden">
            {renderLinks(() => setMenuOpen(false))}
          </ul>
        ) : null}
      </nav>
    </header>
  );
}
