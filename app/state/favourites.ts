import type { FavouriteProduct } from '../../src/components/FavouriteProducts';

/** The three favourites of the landing and home pages (design brief), with drawn pictures shipped in public/. */
export const favourites: readonly FavouriteProduct[] = [
  {
    name: 'Hazelnut Latte',
    price: 40000,
    image: '/favourites/hazelnut-latte.svg',
    description: 'Hazelnut syrup, vanilla whipped cream, ice and a double shot.',
  },
  {
    name: 'Pinky Promise',
    price: 30000,
    image: '/favourites/pinky-promise.svg',
    description: 'Strawberry, lychee and milk, shaken cold with ice.',
  },
  {
    name: 'Chicken Wings',
    price: 25000,
    image: '/favourites/chicken-wings.svg',
    description: 'Wings glazed with honey and chilli, with a fresh dip.',
  },
];
