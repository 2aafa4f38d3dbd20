import type { SeedProduct } from './seedCatalogue.ts';

/** An option group of the demo shop, and which of its products offer it. */
export interface SeedOptionGroup {
  name: string;
  /** What an Indonesian menu calls it (Susu, Gula). */
  nameIndonesian: string;
  min: number;
  max: number;
  choices: { name: string; nameIndonesian: string; price: number; is_default?: boolean }[];
  offeredBy: (product: SeedProduct) => boolean;
}

const isDrink = (product: SeedProduct) => product.category !== 3;
const isIced = (product: SeedProduct) => isDrink(product) && (product.palette.extras ?? []).includes('ice');
/** Drinks made with fresh milk, where oat or almond can take its place. */
const MILK_DRINKS = new Set([
  'Cappuccino',
  'Caffe Latte',
  'Flat White',
  'Caramel Macchiato',
  'Mocha',
  'Vanilla Latte',
  'Hazelnut Latte',
  'Kopi Susu Gula Aren',
  'Matcha Latte',
  'Iced Matcha Latte',
  'Red Velvet Latte',
  'Chai Latte',
  'Hot Chocolate',
  'Taro Boba Milk Tea',
]);
/** Served as it comes: no sugar level on a shot of espresso or on gelato. */
const NO_SUGAR_LEVEL = new Set(['Espresso', 'Affogato']);

/**
 * The groups a real coffee shop has (docs/product.md, "Customisations"), offered where they make
 * sense: milk where there is milk, ice where there is ice, a shot on coffee, nothing on food.
 */
export const SEED_OPTION_GROUPS: SeedOptionGroup[] = [
  {
    name: 'Milk',
    nameIndonesian: 'Susu',
    min: 1,
    max: 1,
    choices: [
      { name: 'Whole milk', nameIndonesian: 'Susu full cream', price: 0, is_default: true },
      { name: 'Oat', nameIndonesian: 'Oat', price: 8000 },
      { name: 'Almond', nameIndonesian: 'Almond', price: 8000 },
      { name: 'Soy', nameIndonesian: 'Kedelai', price: 6000 },
    ],
    offeredBy: (product) => MILK_DRINKS.has(product.name),
  },
  {
    name: 'Sugar',
    nameIndonesian: 'Gula',
    min: 1,
    max: 1,
    choices: [
      { name: 'Normal sugar', nameIndonesian: 'Gula normal', price: 0, is_default: true },
      { name: 'Less sugar', nameIndonesian: 'Sedikit gula', price: 0 },
      { name: 'No sugar', nameIndonesian: 'Tanpa gula', price: 0 },
    ],
    offeredBy: (product) => isDrink(product) && !NO_SUGAR_LEVEL.has(product.name),
  },
  {
    name: 'Ice',
    nameIndonesian: 'Es',
    min: 1,
    max: 1,
    choices: [
      { name: 'Normal ice', nameIndonesian: 'Es normal', price: 0, is_default: true },
      { name: 'Less ice', nameIndonesian: 'Sedikit es', price: 0 },
      { name: 'No ice', nameIndonesian: 'Tanpa es', price: 0 },
    ],
    offeredBy: isIced,
  },
  {
    name: 'Extra shot',
    nameIndonesian: 'Tambah shot',
    min: 0,
    max: 1,
    choices: [
      { name: '+1 shot', nameIndonesian: '+1 shot', price: 6000 },
      { name: '+2 shots', nameIndonesian: '+2 shot', price: 12000 },
    ],
    offeredBy: (product) => product.category === 1,
  },
  {
    name: 'Syrup',
    nameIndonesian: 'Sirup',
    min: 0,
    max: 2,
    choices: [
      { name: 'Vanilla', nameIndonesian: 'Vanila', price: 5000 },
      { name: 'Caramel', nameIndonesian: 'Karamel', price: 5000 },
      { name: 'Hazelnut', nameIndonesian: 'Hazelnut', price: 5000 },
    ],
    offeredBy: (product) => product.category === 1 && MILK_DRINKS.has(product.name),
  },
];
