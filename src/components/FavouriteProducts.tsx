import { formatIdr } from '../domain/format';
import { cn } from './styles';

export interface FavouriteProduct {
  name: string;
  price: number;
  image: string;
  description: string;
}

/** Three favourites with their IDR prices, each with an 'Order Now' link. */
export interface FavouriteProductsProps {
  products: readonly FavouriteProduct[];
  orderHref: string;
  className?: string;
}

export function FavouriteProducts({ products, orderHref, className }: FavouriteProductsProps) {
  return (
    <section aria-labelledby="favourites-title" className={cn('mx-auto flex max-w-6xl flex-col gap-8 px-4', className)}>
      <div className="text-center">
        <h2 id="favourites-title" className="font-heading text-title text-heading">
          Here is People’s Favorite
        </h2>
        <p className="text-body">Let’s choose and have a bit taste of people’s favorite. It might be yours too!</p>
      </div>
      <ul className="grid gap-6 sm:grid-cols-3">
        {products.map((product) => (
          <li
            key={product.name}
            className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface p-6 text-center"
          >
            <img src={product.image} alt={product.name} className="size-32 rounded-full object-cover" />
            <h3 className="font-heading text-lead font-bold break-words text-heading">{product.name}</h3>
            <p className="text-small text-body">{product.description}</p>
            <p className="mt-auto font-heading text-lead font-bold text-heading">{formatIdr(product.price)}</p>
            <a
              href={orderHref}
              aria-label={`Order ${product.name} now`}
              className="inline-flex min-h-11 items-center rounded-card border-2 border-primary-text px-6 font-semibold text-primary-text outline-none hover:bg-accent hover:text-on-accent focus-visible:outline-3 focus-visible:outline-focus"
            >
              Order Now
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
