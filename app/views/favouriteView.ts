import type { FavouriteProduct } from '../../src/components/FavouriteProducts';
import { photoSrcSet } from '../../src/domain/photoWidths';
import type { Product } from '../api/types';
import { menuText } from './menuText';

/** How many products the landing and home pages show as favourites. */
export const FAVOURITE_COUNT = 3;

/**
 * The favourites: the first products of the menu's first page (the newest), so every name and
 * price is one a person can order, and each card leads to its own product.
 */
export function favouritesOf(
  products: readonly Product[],
  hrefOf: (id: number) => string,
  language: string,
): FavouriteProduct[] {
  return products.slice(0, FAVOURITE_COUNT).map((product) => ({
    name: menuText(language, product.name, product.name_indonesian),
    price: product.price,
    image: product.images ?? null,
    imageSrcSet: photoSrcSet(product.images),
    description: menuText(language, product.description, product.description_indonesian),
    href: hrefOf(product.id),
  }));
}

/** The favourites section's state: loading until the first answer, an error only with nothing to show. */
export function favouritesStatus(query: { isPending: boolean; isError: boolean }): 'loading' | 'error' | 'ready' {
  if (query.isPending) return 'loading';
  return query.isError ? 'error' : 'ready';
}
