import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId } from 'react';
import { useFormats } from '../i18n/useFormats';
import { ctaLinkStyles } from './ctaLinkStyles';
import { cn } from './styles';
import { CARD_CLASS } from './cardStyles';

/**
 * Only the rare error state has a button: loaded when it shows, so the landing (whose only other
 * controls are links) carries none of the press and focus handling (~13 kB gzip).
 */
const Button = lazy(async () => ({ default: (await import('./Button')).Button }));

/** A favourite: a product on the menu, with its name, integer rupiah price, picture and a line about it. */
export interface FavouriteProduct {
  name: string;
  price: number;
  /** The product's photo (URL or data URI); without one a plain round placeholder shows. */
  image: string | null;
  /** The photo at other widths (`srcset`, width descriptors), for the browser to pick the one its screen needs. */
  imageSrcSet?: string;
  description: string;
  /** Where this card's 'Order Now' leads (the product itself); without it, `orderHref`. */
  href?: string;
}

/** The favourites to show and where their 'Order Now' links lead. */
export interface FavouriteProductsProps {
  products: readonly FavouriteProduct[];
  /** The 'Order Now' target of a card without an `href` of its own. */
  orderHref: string;
  /** The products come from the menu: card-shaped placeholders while they load, a retry when they fail. */
  status?: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  title?: string;
  text?: string;
  className?: string;
}

const cardClass = cn(CARD_CLASS, 'flex flex-col items-center gap-3 p-card text-center');

/**
 * People's favourites as cards with a picture, IDR price and an 'Order Now' link each; the link's
 * name starts with its visible words and adds the product, so a list of links still makes sense.
 */
export function FavouriteProducts({
  products,
  orderHref,
  status = 'ready',
  onRetry,
  title,
  text,
  className,
}: FavouriteProductsProps) {
  const { t } = useLingui();
  const f = useFormats();
  const titleId = useId();
  // A menu with nothing on it yet has no favourites to show: the section stays out of the way.
  if (status === 'ready' && products.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={cn('mx-auto flex w-full max-w-6xl flex-col gap-8 px-4', className)}>
      <div className="flex flex-col gap-2 text-center">
        <h2 id={titleId} className="font-heading text-section break-words text-heading sm:text-title">
          {title ?? t`Here is People’s Favorite`}
        </h2>
        <p className="mx-auto max-w-xl text-body">
          {text ?? t`Let’s choose and have a bit taste of people’s favorite. It might be yours too!`}
        </p>
      </div>
      {status === 'loading' ? (
        <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{t`Loading favourites`}</span>
          {[0, 1, 2].map((index) => (
            <div key={index} aria-hidden="true" className={cardClass}>
              <div className="size-32 animate-pulse rounded-full bg-placeholder motion-reduce:animate-none" />
              <div className="h-6 w-1/2 animate-pulse rounded-chip bg-placeholder motion-reduce:animate-none" />
              <div className="h-4 w-3/4 animate-pulse rounded-chip bg-placeholder motion-reduce:animate-none" />
              <div className="h-11 w-32 animate-pulse rounded-card bg-placeholder motion-reduce:animate-none" />
            </div>
          ))}
        </div>
      ) : status === 'error' ? (
        <div role="alert" className={cn(cardClass, 'mx-auto w-full max-w-md')}>
          <p className="font-semibold text-heading">{t`The favourites could not be loaded.`}</p>
          {onRetry ? (
            <Suspense fallback={null}>
              <Button variant="ghost" onPress={() => onRetry()}>
                {t`Try again`}
              </Button>
            </Suspense>
          ) : null}
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <li key={product.href ?? product.name} className={cardClass}>
              {product.image ? (
                <img
                  srcSet={product.imageSrcSet}
                  // Drawn at `size-32`.
                  sizes={product.imageSrcSet ? '128px' : undefined}
                  src={product.image}
                  alt=""
                  className="size-32 rounded-full bg-placeholder object-cover shadow-soft"
                  loading="lazy"
                />
              ) : (
                <span aria-hidden="true" className="size-32 rounded-full bg-placeholder" />
              )}
              <h3 className="font-heading text-lead font-bold break-words text-heading">{product.name}</h3>
              <p className="text-small break-words text-body">{product.description}</p>
              <p className="mt-auto font-heading text-lead font-bold text-heading">{f.money(product.price)}</p>
              <a
                href={product.href ?? orderHref}
                className={ctaLinkStyles({ variant: 'outline', size: 'md', className: 'rounded-card!' })}
              >
                {t`Order Now`}
                <span className="sr-only"> {product.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
