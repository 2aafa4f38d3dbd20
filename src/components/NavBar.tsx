import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { textOf, type Text } from '../i18n/text';
import { useEffect, useId, useRef, useState } from 'react';
import { PressButton } from './PressButton';
import { BrandMark } from './BrandMark';
import { DefaultAvatar } from './DefaultAvatar';
import { LanguageSwitch } from './LanguageSwitch';
import { SearchBox } from './SearchBox';
import { cn, tv } from './styles';

/** One entry of a nav bar: `key` is what the `active` prop names. */
export interface NavLink<K extends string> {
  key: K;
  label: Text;
  href: string;
}

/** The bar both roles share: brand, links with the active one marked, search, photo, and a phone menu. */
export interface NavBarProps<K extends string> {
  brandHref: string;
  links: readonly NavLink<K>[];
  active?: K;
  onSearch: (search: { query: string }) => void;
  photoUrl?: string | null;
  profileHref: string;
  /** Small counts next to links, such as the number of items in the cart. */
  badges?: Partial<Record<K, number>>;
  /** A link kept in the phone header beside the menu button, with its badge (the cart). */
  phoneShortcut?: K;
  /** The phone menu starts open, so its open state can be reviewed at rest. */
  defaultMenuOpen?: boolean;
  /**
   * The links wait in the menu on an upright tablet (until lg), as more than six always do: for a few
   * long labels (a barista's "Member card", "Menu availability") that would wrap on a 768 px bar.
   */
  hasLongLinks?: boolean;
  className?: string;
}

const navLink = tv({
  base: ['inline-flex min-h-11 items-center gap-2 rounded-chip', 'focus-visible:outline-3 focus-visible:outline-focus'],
  variants: {
    isActive: {
      true: 'font-bold text-primary-text',
      false: 'font-medium text-body hover:bg-surface-sunken hover:text-heading',
    },
    inMenu: { true: 'w-full' },
    // Six sections fit a 768 px tablet's bar only with tighter links until lg; the owner's nine fit a
    // 1024 px tablet in landscape only with them tighter until xl.
    crowding: { none: 'px-3', tablet: 'px-2 lg:px-3', landscape: 'px-2 xl:px-3' },
  },
  defaultVariants: { crowding: 'none' },
});

/** Links from this many on are drawn tighter on a tablet. */
const CROWDED_LINKS = 6;
/** More links than this (the admin's seven) do not fit a 768 px tablet's bar: they stay in the menu until lg. */
const MOST_LINKS_ON_A_TABLET = 6;
/** More links than this (the owner's eight) leave no room for the shop's name on a tablet in landscape (1024 px): it shows from xl. */
const MOST_LINKS_BESIDE_THE_NAME = 7;
/**
 * More links than this (the owner's nine) fit a tablet in landscape (1024 px) only drawn tighter (roomy
 * from xl), and never beside the shop's name: the bar stops growing at max-w-6xl.
 */
const MOST_ROOMY_LINKS_ON_A_LANDSCAPE_TABLET = 8;

/**
 * The active link's underline: one bar under the label and its badge together, drawn by the
 * wrapper (a text underline stops at the badge, which is a box of its own).
 */
const linkContent = tv({
  base: 'relative inline-flex items-center gap-2',
  variants: {
    isActive: {
      true: "after:absolute after:inset-x-0 after:-bottom-1.5 after:h-0.5 after:rounded-full after:bg-current after:content-['']",
    },
  },
});

/** Builds a link list from default hrefs, letting the app override any of them. */
export function navLinks<K extends string>(
  labels: readonly (readonly [K, Text])[],
  defaults: Record<K, string>,
  hrefs: Partial<Record<K, string>> = {},
): NavLink<K>[] {
  return labels.map(([key, label]) => ({ key, label, href: hrefs[key] ?? defaults[key] }));
}

/** A count pill; screen readers hear the whole count in the link's name instead. */
function Badge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex min-w-6 items-center justify-center rounded-full bg-accent px-1.5 text-caption font-bold text-on-accent"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * A link's name with its count: "Your Cart, 3 items", one wording for every browser and both widths;
 * past 99 it says the badge's "99+", so the name holds the words a person sees.
 */
function badgedName(label: string, count: number | undefined): string | undefined {
  if (!count) return undefined;
  return count > 99 ? t`${label}, 99+ items` : plural(count, { one: `${label}, # item`, other: `${label}, # items` });
}

