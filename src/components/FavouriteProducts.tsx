import { useId } from 'react';
import { formatIdr } from '../domain/format';
import { ctaLinkStyles } from './ctaLinkStyles';
import { cn } from './styles';

/** A favourite on the landing: name, integer rupiah price, a picture (URL or data URI) and a line about it. */
export interface FavouriteProduct {
  name: string;
  price: number;
  image: string;
  description: string;
}

/** The favourites to show and where their 'Order Now' links lead. */
export interface FavouriteProductsProps {
  products: readonly FavouriteProduct[];
  /** Every card's 'Order Now' target; the app points it at sign-up. */
  orderHref: string;
  title?: string;
  text?: string;
  className?: string;
}

/**
 * People's favourites as cards with a picture, IDR price and an 'Order Now' link each; the link's
 * name starts with its visible words and adds the product, so a list of links still makes sense.
 */
export function FavouriteProducts({
  products,
  orderHref,
  title = 'Here is People’s Favorite',
  text = 'Let’s choose and have a bit taste of people’s favorite. It might be yours too!',
  className,
}: FavouriteProductsProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('mx-auto flex w-full max-w-6xl flex-col gap-8 px-4', className)}>
      <div className="flex flex-col gap-2 text-center">
        <h2 id={titleId} className="font-heading text-title break-words text-heading">
          {title}
        </h2>
        <p className="mx-auto max-w-xl text-body">{text}</p>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li
            key={product.name}
            className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface p-6 text-center"
          >
            <img
              src={product.image}
              alt=""
              className="size-32 rounded-full bg-placeholder object-cover shadow-soft"
              loading="lazy"
            />
            <h3 className="font-heading text-lead font-bold break-words text-heading">{product.name}</h3>
            <p className="text-small break-words text-body">{product.description}</p>
            <p className="mt-auto font-heading text-lead font-bold text-heading">{formatIdr(product.price)}</p>
            <a
              href={orderHref}
              className={ctaLinkStyles({ variant: 'outline', size: 'md', className: 'rounded-card' })}
            >
              Order Now<span className="sr-only"> {product.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
