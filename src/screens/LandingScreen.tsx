import { useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { FavouriteProducts, type FavouriteProduct } from '../components/FavouriteProducts';
import { Footer } from '../components/Footer';
import { Hero } from '../components/Hero';
import { MemberCardNote } from '../components/MemberCardNote';
import { PartnersRow } from '../components/PartnersRow';
import { PromoTeaser } from '../components/PromoTeaser';
import { StoreStats } from '../components/StoreStats';
import { BrandMark } from '../components/BrandMark';

/** The marketing landing: every link leads to sign up (docs/product.md#who-it-is-for). */
export interface LandingScreenProps {
  /** Products from the menu; each card's 'Order Now' leads to its own `href` when it has one. */
  favourites: readonly FavouriteProduct[];
  /** The favourites load from the menu: their section shows loading and a retry on failure. */
  favouritesStatus?: 'loading' | 'error' | 'ready';
  onRetryFavourites?: () => void;
  signupHref?: string;
  loginHref?: string;
}

/** Where 'See Promo' leads: the promotion itself, the member card note further down the page. */
export const PROMO_ANCHOR = 'member-card';

export function LandingScreen({
  favourites,
  favouritesStatus,
  onRetryFavourites,
  signupHref = '/auth/signup',
  loginHref = '/auth/login',
}: LandingScreenProps) {
  const { t } = useLingui();
  const nav = [t`Home`, t`Product`, t`Your Cart`, t`History`];
  return (
    <div className="flex min-h-screen flex-col bg-surface-sunken">
      <header className="bg-surface">
        <nav aria-label={t`Main`} className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
          <a href={signupHref} className="flex items-center gap-2 font-heading text-lead font-bold text-heading">
            <BrandMark />
            Coffee Shop
          </a>
          <ul className="hidden flex-1 justify-center gap-6 md:flex">
            {nav.map((label) => (
              <li key={label}>
                <a href={signupHref} className="inline-flex min-h-11 items-center text-body hover:text-heading">
                  {label}
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
      <main className="flex flex-col gap-16 pb-16">
        <Hero ctaHref={signupHref} />
        {/* On phones the side margins need w-auto: w-full plus margins would scroll the page sideways. */}
        <StoreStats className="relative z-10 -mt-24 max-sm:mx-4! max-sm:w-auto!" />
        <FavouriteProducts
          products={favourites}
          orderHref={signupHref}
          status={favouritesStatus}
          onRetry={onRetryFavourites}
        />
        <PartnersRow />
        <PromoTeaser ctaHref={`#${PROMO_ANCHOR}`} className="max-sm:mx-4! max-sm:w-auto!" />
        <MemberCardNote id={PROMO_ANCHOR} className="scroll-mt-8 max-sm:mx-4! max-sm:w-auto!" />
      </main>
      <Footer />
    </div>
  );
}
