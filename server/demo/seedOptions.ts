import type { SeedProduct } from './seedCatalogue.ts';

/** An option group of the demo shop, and which of its products offer it. */
export interface SeedOptionGroup {
  name: string;
  min: number;
  max: number;
  choices: { name: string; price: number; is_default?: boolean }[];
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
    min: 1,
    max: 1,
    choices: [
      { name: 'Whole milk', price: 0, is_default: true },
      { name: 'Oat', price: 8000 },
      { name: 'Almond', price: 8000 },
      { name: 'Soy', price: 6000 },
    ],
    offeredBy: (product) => MILK_DRINKS.has(product.name),
  },
  {
    name: 'Sugar',
    min: 1,
    max: 1,
    choices: [
      { name: 'Normal sugar', price: 0, is_default: true },
      { name: 'Less sugar', price: 0 },
      { name: 'No sugar', price: 0 },
    ],
    offeredBy: (product) => isDrink(product) && !NO_SUGAR_LEVEL.has(product.name),
  },
  {
    name: 'Ice',
    min: 1,
    max: 1,
    choices: [
      { name: 'Normal ice', price: 0, is_default: true },
      { name: 'Less ice', price: 0 },
      { name: 'No ice', price: 0 },
    ],
    offeredBy: isIced,
  },
  {
    name: 'Extra shot',
    min: 0,
    max: 1,
    choices: [
      { name: '+1 shot', price: 6000 },
      { name: '+2 shots', price: 12000 },
    ],
    offeredBy: (product) => product.category === 1,
  },
  {
    name: 'Syrup',
    min: 0,
    max: 2,
    choices: [
      { name: 'Vanilla', price: 5000 },
      { name: 'Caramel', price: 5000 },
      { name: 'Hazelnut', price: 5000 },
    ],
    offeredBy: (product) => product.category === 1 && MILK_DRINKS.has(product.name),
  },
];
