import { useLingui } from '@lingui/react/macro';
import { FavouriteProducts, type FavouriteProduct } from '../components/FavouriteProducts';
import { Hero } from '../components/Hero';
import { MemberCardNote } from '../components/MemberCardNote';
import { PromoTeaser } from '../components/PromoTeaser';
import { StoreStats } from '../components/StoreStats';
import { PROMO_ANCHOR } from './LandingScreen';

/** The signed-in home page both roles share: the shop's story with links into the catalogue. */
export interface HomeScreenProps {
  /** Products from the menu; each card's 'Order Now' leads to its own `href` (the product). */
  favourites: readonly FavouriteProduct[];
  favouritesStatus?: 'loading' | 'error' | 'ready';
  onRetryFavourites?: () => void;
  productsHref: string;
  /** A member's own card (its points, the way to it), shown where a visitor reads the offer. */
  memberCard?: { points: number; href: string } | null;
}

export function HomeScreen({
  favourites,
  favouritesStatus,
  onRetryFavourites,
  productsHref,
  memberCard = null,
}: HomeScreenProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-16 pb-8">
      <Hero ctaHref={productsHref} ctaLabel={t`See Products`} />
      {/* On phones the side margins need w-auto: w-full plus margins would scroll the page sideways. */}
      <StoreStats className="relative z-10 -mt-24 max-sm:mx-4! max-sm:w-auto!" />
      <FavouriteProducts
        products={favourites}
        orderHref={productsHref}
        status={favouritesStatus}
        onRetry={onRetryFavourites}
      />
      <PromoTeaser ctaHref={`#${PROMO_ANCHOR}`} className="max-sm:mx-4! max-sm:w-auto!" />
      <MemberCardNote id={PROMO_ANCHOR} card={memberCard} className="scroll-mt-8 max-sm:mx-4! max-sm:w-auto!" />
    </div>
  );
}