/** Shared by CustomerNavBar and AdminNavBar so the two roles' bars never drift apart. */
export function NavBar<K extends string>({
  brandHref,
  links,
  active,
  onSearch,
  photoUrl,
  profileHref,
  badges,
  phoneShortcut,
  defaultMenuOpen = false,
  hasLongLinks = false,
  className,
}: NavBarProps<K>) {
  const { t, i18n } = useLingui();
  const [isMenuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  // Opening the menu moves focus to its first link so the keyboard lands where the choices are.
  useEffect(() => {
    if (!isMenuOpen) return;
    menuRef.current?.querySelector('a')?.focus();
    // Escape closes the open menu from anywhere, like any disclosure, and hands focus back to its button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const crowding =
    links.length > MOST_ROOMY_LINKS_ON_A_LANDSCAPE_TABLET
      ? 'landscape'
      : links.length >= CROWDED_LINKS
        ? 'tablet'
        : 'none';
  const isMenuToLg = hasLongLinks || links.length > MOST_LINKS_ON_A_TABLET;
  const renderLinks = (inMenu: boolean) =>
    links.map((link) => {
      const isActive = link.key === active;
      const badge = badges?.[link.key];
      const label = textOf(i18n, link.label);
      return (
        <li key={link.key}>
          <a
            href={link.href}
            // An explicit name keeps "Your Cart, 3 items" identical in every browser, starting with the visible label.
            aria-label={badgedName(label, badge)}
            aria-current={isActive ? 'page' : undefined}
            data-active={isActive || undefined}
            onClick={inMenu ? () => setMenuOpen(false) : undefined}
            className={navLink({ isActive, inMenu, crowding: inMenu ? 'none' : crowding })}
          >
            <span data-underlined={isActive || undefined} className={linkContent({ isActive })}>
              {label}
              {/* A space between the label and its count, so the visible text reads "Your Cart 3", whose
                  words the name "Your Cart, 3 items" contains in order (axe's label-content-name-mismatch). */}
              {badge ? ' ' : null}
              {badge ? <Badge count={badge} /> : null}
            </span>
          </a>
        </li>
      );
    });

  const shortcut = links.find((link) => link.key === phoneShortcut);
  const shortcutCount = shortcut ? badges?.[shortcut.key] : undefined;

  return (
    <header className={cn('border-b border-border bg-surface', className)}>
      <nav
        aria-label={t`Main`}
        className={cn(
          'mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 md:gap-4 lg:gap-6',
          isMenuToLg ? 'lg:flex-nowrap' : 'md:flex-nowrap',
        )}
      >
        <a
          href={brandHref}
          className="flex shrink-0 items-center gap-2 rounded-chip font-heading text-lead font-bold text-heading focus-visible:outline-3 focus-visible:outline-focus"
        >
          <BrandMark />
          {/* The mark alone where room is short, so the bar keeps to one row: on a phone (logo, search,
              profile, cart, menu) and on a tablet, where the links come out of the menu. The name stays
              the link's name for a screen reader. */}
          <span
            className={
              links.length > MOST_ROOMY_LINKS_ON_A_LANDSCAPE_TABLET
                ? 'sr-only sm:not-sr-only md:sr-only'
                : links.length > MOST_LINKS_BESIDE_THE_NAME
                  ? 'sr-only sm:not-sr-only md:sr-only xl:not-sr-only'
                  : 'sr-only sm:not-sr-only md:sr-only lg:not-sr-only'
            }
          >
            Coffee Shop
          </span>
        </a>
        <ul
          className={cn(
            'hidden flex-1 items-center justify-center',
            isMenuToLg ? 'lg:flex' : 'md:flex',
            { none: 'gap-2', tablet: 'gap-0.5 lg:gap-2', landscape: 'gap-0.5 xl:gap-2' }[crowding],
          )}
        >
          {renderLinks(false)}
        </ul>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <SearchBox onSearch={onSearch} />
          {/* The language in reach on every page; on a phone it waits in the menu, keeping the bar one row. */}
          <LanguageSwitch className="hidden md:inline-flex" />
          <a
            href={profileHref}
            aria-label={t`Profile`}
            className="inline-flex size-11 shrink-0 overflow-hidden rounded-full border border-border focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {photoUrl ? (
              <img src={photoUrl} alt="" className="size-full object-cover" />
            ) : (
              <DefaultAvatar className="size-full" />
            )}
          </a>
          {shortcut ? (
            // On a phone the links hide in the menu; the cart and its count stay in sight.
            <a
              href={shortcut.href}
              aria-label={badgedName(textOf(i18n, shortcut.label), shortcutCount) ?? textOf(i18n, shortcut.label)}
              aria-current={shortcut.key === active ? 'page' : undefined}
              className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-chip text-heading hover:bg-surface-sunken focus-visible:outline-3 focus-visible:outline-focus md:hidden"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
                <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4H2v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 8 19h12v-2H8.4l1.1-2h7.5a2 2 0 0 0 1.8-1l3.6-6.5A1 1 0 0 0 21.5 6H6.2l-1-2Z" />
              </svg>
              {shortcutCount ? (
                <span className="absolute -top-1 -right-1">
                  <Badge count={shortcutCount} />
                </span>
              ) : null}
            </a>
          ) : null}
          <PressButton
            ref={menuButtonRef}
            aria-label={t`Menu`}
            aria-expanded={isMenuOpen}
            aria-controls={isMenuOpen ? menuId : undefined}
            onPress={() => setMenuOpen((open) => !open)}
            className={cn(
              'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-chip text-heading data-[hovered]:bg-surface-sunken data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus',
              isMenuToLg ? 'lg:hidden' : 'md:hidden',
            )}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
              {isMenuOpen ? (
                <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4l5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
              ) : (
                <path d="M3 6h18v2H3zM3 11h18v2H3zM3 16h18v2H3z" />
              )}
            </svg>
          </PressButton>
        </div>
        {isMenuOpen ? (
          <ul
            ref={menuRef}
            id={menuId}
            className={cn(
              'flex w-full flex-col gap-1 border-t border-border pt-2',
              isMenuToLg ? 'lg:hidden' : 'md:hidden',
            )}
          >
            {renderLinks(true)}
            {/* From md the bar shows the language switch itself. */}
            <li className={isMenuToLg ? 'md:hidden' : undefined}>
              <LanguageSwitch />
            </li>
          </ul>
        ) : null}
      </nav>
    </header>
  );
}
