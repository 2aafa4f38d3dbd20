import { useLingui } from '@lingui/react/macro';
import { FavouriteProducts, type FavouriteProduct } from '../components/FavouriteProducts';
import { Footer } from '../components/Footer';
import { Hero } from '../components/Hero';
import { MemberCardNote } from '../components/MemberCardNote';
import { PartnersRow } from '../components/PartnersRow';
import { PromoTeaser } from '../components/PromoTeaser';
import { ShopStatusNote, type ShopStatusNoteProps } from '../components/ShopStatusNote';
import { StoreStats } from '../components/StoreStats';
import { VisitorNavBar } from '../components/VisitorNavBar';

/** The marketing landing: every link leads to sign up (docs/product.md#who-it-is-for). */
export interface LandingScreenProps {
  /** Products from the menu; each card's 'Order Now' leads to its own `href` when it has one. */
  favourites: readonly FavouriteProduct[];
  /** The favourites load from the menu: their section shows loading and a retry on failure. */
  favouritesStatus?: 'loading' | 'error' | 'ready';
  onRetryFavourites?: () => void;
  signupHref?: string;
  loginHref?: string;
  /** Whether the shop takes orders now: a short line under the bar (docs/product.md, "Shop hours"). */
  shopStatus?: Omit<ShopStatusNoteProps, 'className'> | null;
}

/** Where 'See Promo' leads: the promotion itself, the member card note further down the page. */
export const PROMO_ANCHOR = 'member-card';

export function LandingScreen({
  favourites,
  favouritesStatus,
  onRetryFavourites,
  signupHref = '/auth/signup',
  loginHref = '/auth/login',
  shopStatus = null,
}: LandingScreenProps) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-screen flex-col bg-surface-sunken">
      <VisitorNavBar
        brandHref={signupHref}
        links={[t`Home`, t`Product`, t`Your Cart`, t`History`].map((label) => ({ label, href: signupHref }))}
        loginHref={loginHref}
        signupHref={signupHref}
      />
      <main className="flex flex-col gap-16 pb-16">
        {/* One wrapper whether or not the status line shows: the server draws the line with the page
            when it has the shop's answer, and when the browser has to fetch it the hero the server
            drew must stay where it is, not be drawn again in a new parent. */}
        <div className="flex flex-col">
          {shopStatus && (
            <div className="flex justify-center bg-surface px-4 py-2">
              <ShopStatusNote {...shopStatus} />
            </div>
          )}
          <Hero ctaHref={signupHref} />
        </div>
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
